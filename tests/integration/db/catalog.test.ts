import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import { insertCatalog } from '../../../server/db/repositories/catalog-write';
import {
  createCompany,
  findCompanyByToken,
  getCatalogVersion,
} from '../../../server/db/repositories/companies';
import { defaultCompanyInput } from '../../../server/db/defaults';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

describe.each(testDialects)('catalogue repository on %s', (dialect) => {
  let test: TestDatabase;
  let companyId: string;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    companyId = (
      await createCompany(test.handle.db, defaultCompanyInput({ token: 'shop', name: 'Shop' }))
    ).id;
    await insertCatalog(test.handle.db, companyId, {
      modifier_groups: [
        {
          id: 'g-side',
          name: 'Side',
          min: 1,
          max: 1,
          required: true,
          modifiers: [
            { name: 'Fries', price: 0 },
            { name: 'Salad', price: 100 },
          ],
        },
        {
          id: 'g-extra',
          name: 'Extras',
          min: 0,
          max: 3,
          required: false,
          modifiers: [{ name: 'Bacon', price: 200 }],
        },
      ],
      categories: [
        {
          id: 'c-burgers',
          name: 'Burgers',
          products: [
            {
              id: 'p-burger',
              name: 'Burger',
              description: 'Beef',
              images: [{ image_url: '/media/shop/products/burger.svg' }],
              variants: [
                { id: 'v-single', name: 'Single', price: 1000, original_price: 1200 },
                { id: 'v-double', name: 'Double', price: 1400 },
              ],
              modifier_group_ids: ['g-extra', 'g-side'],
            },
            {
              id: 'p-hidden',
              name: 'Secret',
              description: '',
              visible: false,
              images: [],
              variants: [{ name: null, price: 1 }],
            },
            {
              id: 'p-stock',
              name: 'Limited',
              description: 'Few left',
              stock_enabled: true,
              images: [],
              variants: [{ id: 'v-stock', name: null, price: 500, stock: 2 }],
            },
          ],
        },
        {
          id: 'c-empty',
          name: 'Only hidden',
          products: [
            {
              name: 'Ghost',
              description: '',
              visible: false,
              images: [],
              variants: [{ name: null, price: 1 }],
            },
          ],
        },
        {
          id: 'c-drinks',
          name: 'Drinks',
          products: [
            {
              id: 'p-cola',
              name: 'Cola',
              description: '',
              images: [],
              variants: [{ name: null, price: 250 }],
            },
          ],
        },
      ],
    });
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('returns categories in display order, without categories that have no visible product', async () => {
    const categories = await listCategories(test.handle.db, companyId);
    expect(categories.map((c) => c.id)).toEqual(['c-burgers', 'c-drinks']);
    expect(categories[0]!.category_id).toBe('c-burgers');
  });

  it('leaves out invisible products and keeps product order', async () => {
    const [burgers] = await listCategories(test.handle.db, companyId);
    expect(burgers!.products.map((p) => p.id)).toEqual(['p-burger', 'p-stock']);
  });

  it('assembles variants, images and modifier groups in order', async () => {
    const [burgers] = await listCategories(test.handle.db, companyId);
    const burger = burgers!.products[0]!;
    expect(burger).toMatchObject({
      name: 'Burger',
      visible: true,
      stock_enabled: false,
      category_id: 'c-burgers',
      product_category_id: 'c-burgers',
      images: [{ image_url: '/media/shop/products/burger.svg' }],
    });
    expect(burger.product_variants).toEqual([
      expect.objectContaining({
        id: 'v-single',
        name: 'Single',
        price: 1000,
        original_price: 1200,
        selected: true,
        category_id: 'c-burgers',
        product_id: 'p-burger',
        stock_consumed: 0,
        stock_starts_empty: false,
      }),
      expect.objectContaining({
        id: 'v-double',
        price: 1400,
        original_price: null,
        selected: false,
      }),
    ]);
    expect(burger.modifier_groups.map((g) => g.id)).toEqual(['g-extra', 'g-side']);
    expect(burger.modifier_groups[1]).toMatchObject({
      name: 'Side',
      min: 1,
      max: 1,
      required: true,
    });
    expect(burger.modifier_groups[1]!.modifiers.map((m) => [m.name, m.price])).toEqual([
      ['Fries', 0],
      ['Salad', 100],
    ]);
  });

  it('reports stock for stock-enabled products', async () => {
    const [burgers] = await listCategories(test.handle.db, companyId);
    const limited = burgers!.products[1]!;
    expect(limited.stock_enabled).toBe(true);
    expect(limited.product_variants[0]).toMatchObject({ id: 'v-stock', name: null, stock: 2 });
  });

  it('returns an empty menu for an unknown company and keeps companies apart', async () => {
    expect(await listCategories(test.handle.db, 'unknown')).toEqual([]);
    const other = await createCompany(
      test.handle.db,
      defaultCompanyInput({ token: 'other', name: 'Other' }),
    );
    expect(await listCategories(test.handle.db, other.id)).toEqual([]);
  });

  it('bumps the catalogue version when a catalogue is written', async () => {
    expect(await getCatalogVersion(test.handle.db, companyId)).toBe(2);
    expect((await findCompanyByToken(test.handle.db, 'shop'))?.id).toBe(companyId);
  });

  it('uses a fixed number of queries whatever the menu size', async () => {
    let queries = 0;
    const counting = test.handle.db.withPlugin({
      transformQuery: (args) => {
        queries += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    await listCategories(counting, companyId);
    expect(queries).toBe(6);
  });
});

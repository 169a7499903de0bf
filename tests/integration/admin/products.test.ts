// The back office's products (issue [11/13]): owner-only, company-scoped whole-product saves with
// a row version (a stale one is 409 edit_conflict with the current product), one audit entry per
// write, and a new catalogue version so the storefront's catalogue shows the change at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseVariants, discountPercent } from '../../../src/domain/pricing';
import type { Category } from '../../../src/domain/types';
import { updateProduct } from '../../../server/admin/products';
import { hashSessionId } from '../../../server/kitchen/session';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { companyIdOf } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface AdminVariant {
  id: string;
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
  stock_consumed: number;
  position: number;
}

interface AdminProduct {
  id: string;
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  position: number;
  version: number;
  images: { image_url: string }[];
  variants: AdminVariant[];
  modifier_group_ids: string[];
}

interface Products {
  catalog_version: number;
  products: AdminProduct[];
}

interface Conflict extends ErrorBody {
  current?: AdminProduct;
}

interface Entry {
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The whole-product body of a PUT, from a product as read. */
const saveBody = (p: AdminProduct) => ({
  version: p.version,
  category_id: p.category_id,
  name: p.name,
  description: p.description,
  visible: p.visible,
  stock_enabled: p.stock_enabled,
  variants: p.variants.map((v) => ({
    id: v.id,
    name: v.name,
    price: v.price,
    original_price: v.original_price,
    stock: v.stock,
  })),
  modifier_group_ids: p.modifier_group_ids,
  images: p.images,
});

describe.each(testDialects)('admin products (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;
  let categoryIds: string[];

  const call = (
    method: Method,
    path: string,
    body?: unknown,
    extra: { token?: string; cookie?: string } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { cookie: extra.cookie ?? cookie };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return Promise.resolve(h.app.request(hostUrl(h, extra.token ?? 'demo', `/admin${path}`), init));
  };
  const list = async (query = ''): Promise<Products> => {
    const response = await call('GET', `/products${query}`);
    expect(response.status).toBe(200);
    return json<Products>(response);
  };
  const create = async (body: Record<string, unknown>): Promise<AdminProduct> => {
    const response = await call('POST', '/products', body);
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return json<AdminProduct>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  const lastEntry = async (): Promise<Entry> => {
    const { entries } = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    return entries[0]!;
  };
  /** Runs a write and checks it left exactly one audit entry, with that action. */
  const audited = async (action: string, run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before + 1);
    expect(await lastEntry()).toMatchObject({ action, entity: 'product' });
    return response;
  };
  const unaudited = async (run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before);
    return response;
  };
  const storefront = async (): Promise<Category[]> =>
    json<Category[]>(
      await h.app.request(api(h, `/ms-products/public/companies/${demoId}/categories`)),
    );
  const publicProduct = async (id: string) =>
    (await storefront()).flatMap((c) => c.products).find((p) => p.id === id);
  const groupIds = async (): Promise<string[]> =>
    (
      await h.db
        .selectFrom('modifier_groups')
        .select('id')
        .where('company_id', '=', demoId)
        .orderBy('id')
        .execute()
    ).map((g) => g.id);

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    demoId = await companyIdOf(h.db, 'demo');
    cookie = await ownerLogin(h);
    const menu = await json<{ categories: { id: string }[] }>(
      await admin(h, 'GET', '/menu', { cookie }),
    );
    categoryIds = menu.categories.map((c) => c.id);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('lists every product in display order, or one category’s, with variants and groups', async () => {
    const response = await call('GET', '/products');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { catalog_version, products } = await json<Products>(response);
    expect(catalog_version).toBeGreaterThan(0);
    const rows = await h.db
      .selectFrom('products')
      .select('id')
      .where('company_id', '=', demoId)
      .execute();
    expect(products.map((p) => p.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const order = products.map((p) => categoryIds.indexOf(p.category_id));
    expect(order).toEqual([...order].sort((a, b) => a - b));
    for (const product of products) {
      expect(product.version).toBe(1);
      expect(product.variants.length).toBeGreaterThan(0);
      expect(product.images[0]?.image_url).toMatch(/^\/media\//);
    }
    expect(products.some((p) => p.modifier_group_ids.length > 0)).toBe(true);

    const first = await list(`?category_id=${categoryIds[0]}`);
    expect(first.products.length).toBeGreaterThan(1);
    expect(first.products.every((p) => p.category_id === categoryIds[0])).toBe(true);
    const positions = first.products.map((p) => p.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const one = await call('GET', `/products/${first.products[0]!.id}`);
    expect(await json(one)).toEqual(first.products[0]);

    expect((await call('GET', '/products?category_id=no%20such')).status).toBe(400);
    expect((await list('?category_id=no-such-category')).products).toEqual([]);
    expect((await admin(h, 'GET', '/products')).status).toBe(401);
    expect((await call('GET', '/products/no-such-product')).status).toBe(404);
  });

  it('creates a product at the end of its category, shown on the storefront at once', async () => {
    const category = categoryIds[1]!;
    const before = await list(`?category_id=${category}`);
    const [group] = await groupIds();
    const response = await audited('product.create', () =>
      call('POST', '/products', {
        category_id: category,
        name: '  Smash burger ',
        description: 'Two patties.\nCheddar.',
        variants: [
          { name: 'Single', price: 2590, original_price: 2990 },
          { name: ' Double ', price: 3290, stock: 7 },
        ],
        modifier_group_ids: [group],
      }),
    );
    expect(response.status).toBe(201);
    const created = await json<AdminProduct>(response);
    expect(created).toMatchObject({
      category_id: category,
      name: 'Smash burger',
      description: 'Two patties.\nCheddar.',
      visible: true,
      stock_enabled: false,
      position: before.products.at(-1)!.position + 1,
      version: 1,
      images: [],
      modifier_group_ids: [group],
    });
    expect(created.variants).toMatchObject([
      { name: 'Single', price: 2590, original_price: 2990, stock: 100, stock_consumed: 0 },
      { name: 'Double', price: 3290, original_price: null, stock: 7, position: 1 },
    ]);
    const after = await list(`?category_id=${category}`);
    expect(after.products.at(-1)).toEqual(created);
    expect(after.catalog_version).toBeGreaterThan(before.catalog_version);
    expect(await lastEntry()).toMatchObject({ entity_id: created.id, before: null });

    const shown = await publicProduct(created.id);
    expect(shown).toMatchObject({ name: 'Smash burger', category_id: category });
    expect(shown?.product_variants.map((v) => [v.name, v.price, v.selected])).toEqual([
      ['Single', 2590, true],
      ['Double', 3290, false],
    ]);
    expect(shown?.modifier_groups.map((g) => g.id)).toEqual([group]);
    // Both sizes are offered (§5.6), the discount on the first only.
    expect(chooseVariants(shown!).map((v) => v.name)).toEqual(['Single', 'Double']);
    expect(shown!.product_variants.map((v) => discountPercent(v))).toEqual([13, 0]);

    // Minimal: one unnamed variant, description empty.
    const plain = await create({
      category_id: category,
      name: 'Water',
      variants: [{ price: 500 }],
    });
    expect(plain).toMatchObject({ description: '', variants: [{ name: null, price: 500 }] });
  });

  it('refuses bad products with 422 and the field, writing nothing', async () => {
    const category = categoryIds[0]!;
    const ok = { category_id: category, name: 'Fine', variants: [{ price: 100 }] };
    const sabor = await companyIdOf(h.db, 'sabor');
    const saborGroup = await h.db
      .selectFrom('modifier_groups')
      .select('id')
      .where('company_id', '=', sabor)
      .executeTakeFirstOrThrow();
    const saborCategory = await h.db
      .selectFrom('categories')
      .select('id')
      .where('company_id', '=', sabor)
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '   ' }, 'name'],
      [{ ...ok, name: 'x'.repeat(81) }, 'name'],
      [{ ...ok, description: 'x'.repeat(1001) }, 'description'],
      [{ ...ok, variants: [] }, 'variants'],
      [{ ...ok, variants: undefined }, 'variants'],
      [{ ...ok, variants: [{ price: -1 }] }, 'variants.0.price'],
      [{ ...ok, variants: [{ price: 12.5 }] }, 'variants.0.price'],
      [{ ...ok, variants: [{ price: '100' }] }, 'variants.0.price'],
      [{ ...ok, variants: [{ price: 100, original_price: 100 }] }, 'variants.0.original_price'],
      [{ ...ok, variants: [{ price: 100, stock: -2 }] }, 'variants.0.stock'],
      [{ ...ok, variants: [{ price: 100 }, { price: 200 }] }, 'variants.0.name'],
      [{ ...ok, visible: 'yes' }, 'visible'],
      [{ ...ok, category_id: saborCategory.id }, 'category_id'],
      [{ ...ok, category_id: 'no-such-category' }, 'category_id'],
      [{ ...ok, modifier_group_ids: [saborGroup.id] }, 'modifier_group_ids.0'],
      [{ ...ok, company_id: sabor }, 'company_id'],
    ];
    const versionBefore = (await list()).catalog_version;
    for (const [body, field] of cases) {
      const response = await unaudited(() => call('POST', '/products', body));
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = await json<ErrorBody>(response);
      expect(error.code).toBe('invalid_body');
      expect(Object.keys(error.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect((await list()).catalog_version).toBe(versionBefore);
    const malformed = await h.app.request(hostUrl(h, 'demo', '/admin/products'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
  });

  it('saves a whole product: variants updated, added and removed, images reordered', async () => {
    const [g1, g2] = await groupIds();
    const created = await create({
      category_id: categoryIds[0]!,
      name: 'Combo',
      variants: [
        { name: 'Small', price: 1000 },
        { name: 'Medium', price: 1500 },
        { name: 'Large', price: 2000 },
      ],
      modifier_group_ids: [g1],
    });
    // Two images, as uploads would have left them.
    const images = [{ image_url: '/media/a.png' }, { image_url: '/media/b.png' }];
    await h.db
      .updateTable('products')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', created.id)
      .execute();
    const loaded = await json<AdminProduct>(await call('GET', `/products/${created.id}`));
    const [small, , large] = loaded.variants;
    const body = {
      ...saveBody(loaded),
      name: 'Combo meal',
      stock_enabled: true,
      variants: [
        { id: large!.id, name: 'Large', price: 2100, original_price: 2500, stock: 3 },
        { name: 'Huge', price: 2600, original_price: null, stock: 1 },
        { id: small!.id, name: 'Small', price: 1000, original_price: null, stock: 9 },
      ],
      modifier_group_ids: [g2, g1],
      images: [images[1]],
    };
    const response = await audited('product.update', () =>
      call('PUT', `/products/${created.id}`, body),
    );
    expect(response.status).toBe(200);
    const saved = await json<AdminProduct>(response);
    expect(saved).toMatchObject({
      name: 'Combo meal',
      stock_enabled: true,
      version: loaded.version + 1,
      images: [images[1]],
      modifier_group_ids: [g2, g1],
    });
    expect(saved.variants.map((v) => [v.name, v.price, v.original_price, v.stock])).toEqual([
      ['Large', 2100, 2500, 3],
      ['Huge', 2600, null, 1],
      ['Small', 1000, null, 9],
    ]);
    expect(saved.variants[0]!.id).toBe(large!.id);
    expect(saved.variants[2]!.id).toBe(small!.id);
    const variantRows = await h.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', created.id)
      .execute();
    expect(variantRows).toHaveLength(3);
    expect(await lastEntry()).toMatchObject({
      entity_id: created.id,
      before: { name: 'Combo', version: loaded.version },
      after: { name: 'Combo meal', version: saved.version },
    });
    const shown = await publicProduct(created.id);
    expect(shown?.product_variants.map((v) => v.name)).toEqual(['Large', 'Huge', 'Small']);
    expect(shown?.images).toEqual([images[1]]);
    expect(shown?.modifier_groups.map((g) => g.id)).toEqual([g2, g1]);

    // Never a foreign image, another product's variant, or a stale version.
    const other = (await list(`?category_id=${categoryIds[1]}`)).products[0]!;
    const refusals: [Record<string, unknown>, number, string][] = [
      [
        { ...saveBody(saved), images: [{ image_url: 'https://evil.example/x.png' }] },
        422,
        'images.0.image_url',
      ],
      [{ ...saveBody(saved), images: [images[1], images[1]] }, 422, 'images.1.image_url'],
      [
        {
          ...saveBody(saved),
          variants: [
            { id: other.variants[0]!.id, name: null, price: 1, original_price: null, stock: 1 },
          ],
        },
        422,
        'variants.0.id',
      ],
      [
        { ...saveBody(saved), variants: [{ name: null, price: 1 }] },
        422,
        'variants.0.original_price',
      ],
      [{ ...saveBody(saved), description: undefined }, 422, 'description'],
    ];
    for (const [bad, status, field] of refusals) {
      const refused = await unaudited(() => call('PUT', `/products/${created.id}`, bad));
      expect(refused.status, JSON.stringify(bad)).toBe(status);
      expect(Object.keys((await json<ErrorBody>(refused)).errors ?? {})).toContain(field);
    }
    const stale = await unaudited(() =>
      call('PUT', `/products/${created.id}`, { ...saveBody(saved), version: loaded.version }),
    );
    expect(stale.status).toBe(409);
    expect(await json<Conflict>(stale)).toMatchObject({ code: 'edit_conflict', current: saved });
    expect(await json(await call('GET', `/products/${created.id}`))).toEqual(saved);
  });

  it('moves a product into another category at its end', async () => {
    const product = await create({
      category_id: categoryIds[0]!,
      name: 'Wanderer',
      variants: [{ price: 700 }],
    });
    const target = await list(`?category_id=${categoryIds[2]}`);
    const response = await call('PUT', `/products/${product.id}`, {
      ...saveBody(product),
      category_id: categoryIds[2],
    });
    expect(response.status).toBe(200);
    const moved = await json<AdminProduct>(response);
    expect(moved).toMatchObject({
      category_id: categoryIds[2],
      position: target.products.at(-1)!.position + 1,
    });
    expect((await list(`?category_id=${categoryIds[2]}`)).products.at(-1)?.id).toBe(product.id);
    expect((await publicProduct(product.id))?.category_id).toBe(categoryIds[2]);
  });

  it('hides a product from the storefront and shows it again', async () => {
    const product = (await list(`?category_id=${categoryIds[0]}`)).products[0]!;
    expect(await publicProduct(product.id)).toBeDefined();
    const hidden = await json<AdminProduct>(
      await audited('product.update', () =>
        call('PUT', `/products/${product.id}`, { ...saveBody(product), visible: false }),
      ),
    );
    expect(hidden.visible).toBe(false);
    expect(await publicProduct(product.id)).toBeUndefined();
    // Still the owner's to see.
    expect((await list()).products.find((p) => p.id === product.id)?.visible).toBe(false);
    const shown = await call('PUT', `/products/${product.id}`, {
      ...saveBody(hidden),
      visible: true,
    });
    expect(shown.status).toBe(200);
    expect(await publicProduct(product.id)).toBeDefined();
  });

  it('moves a product up and down within its category; the ends are no-ops', async () => {
    const start = (await list(`?category_id=${categoryIds[3]}`)).products;
    const [first, second] = start;
    const noop = await unaudited(() =>
      call('POST', `/products/${first!.id}/move`, { version: first!.version, direction: 'up' }),
    );
    expect(await json(noop)).toEqual({ product: first, neighbour: null });

    const moved = await audited('product.move', () =>
      call('POST', `/products/${second!.id}/move`, { version: second!.version, direction: 'up' }),
    );
    expect(moved.status).toBe(200);
    const result = await json<{ product: AdminProduct; neighbour: AdminProduct }>(moved);
    expect(result.product).toMatchObject({ id: second!.id, position: first!.position });
    expect(result.neighbour).toMatchObject({ id: first!.id, position: second!.position });
    const order = (await list(`?category_id=${categoryIds[3]}`)).products.map((p) => p.id);
    expect(order.slice(0, 2)).toEqual([second!.id, first!.id]);
    const publicOrder = (await storefront())
      .find((c) => c.id === categoryIds[3])!
      .products.map((p) => p.id);
    expect(publicOrder.slice(0, 2)).toEqual([second!.id, first!.id]);

    const stale = await unaudited(() =>
      call('POST', `/products/${second!.id}/move`, { version: second!.version, direction: 'down' }),
    );
    expect(stale.status).toBe(409);
    expect((await json<Conflict>(stale)).current).toEqual(result.product);
    const sideways = await call('POST', `/products/${second!.id}/move`, {
      version: result.product.version,
      direction: 'left',
    });
    expect(sideways.status).toBe(422);
  });

  it('deletes a product with its variants, gone from the storefront', async () => {
    const product = await create({
      category_id: categoryIds[0]!,
      name: 'Short-lived',
      variants: [
        { name: 'A', price: 100 },
        { name: 'B', price: 200 },
      ],
    });
    expect(await publicProduct(product.id)).toBeDefined();
    const stale = await unaudited(() => call('DELETE', `/products/${product.id}`, { version: 2 }));
    expect(stale.status).toBe(409);
    const deleted = await audited('product.delete', () =>
      call('DELETE', `/products/${product.id}`, { version: 1 }),
    );
    expect(await json(deleted)).toEqual({ id: product.id, deleted: true });
    expect(await publicProduct(product.id)).toBeUndefined();
    const variants = await h.db
      .selectFrom('product_variants')
      .select('id')
      .where('product_id', '=', product.id)
      .execute();
    expect(variants).toEqual([]);
    expect((await call('DELETE', `/products/${product.id}`, { version: 1 })).status).toBe(404);
    expect((await call('DELETE', `/products/${product.id}`, {})).status).toBe(422);
  });

  it("treats another company's product as unknown (404) and leaves it alone", async () => {
    const saborCookie = await ownerLogin(h, 'sabor');
    const theirs = (
      await json<Products>(
        await call('GET', '/products', undefined, { token: 'sabor', cookie: saborCookie }),
      )
    ).products[0]!;
    const attempts = [
      () => call('GET', `/products/${theirs.id}`),
      () => call('PUT', `/products/${theirs.id}`, { ...saveBody(theirs), name: 'Mine' }),
      () =>
        call('POST', `/products/${theirs.id}/move`, { version: theirs.version, direction: 'down' }),
      () => call('DELETE', `/products/${theirs.id}`, { version: theirs.version }),
    ];
    for (const attempt of attempts) {
      const response = await unaudited(attempt);
      expect(response.status).toBe(404);
      expect((await json<ErrorBody>(response)).code).toBe('not_found');
    }
    const still = await call('GET', `/products/${theirs.id}`, undefined, {
      token: 'sabor',
      cookie: saborCookie,
    });
    expect(await json(still)).toEqual(theirs);
    // Sabor's cookie opens nothing on demo's host.
    expect((await call('GET', '/products', undefined, { cookie: saborCookie })).status).toBe(401);
  });

  // Several instances share one PostgreSQL: the compare-and-set holds across connections.
  if (dialect === 'postgres')
    it('lets exactly one save win across two instances of the server', async () => {
      const other = await h.openAnother();
      try {
        const product = await create({
          category_id: categoryIds[0]!,
          name: 'Across instances',
          variants: [{ price: 100 }],
        });
        const owner = { companyId: demoId, sessionId: hashSessionId(cookie.split('=')[1] ?? '') };
        const body = (name: string) => {
          const { version, ...rest } = saveBody(product);
          return { ...rest, version, name, description: '', images: [] };
        };
        const outcome = (p: Promise<unknown>) =>
          p.then(
            () => 'won',
            (error: unknown) => (error as { code?: string }).code ?? String(error),
          );
        const results = await Promise.all([
          outcome(updateProduct(h.db, owner, product.id, body('One'))),
          outcome(updateProduct(other.db, owner, product.id, body('Two'))),
          call('PUT', `/products/${product.id}`, body('Three')).then(async (r) =>
            r.status === 200 ? 'won' : ((await json<ErrorBody>(r)).code ?? ''),
          ),
        ]);
        expect(results.filter((r) => r === 'won')).toHaveLength(1);
        expect(results.filter((r) => r === 'edit_conflict')).toHaveLength(2);
        const now = await json<AdminProduct>(await call('GET', `/products/${product.id}`));
        expect(now.version).toBe(2);
        expect(now.variants).toHaveLength(1);
      } finally {
        await other.close();
      }
    });

  it('lets exactly one of two owners saving the same version win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const product = await create({
        category_id: categoryIds[0]!,
        name: `Race ${round}`,
        variants: [{ price: 100 }],
      });
      const auditBefore = await auditCount();
      const responses = await Promise.all([
        call('PUT', `/products/${product.id}`, { ...saveBody(product), name: `Race ${round} A` }),
        call('PUT', `/products/${product.id}`, {
          ...saveBody(product),
          name: `Race ${round} B`,
          variants: [{ name: null, price: 999, original_price: null, stock: 5 }],
        }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = await json<AdminProduct>(responses.find((r) => r.status === 200)!);
      const loser = await json<Conflict>(responses.find((r) => r.status === 409)!);
      expect(loser.code).toBe('edit_conflict');
      expect(loser.current).toEqual(winner);
      expect(winner.version).toBe(2);
      expect(await auditCount()).toBe(auditBefore + 1);
      expect(await json(await call('GET', `/products/${product.id}`))).toEqual(winner);
    }
  });
});

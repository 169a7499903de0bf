// Issue [12/13]: order creation and placement read only the products, variants and modifiers the
// order names (server/db/repositories/order-catalog.ts), never the whole catalogue, on both
// databases. What the order names but the menu does not offer is refused exactly as before; a
// valid order is priced exactly as pricing it against the whole catalogue prices it.
import { randomUUID } from 'node:crypto';
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { listCategories } from '../../../server/db/repositories/catalog';
import { listOrderProducts } from '../../../server/db/repositories/order-catalog';
import {
  comboPriceInputs,
  computeOrderTotals,
  priceCombos,
} from '../../../src/domain/order-totals';
import type { Order, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { FIXTURE_HTML, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import {
  combo,
  companyIdOf,
  createDraft,
  menuProduct,
  orderPayload,
  placeDraft,
  send,
} from './support';
import type { ComboInput } from './support';

const CATALOGUE_TABLES = new Set([
  'categories',
  'products',
  'product_variants',
  'product_modifier_groups',
  'modifier_groups',
  'modifiers',
]);

/** Every table a query names (from, joins, subqueries), found by walking its operation tree. */
function tablesOf(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const item of node) tablesOf(item, found);
  else if (node !== null && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if (record.kind === 'TableNode') {
      const table = record.table as { identifier?: { name?: string } } | undefined;
      if (table?.identifier?.name) found.add(table.identifier.name);
    }
    for (const value of Object.values(record)) tablesOf(value, found);
  }
  return found;
}

/** Records, for every query, the tables it reads and the rows it answered. */
class RowsSpy implements KyselyPlugin {
  readonly reads: { tables: string[]; rows: number }[] = [];
  readonly #pending = new WeakMap<QueryId, string[]>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    this.#pending.set(queryId, [...tablesOf(node)]);
    return node;
  }

  transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    this.reads.push({ tables: this.#pending.get(queryId) ?? [], rows: result.rows.length });
    return Promise.resolve(result);
  }

  /** Rows answered by queries on catalogue tables since `from`. */
  catalogueRows(from = 0): number[] {
    return this.reads
      .slice(from)
      .filter((r) => r.tables.some((t) => CATALOGUE_TABLES.has(t)))
      .map((r) => r.rows);
  }
}

describe.each(testDialects)('order catalogue reads (%s)', (dialect) => {
  let h: Harness;
  let demo: string;
  let sabor: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    demo = h.demo.id;
    sabor = await companyIdOf(h.db, 'sabor');
  });
  afterAll(() => h.cleanup());

  const create = (combos: ComboInput[], company = demo) =>
    send(h, 'POST', '/ms-orders/public/orders', orderPayload(company, 'TABLE', combos));

  /** The refusal's status, code and the field it points at. */
  async function refusal(response: Response) {
    const body = await json<ErrorBody>(response);
    return { status: response.status, code: body.code, fields: Object.keys(body.errors ?? {}) };
  }

  const optionOf = (product: Product, group: string, option: string) => {
    const id = product.modifier_groups
      .find((g) => g.name === group)
      ?.modifiers.find((m) => m.name === option)?.id;
    if (!id) throw new Error(`${product.name} has no ${group} / ${option}`);
    return { modifier_id: id, quantity: 1 };
  };

  const variantNamed = (product: Product, name: string) => {
    const variant = product.product_variants.find((v) => v.name === name);
    if (!variant) throw new Error(`${product.name} has no variant ${name}`);
    return variant.id;
  };

  async function dinner(): Promise<ComboInput[]> {
    const burger = await menuProduct(h.db, demo, 'Classic Burger');
    const wings = await menuProduct(h.db, demo, 'Buffalo Wings');
    const bread = await menuProduct(h.db, demo, 'Garlic Bread');
    return [
      {
        ...combo(burger, 2),
        comment: ' no pickles ',
        modifiers: [
          optionOf(burger, 'Cooking point', 'Medium rare'),
          optionOf(burger, 'Choose your side', 'Onion rings'),
          optionOf(burger, 'Extras', 'Bacon'),
        ],
      },
      {
        ...combo(wings),
        variant_id: variantNamed(wings, '12 pieces'),
        modifiers: [
          optionOf(wings, 'Dipping sauces', 'Ranch'),
          optionOf(wings, 'Dipping sauces', 'BBQ'),
        ],
      },
      combo(bread, 3),
    ];
  }

  it('prices a multi-line order with modifiers exactly as the whole catalogue does', async () => {
    const combos = await dinner();
    const reference = priceCombos(await listCategories(h.db, demo), combos);
    if (!reference.ok) throw new Error('the reference order must price');
    // Only the order's products, shaped as the menu shapes them.
    const named = await listOrderProducts(
      h.db,
      demo,
      combos.map((c) => c.product_id),
    );
    const whole = (await listCategories(h.db, demo)).flatMap((c) => c.products);
    const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : 1);
    expect([...named].sort(byId)).toEqual(
      whole.filter((p) => combos.some((c) => c.product_id === p.id)).sort(byId),
    );

    const response = await create(combos);
    expect(response.status).toBe(201);
    const order = await json<Order>(response);
    // Burger 2 × (1399 + 0 + 200 + 200), wings 1 × (1999 + 50 + 50), bread 3 × 599.
    const itemsTotal = 2 * 1799 + 2099 + 3 * 599;
    expect(order.combos_price).toBe(itemsTotal);
    expect(
      computeOrderTotals({
        combos: comboPriceInputs(reference.combos),
        deliveryPrice: 0,
        serviceFee: 0,
        discounts: [],
      }).combos_price,
    ).toBe(itemsTotal);
    expect(order.combos.map(({ id: _id, ...line }) => line)).toEqual(
      reference.combos.map((line) => ({ ...line })),
    );
    expect(order.combos[0]!.comment).toBe('no pickles');

    const placed = await placeDraft(h, order);
    expect(placed.status).toBe(200);
    expect(await json<Order>(placed)).toMatchObject({
      status: 'PENDING',
      total: order.total,
      combos_price: itemsTotal,
    });
  });

  it('refuses a variant or a product of another company', async () => {
    const burger = await menuProduct(h.db, demo, 'Classic Burger');
    const theirs = (await listCategories(h.db, sabor))[0]!.products[0]!;
    const theirVariant = { ...combo(burger), variant_id: theirs.product_variants[0]!.id };
    expect(await refusal(await create([theirVariant]))).toEqual({
      status: 422,
      code: 'item_unavailable',
      fields: ['combos.0.variant_id'],
    });
    expect(await refusal(await create([combo(theirs)]))).toEqual({
      status: 422,
      code: 'item_unavailable',
      fields: ['combos.0.product_id'],
    });
    // …also as the second line of an otherwise valid order.
    const bread = await menuProduct(h.db, demo, 'Garlic Bread');
    expect(await refusal(await create([combo(bread), combo(theirs)]))).toMatchObject({
      code: 'item_unavailable',
      fields: ['combos.1.product_id'],
    });
  });

  it('refuses a hidden product, a product in a hidden category and a deleted variant', async () => {
    const bread = await menuProduct(h.db, demo, 'Garlic Bread');
    const lava = await menuProduct(h.db, demo, 'Chocolate Lava Cake');
    const unavailable = (index: number, name: string) => ({
      status: 422,
      code: 'item_unavailable',
      fields: [`combos.${index}.${name}`],
    });
    const setProduct = (visible: number) =>
      h.db.updateTable('products').set({ visible }).where('id', '=', bread.id).execute();
    const setCategory = (visible: number) =>
      h.db.updateTable('categories').set({ visible }).where('id', '=', lava.category_id).execute();

    await setProduct(0);
    try {
      expect(await refusal(await create([combo(lava), combo(bread)]))).toEqual(
        unavailable(1, 'product_id'),
      );
    } finally {
      await setProduct(1);
    }
    await setCategory(0);
    try {
      expect(await refusal(await create([combo(lava)]))).toEqual(unavailable(0, 'product_id'));
    } finally {
      await setCategory(1);
    }

    // A variant that exists when the draft is made and is deleted before it is placed.
    const variantId = randomUUID();
    await h.db
      .insertInto('product_variants')
      .values({
        id: variantId,
        company_id: demo,
        product_id: bread.id,
        name: 'Family size',
        price: 999,
        original_price: 999,
        selected: 0,
        stock: 100,
        stock_consumed: 0,
        stock_starts_empty: 0,
        position: 9,
      })
      .execute();
    const family = { ...combo(bread), variant_id: variantId };
    const draft = await createDraft(h, orderPayload(demo, 'TABLE', [family]));
    expect(draft.combos[0]).toMatchObject({ variant_name: 'Family size', variant_price: 999 });
    await h.db.deleteFrom('product_variants').where('id', '=', variantId).execute();
    expect(await refusal(await create([family]))).toEqual(unavailable(0, 'variant_id'));
    const placed = await placeDraft(h, draft);
    expect(placed.status).toBe(409);
    expect(await json<ErrorBody>(placed)).toMatchObject({
      code: 'out_of_stock',
      items: [{ variant_id: variantId, requested: 1, available: 0 }],
    });
  });

  it('refuses a draft placed after its product was hidden, taking nothing', async () => {
    const bread = await menuProduct(h.db, demo, 'Garlic Bread');
    const draft = await createDraft(h, orderPayload(demo, 'TABLE', [combo(bread, 2)]));
    await h.db.updateTable('products').set({ visible: 0 }).where('id', '=', bread.id).execute();
    try {
      const placed = await placeDraft(h, draft);
      expect(placed.status).toBe(409);
      expect(await json<ErrorBody>(placed)).toMatchObject({
        code: 'out_of_stock',
        items: [{ product_id: bread.id, requested: 2, available: 0 }],
      });
    } finally {
      await h.db.updateTable('products').set({ visible: 1 }).where('id', '=', bread.id).execute();
    }
    expect(await placeDraft(h, draft).then((r) => r.status)).toBe(200);
  });

  it("refuses a modifier option that is not one of the product's", async () => {
    const burger = await menuProduct(h.db, demo, 'Classic Burger');
    const wings = await menuProduct(h.db, demo, 'Buffalo Wings');
    const theirs = (await listCategories(h.db, sabor))
      .flatMap((c) => c.products)
      .flatMap((p) => p.modifier_groups)
      .flatMap((g) => g.modifiers)[0];
    if (!theirs) throw new Error('sabor has no modifier');
    const valid = (await dinner())[0]!;
    const invalid = {
      status: 422,
      code: 'item_options_invalid',
      fields: ['combos.0.modifiers'],
    };
    for (const stranger of [
      optionOf(wings, 'Dipping sauces', 'Ranch'), // another product's option
      { modifier_id: theirs.id, quantity: 1 }, // another company's
      { modifier_id: 'no-such-option', quantity: 1 },
    ]) {
      const line = { ...valid, product_id: burger.id, modifiers: [...valid.modifiers, stranger] };
      expect(await refusal(await create([line]))).toEqual(invalid);
    }
  });

  it('reads only the rows the order names, however large the catalogue', async () => {
    // 300 more products (one variant each) and a 300-option group on one of them.
    const category = (await menuProduct(h.db, demo, 'Garlic Bread')).category_id;
    const groupId = randomUUID();
    const products = Array.from({ length: 300 }, (_, i) => ({
      id: randomUUID(),
      company_id: demo,
      category_id: category,
      name: `Filler ${i}`,
      description: '',
      visible: 1,
      stock_enabled: 0,
      images: '[]',
      position: 100 + i,
    }));
    for (let i = 0; i < products.length; i += 50) {
      const slice = products.slice(i, i + 50);
      await h.db.insertInto('products').values(slice).execute();
      await h.db
        .insertInto('product_variants')
        .values(
          slice.map((p) => ({
            id: randomUUID(),
            company_id: demo,
            product_id: p.id,
            name: null,
            price: 100,
            original_price: 100,
            selected: 1,
            stock: 10,
            stock_consumed: 0,
            stock_starts_empty: 0,
            position: 0,
          })),
        )
        .execute();
    }
    await h.db
      .insertInto('modifier_groups')
      .values({ id: groupId, company_id: demo, name: 'Big', min: 0, max: 0, required: 0 })
      .execute();
    for (let i = 0; i < 300; i += 50)
      await h.db
        .insertInto('modifiers')
        .values(
          Array.from({ length: 50 }, (_, j) => ({
            id: randomUUID(),
            company_id: demo,
            group_id: groupId,
            name: `Option ${i + j}`,
            price: 0,
            position: i + j,
          })),
        )
        .execute();
    await h.db
      .insertInto('product_modifier_groups')
      .values({ company_id: demo, product_id: products[0]!.id, group_id: groupId, position: 0 })
      .execute();

    const spy = new RowsSpy();
    const spied = {
      ...h,
      app: buildApp({
        db: h.db.withPlugin(spy),
        env: h.env,
        indexHtml: FIXTURE_HTML,
        mediaDir: h.mediaDir,
        dialect,
      }),
    };
    // The spy sees the whole menu when it is read…
    await listCategories(h.db.withPlugin(spy), demo);
    expect(Math.max(...spy.catalogueRows())).toBeGreaterThanOrEqual(300);

    // …and creating and placing a three-line order reads a handful of catalogue rows.
    const from = spy.reads.length;
    const combos = await dinner();
    const created = await send(spied, 'POST', '/ms-orders/public/orders', {
      ...orderPayload(demo, 'TABLE', combos),
    });
    expect(created.status).toBe(201);
    const placed = await placeDraft(spied, await json<Order>(created));
    expect(placed.status).toBe(200);
    const rows = spy.catalogueRows(from);
    expect(rows.length).toBeGreaterThan(0);
    // 3 products, their ≤ 5 variants, ≤ 4 links and the options of those groups (≤ 17), then
    // the 3 lines' variants at placement: nothing grows with the rest of the menu.
    expect(rows.reduce((a, b) => a + b, 0)).toBeLessThan(40);
    expect(Math.max(...rows)).toBeLessThan(20);
  });
});

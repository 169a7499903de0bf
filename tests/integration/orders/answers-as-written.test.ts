// Order writes answer from what they wrote (server/orders/create-order.ts builds the draft's
// answer from its row and lines, placement and updates from the row RETURNING gives) instead of
// reading the order back. These answers must be byte for byte what reading the order answers,
// on both databases. And an order's lines are inserted in chunks, so the largest order the schema
// allows stays under SQLite's (and PostgreSQL's) bound on parameters per statement.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_ITEM_INSERT_CHUNK,
  insertOrderItems,
  listOrderItems,
} from '../../../server/db/repositories/order-items';
import { getOrder, insertOrder } from '../../../server/db/repositories/orders';
import { loadOrderContext } from '../../../server/orders/context';
import { createOrder } from '../../../server/orders/create-order';
import type { OrderCreateRequest } from '../../../server/orders/schemas';
import { LIMITS } from '../../../src/domain/constants';
import type { PricedCombo } from '../../../src/domain/order-totals';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import {
  combo,
  countOrders,
  menuProduct,
  newClient,
  orderPayload,
  placeDraft,
  send,
} from './support';

describe.each(testDialects)('order answers as written (%s)', (dialect) => {
  let h: Harness;
  let demo: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    demo = h.demo.id;
  });
  afterAll(() => h.cleanup());

  const orderPath = (id: string) => `/ms-orders/public/companies/${demo}/orders/${id}`;

  /** The order as GET reads it, as text. */
  async function readText(id: string): Promise<string> {
    const read = await send(h, 'GET', orderPath(id));
    expect(read.status).toBe(200);
    return read.text();
  }

  async function burgerCombo() {
    const burger = await menuProduct(h.db, demo, 'Classic Burger');
    const pick = (group: number, index: number) => {
      const id = burger.modifier_groups[group]?.modifiers[index]?.id;
      if (!id) throw new Error('menu changed');
      return { modifier_id: id, quantity: 1 };
    };
    return {
      ...combo(burger, 2),
      comment: 'no pickles',
      modifiers: [pick(0, 1), pick(1, 3), pick(2, 0)],
    };
  }

  it('answers a table draft, its replay and its placement exactly as they read back', async () => {
    const bread = combo(await menuProduct(h.db, demo, 'Garlic Bread'), 3);
    const body = orderPayload(demo, 'TABLE', [await burgerCombo(), bread], {
      utm_source: 'qr',
      utm_campaign: 'spring',
    });
    const key = { 'Idempotency-Key': randomUUID() };
    const before = await countOrders(h.db, demo);
    const created = await send(h, 'POST', '/ms-orders/public/orders', body, key);
    expect(created.status).toBe(201);
    const text = await created.text();
    const order = JSON.parse(text) as Order;
    expect(order.combos[0]!.modifiers).toHaveLength(3);
    expect(await readText(order.id)).toBe(text);

    // The replay is the stored answer, byte for byte, and no second order.
    const replay = await send(h, 'POST', '/ms-orders/public/orders', body, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.text()).toBe(text);
    expect(await countOrders(h.db, demo)).toBe(before + 1);

    const placed = await placeDraft(h, order, {}, { 'Idempotency-Key': randomUUID() });
    expect(placed.status).toBe(200);
    const placedText = await placed.text();
    expect(JSON.parse(placedText)).toMatchObject({
      status: 'PENDING',
      payment_status: 'payment_requested',
      combos: order.combos,
    });
    expect(await readText(order.id)).toBe(placedText);
  });

  it('answers a delivery draft with client and address, and its updates, as they read back', async () => {
    const client = await newClient(h, demo, '1', '2125550143', { name: 'Byte Tester' });
    const address = await json<{ id: string }>(
      await send(
        h,
        'POST',
        '/ms-clients/public/addresses',
        {
          client_id: client.id,
          address: '200 Broadway',
          area_id: null,
          area_name: null,
          complement: 'Apt 4',
          reference: null,
          latitude: 40.725,
          longitude: -74.006,
        },
        client.secret,
      ),
    );
    const cakes = combo(await menuProduct(h.db, demo, 'Chocolate Lava Cake'), 2);
    const created = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(demo, 'DELIVERY', [cakes], { client_id: client.id, address_id: address.id }),
      client.secret,
    );
    expect(created.status).toBe(201);
    const text = await created.text();
    const order = JSON.parse(text) as Order;
    expect(order.address).toMatchObject({ id: address.id, complement: 'Apt 4', latitude: 40.725 });
    expect(order.client).toEqual({ name: 'Byte Tester', phone_number: '+12125550143' });
    expect(await readText(order.id)).toBe(text);

    // An update that does not place the order (the comment) answers the row RETURNING gives.
    const commented = await send(h, 'PATCH', orderPath(order.id), {
      timezone: 'UTC',
      currency: order.currency,
      comment: '  ring twice ',
    });
    expect(commented.status).toBe(200);
    const commentedText = await commented.text();
    expect((JSON.parse(commentedText) as Order).comment).toBe('ring twice');
    expect(await readText(order.id)).toBe(commentedText);

    const placed = await placeDraft(h, order);
    expect(placed.status).toBe(200);
    expect(await readText(order.id)).toBe(await placed.text());
  });

  it('answers an applied coupon exactly as it reads back', async () => {
    const cake = combo(await menuProduct(h.db, demo, 'Chocolate Lava Cake'), 2);
    const order = await json<Order>(
      await send(h, 'POST', '/ms-orders/public/orders', orderPayload(demo, 'TABLE', [cake])),
    );
    const applied = await send(h, 'POST', `/ms-orders/public/companies/${demo}/apply-discount`, {
      order_id: order.id,
      coupon_code: 'WELCOME10',
    });
    expect(applied.status).toBe(200);
    const text = await applied.text();
    expect((JSON.parse(text) as Order).discounts).toHaveLength(1);
    expect(await readText(order.id)).toBe(text);
  });

  it('creates the same order with or without the context the route loaded', async () => {
    const body = orderPayload(demo, 'TABLE', [await burgerCombo()]) as OrderCreateRequest;
    const now = new Date();
    const ctx = await loadOrderContext(h.db, demo, now);
    const given = await h.db.transaction().execute((trx) => createOrder(trx, body, null, ctx));
    expect(given.created_at).toBe(now.toISOString());
    expect(JSON.stringify(given)).toBe(JSON.stringify(await getOrder(h.db, demo, given.id)));
    // Without one (or with another company's), the context is read in the transaction.
    const sabor = (
      await h.db
        .selectFrom('companies')
        .select('id')
        .where('token', '=', 'sabor')
        .executeTakeFirstOrThrow()
    ).id;
    const foreign = await loadOrderContext(h.db, sabor);
    for (const context of [undefined, foreign]) {
      const read = await h.db.transaction().execute((trx) => createOrder(trx, body, null, context));
      expect(read.company_id).toBe(demo);
      expect(read.total).toBe(given.total);
      expect(JSON.stringify(read)).toBe(JSON.stringify(await getOrder(h.db, demo, read.id)));
    }
  });

  /** A bare draft row to hang lines on. */
  async function draftRow(): Promise<string> {
    const id = randomUUID();
    const at = new Date().toISOString();
    await insertOrder(h.db, {
      id,
      company_id: demo,
      status: 'INITIATED',
      payment_status: null,
      source: 'INBOUND',
      service_type: 'TABLE',
      currency: 'USD',
      country_code: 'US',
      timezone: 'UTC',
      total: 0,
      combos_price: 0,
      delivery_price: 0,
      service_fee: 0,
      discounts: '[]',
      client_id: null,
      client_name: null,
      client_phone: null,
      address_id: null,
      order_title: null,
      table_id: null,
      comment: null,
      utm_source: null,
      utm_campaign: null,
      scheduled_delivery_date: null,
      meta_data: '{}',
      idempotency_key: null,
      created_at: at,
      updated_at: at,
      placed_at: null,
      loyalty_points_earned: 0,
      placement: null,
    });
    return id;
  }

  const lines = (count: number, modifiersEach: (line: number) => number): PricedCombo[] =>
    Array.from({ length: count }, (_, i) => ({
      product_id: `product-${i}`,
      variant_id: `variant-${i}`,
      product_name: `Line ${i}`,
      variant_name: i % 2 === 0 ? null : `Size ${i}`,
      quantity: 1 + (i % 5),
      variant_price: 100 + i,
      modifiers_price: 0,
      comment: i % 3 === 0 ? `note ${i}` : null,
      modifiers: Array.from({ length: modifiersEach(i) }, (_, j) => ({
        modifier_id: `modifier-${i}-${j}`,
        name: `Option ${j}`,
        quantity: 1 + (j % 2),
        price: j,
      })),
    }));

  it('inserts more lines and modifiers than one statement takes, and reads them back in order', async () => {
    // More lines than a chunk (a direct caller; the schema allows 200), each with 0 to 2 options.
    const combos = lines(ORDER_ITEM_INSERT_CHUNK + 20, (i) => i % 3);
    expect(combos.flatMap((c) => c.modifiers).length).toBeGreaterThan(ORDER_ITEM_INSERT_CHUNK);
    const orderId = await draftRow();
    const written = await insertOrderItems(h.db, demo, orderId, combos);
    expect(written).toHaveLength(combos.length);
    expect(written.map(({ id: _id, ...line }) => line)).toEqual(combos);
    const read = await listOrderItems(h.db, demo, orderId);
    expect(JSON.stringify(read)).toBe(JSON.stringify(written));
  });

  it('stores the largest order the schema allows', async () => {
    // 200 lines of 100 options: 20,000 option rows, 140,000 values in one statement before.
    const combos = lines(LIMITS.orderLinesMax, () => LIMITS.lineModifiersMax);
    const orderId = await draftRow();
    const written = await insertOrderItems(h.db, demo, orderId, combos);
    const read = await listOrderItems(h.db, demo, orderId);
    expect(read).toHaveLength(LIMITS.orderLinesMax);
    expect(read.every((c) => c.modifiers.length === LIMITS.lineModifiersMax)).toBe(true);
    expect(read[7]!.modifiers.map((m) => m.modifier_id)).toEqual(
      combos[7]!.modifiers.map((m) => m.modifier_id),
    );
    expect(JSON.stringify(read)).toBe(JSON.stringify(written));
  });
});

// The kitchen board API: live orders, status transitions (src/domain/order-transitions.ts),
// pausing an order type and marking products out of stock.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCatalogVersion } from '../../../server/db/repositories/companies';
import { getEcommerceSettings } from '../../../server/db/repositories/ecommerce';
import { listCategories } from '../../../server/db/repositories/catalog';
import { KITCHEN_RESTOCK } from '../../../server/db/repositories/kitchen-stock';
import type { Order, OrderStatus, ServiceType } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { insertTestOrder, kitchen, login } from './support';

type Refusal = ErrorBody & { allowed: OrderStatus[] };

describe.each(testDialects)('kitchen board (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    cookie = await login(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const patch = (orderId: string, status: string) =>
    kitchen(h, 'PATCH', `/orders/${orderId}`, { cookie, body: { status } });

  it("lists today's and open orders newest first, with everything the kitchen needs", async () => {
    const oldOpen = await insertTestOrder(h.db, h.demo.id, {
      status: 'PREPARING',
      ageMinutes: 30 * 60,
    });
    const oldDone = await insertTestOrder(h.db, h.demo.id, {
      status: 'FINALIZED',
      ageMinutes: 13 * 60,
    });
    const oldDraft = await insertTestOrder(h.db, h.demo.id, {
      status: 'INITIATED',
      ageMinutes: 13 * 60,
    });
    // A draft is the diner's quote: never on the board, however fresh (issue [7/13]).
    const freshDraft = await insertTestOrder(h.db, h.demo.id, { status: 'INITIATED' });
    const recentDone = await insertTestOrder(h.db, h.demo.id, {
      status: 'CANCELLED',
      ageMinutes: 60,
    });
    const fresh = await insertTestOrder(h.db, h.demo.id, {
      status: 'PENDING',
      service_type: 'DELIVERY',
    });
    const response = await kitchen(h, 'GET', '/orders', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const orders = await json<Order[]>(response);
    const ids = orders.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([oldOpen, recentDone, fresh]));
    expect(ids).not.toContain(oldDone);
    expect(ids).not.toContain(oldDraft);
    expect(ids).not.toContain(freshDraft);
    expect(orders.every((o) => o.status !== 'INITIATED' && o.placed_at !== null)).toBe(true);
    expect(ids.indexOf(fresh)).toBeLessThan(ids.indexOf(recentDone));
    expect(ids.indexOf(recentDone)).toBeLessThan(ids.indexOf(oldOpen));
    const created = orders.map((o) => o.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    const order = orders.find((o) => o.id === fresh);
    expect(order).toMatchObject({
      service_type: 'DELIVERY',
      comment: 'no onions',
      order_title: 'Table 4',
      client: { name: 'Ada' },
      payment_status: 'payment_requested',
    });
    expect(order?.combos[0]).toMatchObject({ quantity: 2, comment: 'well done' });
    expect(order?.combos[0]?.modifiers.length).toBe(1);
    expect(orders.every((o) => o.company_id === h.demo.id)).toBe(true);
  });

  const paths: [ServiceType, OrderStatus[]][] = [
    [
      'DELIVERY',
      [
        'PREPARING',
        'READY',
        'DRIVER_ON_THE_WAY_TO_DESTINATION',
        'DRIVER_ARRIVED_AT_DESTINATION',
        'DELIVERED',
        'FINALIZED',
      ],
    ],
    ['TAKEAWAY', ['PREPARING', 'READY', 'DELIVERED', 'FINALIZED']],
    ['TABLE', ['PREPARING', 'READY', 'FINALIZED']],
  ];
  it("has no move on a draft: it is not the kitchen's order yet", async () => {
    const draft = await insertTestOrder(h.db, h.demo.id, { status: 'INITIATED' });
    for (const status of ['PREPARING', 'PENDING', 'CANCELLED']) {
      const response = await patch(draft, status);
      expect(response.status, status).toBe(404);
      expect((await json<ErrorBody>(response)).code).toBe('order_not_found');
    }
    const row = await h.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', draft)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('INITIATED');
  });

  it.each(paths)('moves a %s order along its path', async (serviceType, steps) => {
    const id = await insertTestOrder(h.db, h.demo.id, { service_type: serviceType });
    for (const status of steps) {
      const response = await patch(id, status);
      expect(response.status, status).toBe(200);
      const order = await json<Order>(response);
      expect(order.status).toBe(status);
      expect(order.id).toBe(id);
    }
  });

  it('refuses transitions off the path with 409, a message and the allowed list', async () => {
    const id = await insertTestOrder(h.db, h.demo.id, { service_type: 'TAKEAWAY' });
    const skip = await patch(id, 'READY');
    expect(skip.status).toBe(409);
    const body = await json<Refusal>(skip);
    expect(body.message).toBe(
      'A TAKEAWAY order cannot go from PENDING to READY (allowed: PREPARING, CANCELLED)',
    );
    expect(body.allowed).toEqual(['PREPARING', 'CANCELLED']);
    expect(body.errors).toEqual({ status: ['not allowed from PENDING'] });

    const driver = await insertTestOrder(h.db, h.demo.id, {
      status: 'READY',
      service_type: 'TAKEAWAY',
    });
    expect((await patch(driver, 'DRIVER_ON_THE_WAY_TO_DESTINATION')).status).toBe(409);
    const same = await patch(driver, 'READY');
    expect(same.status).toBe(409);

    const delivery = await insertTestOrder(h.db, h.demo.id, {
      status: 'READY',
      service_type: 'DELIVERY',
    });
    const early = await patch(delivery, 'FINALIZED');
    expect((await json<Refusal>(early)).allowed).toEqual([
      'DRIVER_ON_THE_WAY_TO_DESTINATION',
      'CANCELLED',
    ]);
  });

  it('cancels any open order, and nothing leaves a final state', async () => {
    const id = await insertTestOrder(h.db, h.demo.id, { status: 'PREPARING' });
    expect((await patch(id, 'CANCELLED')).status).toBe(200);
    for (const status of ['PREPARING', 'FINALIZED', 'CANCELLED']) {
      const response = await patch(id, status);
      expect(response.status).toBe(409);
      const body = await json<Refusal>(response);
      expect(body.allowed).toEqual([]);
      expect(body.message).toContain('it is final');
    }
    const done = await insertTestOrder(h.db, h.demo.id, { status: 'FINALIZED' });
    expect((await patch(done, 'CANCELLED')).status).toBe(409);
  });

  it('validates the status and the order id', async () => {
    const id = await insertTestOrder(h.db, h.demo.id);
    const unknown = await patch(id, 'BURNT');
    expect(unknown.status).toBe(422);
    expect(await json<ErrorBody>(unknown)).toHaveProperty('errors.status');
    expect((await kitchen(h, 'PATCH', `/orders/${id}`, { cookie, body: {} })).status).toBe(422);
    expect((await patch('no-such-order', 'READY')).status).toBe(404);
    expect((await patch('bad.id', 'READY')).status).toBe(400);
  });

  it('pauses an order type for some minutes and resumes it with 0', async () => {
    const before = (await getCatalogVersion(h.db, h.demo.id)) ?? 0;
    const started = Date.now();
    const paused = await kitchen(h, 'POST', '/order-types/takeaway/pause', {
      cookie,
      body: { minutes: 30 },
    });
    expect(paused.status).toBe(200);
    const body = await json<{ order_type: string; disabled_until: string }>(paused);
    expect(body.order_type).toBe('takeaway');
    const until = Date.parse(body.disabled_until) - started;
    expect(until).toBeGreaterThanOrEqual(30 * 60_000 - 1000);
    expect(until).toBeLessThanOrEqual(30 * 60_000 + 5000);
    const settings = await getEcommerceSettings(h.db, h.demo.id);
    expect(settings?.takeaway.disabled_until).toBe(body.disabled_until);
    expect(settings?.delivery.disabled_until).toBeNull();
    expect(await getCatalogVersion(h.db, h.demo.id)).toBeGreaterThan(before);

    const resumed = await kitchen(h, 'POST', '/order-types/takeaway/pause', {
      cookie,
      body: { minutes: 0 },
    });
    expect(await json(resumed)).toEqual({ order_type: 'takeaway', disabled_until: null });
    expect((await getEcommerceSettings(h.db, h.demo.id))?.takeaway.disabled_until).toBeNull();
  });

  it('refuses bad pauses: an unknown type (400), minutes outside 0..1440 (422)', async () => {
    const pause = (type: string, minutes: unknown) =>
      kitchen(h, 'POST', `/order-types/${type}/pause`, { cookie, body: { minutes } });
    expect((await pause('table', 10)).status).toBe(400);
    expect((await pause('onsite', 1441)).status).toBe(422);
    expect((await pause('onsite', -1)).status).toBe(422);
    expect((await pause('onsite', 2.5)).status).toBe(422);
    expect((await pause('onsite', '10')).status).toBe(422);
    expect((await pause('onsite', 1440)).status).toBe(200);
    expect((await pause('onsite', 0)).status).toBe(200);
  });

  it('marks a product out of stock and back, bumping the catalogue version', async () => {
    const product = (await listCategories(h.db, h.demo.id))[0]?.products[0];
    if (!product) throw new Error('demo has no product');
    const before = (await getCatalogVersion(h.db, h.demo.id)) ?? 0;
    const stock = (available: unknown) =>
      kitchen(h, 'POST', `/products/${product.id}/stock`, { cookie, body: { available } });

    expect(await json(await stock(false))).toEqual({ product_id: product.id, available: false });
    let read = (await listCategories(h.db, h.demo.id)).flatMap((c) => c.products);
    let after = read.find((p) => p.id === product.id);
    expect(after?.stock_enabled).toBe(true);
    expect(after?.product_variants.every((v) => v.stock === 0)).toBe(true);
    const version = (await getCatalogVersion(h.db, h.demo.id)) ?? 0;
    expect(version).toBeGreaterThan(before);

    expect((await stock(true)).status).toBe(200);
    read = (await listCategories(h.db, h.demo.id)).flatMap((c) => c.products);
    after = read.find((p) => p.id === product.id);
    expect(after?.product_variants.every((v) => v.stock === KITCHEN_RESTOCK)).toBe(true);
    expect(await getCatalogVersion(h.db, h.demo.id)).toBeGreaterThan(version);

    expect((await stock('yes')).status).toBe(422);
    const missing = await kitchen(h, 'POST', '/products/no-such-product/stock', {
      cookie,
      body: { available: false },
    });
    expect(missing.status).toBe(404);
  });

  it("records its moves, cancels, pauses and stock in the company's audit log (issue [16/21] item 13)", async () => {
    const product = (await listCategories(h.db, h.demo.id))[0]?.products[0];
    if (!product) throw new Error('demo has no product');
    const orderId = await insertTestOrder(h.db, h.demo.id, { status: 'PENDING' });
    const since = new Date().toISOString();
    expect((await patch(orderId, 'PREPARING')).status).toBe(200);
    expect((await patch(orderId, 'CANCELLED')).status).toBe(200);
    await kitchen(h, 'POST', '/order-types/delivery/pause', { cookie, body: { minutes: 15 } });
    await kitchen(h, 'POST', '/order-types/delivery/pause', { cookie, body: { minutes: 0 } });
    await kitchen(h, 'POST', `/products/${product.id}/stock`, {
      cookie,
      body: { available: false },
    });
    await kitchen(h, 'POST', `/products/${product.id}/stock`, {
      cookie,
      body: { available: true },
    });
    // A refused move records nothing.
    expect((await patch(orderId, 'READY')).status).toBe(409);

    const rows = await h.db
      .selectFrom('admin_audit')
      .select(['actor', 'action', 'entity', 'entity_id', 'before', 'after', 'company_id'])
      .where('created_at', '>=', since)
      .where('actor', 'like', 'kitchen:%')
      .orderBy('created_at')
      .execute();
    const read = (text: string | null): unknown => (text === null ? null : JSON.parse(text));
    expect(rows.every((r) => r.company_id === h.demo.id && /^kitchen:\w{8}$/.test(r.actor))).toBe(
      true,
    );
    const { public_id: publicId } = await h.db
      .selectFrom('orders')
      .select('public_id')
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(
      rows.map((r) => [r.action, r.entity, r.entity_id, read(r.before), read(r.after)]),
    ).toEqual([
      [
        'order.move',
        'order',
        orderId,
        { public_id: publicId, status: 'PENDING' },
        { public_id: publicId, status: 'PREPARING' },
      ],
      [
        'order.cancel',
        'order',
        orderId,
        { public_id: publicId, status: 'PREPARING' },
        { public_id: publicId, status: 'CANCELLED' },
      ],
      [
        'order_type.pause',
        'order_type',
        'delivery',
        { disabled_until: null },
        { disabled_until: expect.any(String) as string },
      ],
      [
        'order_type.resume',
        'order_type',
        'delivery',
        { disabled_until: expect.any(String) as string },
        { disabled_until: null },
      ],
      ['product.stock_out', 'product', product.id, null, { name: product.name, available: false }],
      ['product.stock_in', 'product', product.id, null, { name: product.name, available: true }],
    ]);
  });
});

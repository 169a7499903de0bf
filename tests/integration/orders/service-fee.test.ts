// Issue [16/21] item 5: "Customers may remove the service fee". The update payload's
// remove_service_fee takes an optional fee off a draft (and puts it back); the server prices the
// fee again with src/domain's serviceFeeOf, reprices the assigned payment, and refuses to remove
// a fee the owner did not make optional.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getOrderSettings,
  saveOrderSettings,
} from '../../../server/db/repositories/order-settings';
import { serviceFeeOf } from '../../../src/domain/pricing';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { combo, createDraft, menuProduct, orderPayload, placeDraft, send } from './support';

describe.each(testDialects)('optional service fee (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  async function draft(serviceType: 'TABLE' | 'ONSITE'): Promise<Order> {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    return createDraft(h, orderPayload(h.demo.id, serviceType, [combo(cake, 2)]));
  }

  const patch = (order: Order, body: Record<string, unknown>) =>
    send(h, 'PATCH', `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`, {
      timezone: 'America/New_York',
      currency: 'USD',
      ...body,
    });

  it('removes an optional fee from the draft and puts it back, recomputing the total', async () => {
    const order = await draft('TABLE');
    const entry = (await getOrderSettings(h.db, h.demo.id)).table;
    expect(entry?.service_fee?.optional).toBe(true);
    expect(order.service_fee).toBe(serviceFeeOf(entry, order.combos_price));
    expect(order.service_fee).toBeGreaterThan(0);

    const removed = await patch(order, { remove_service_fee: true });
    expect(removed.status).toBe(200);
    expect(await json<Order>(removed)).toMatchObject({
      service_fee: 0,
      total: order.total - order.service_fee,
    });

    const back = await patch(order, { remove_service_fee: false });
    expect(back.status).toBe(200);
    expect(await json<Order>(back)).toMatchObject({
      service_fee: order.service_fee,
      total: order.total,
    });
  });

  it('places an order without the fee, billing the total without it', async () => {
    const order = await draft('TABLE');
    const placed = await placeDraft(h, order, { remove_service_fee: true });
    expect(placed.status).toBe(200);
    const body = await json<Order>(placed);
    expect(body).toMatchObject({ status: 'PENDING', service_fee: 0 });
    expect(body.total).toBe(order.total - order.service_fee);
    expect(body.meta_data.assigned_payment?.bill_amount).toBe(body.total);
  });

  it('reprices a payment assigned before the fee was removed', async () => {
    const order = await draft('TABLE');
    const withPayment = await placeDraft(h, order, { status: undefined });
    expect(withPayment.status).toBe(200);
    const before = await json<Order>(withPayment);
    expect(before.meta_data.assigned_payment?.bill_amount).toBe(order.total);
    const removed = await json<Order>(await patch(order, { remove_service_fee: true }));
    expect(removed.meta_data.assigned_payment?.bill_amount).toBe(removed.total);
    expect(removed.total).toBe(order.total - order.service_fee);
  });

  it('refuses to remove a fee the owner did not make optional, and changes nothing', async () => {
    const settings = await getOrderSettings(h.db, h.demo.id);
    await saveOrderSettings(h.db, h.demo.id, {
      ...settings,
      onsite: { service_fee: { value: 10, optional: false } },
    });
    const order = await draft('ONSITE');
    expect(order.service_fee).toBeGreaterThan(0);
    const refused = await patch(order, { remove_service_fee: true });
    expect(refused.status).toBe(422);
    expect((await json<ErrorBody>(refused)).code).toBe('service_fee_not_optional');
    const read = await json<Order>(
      await send(h, 'GET', `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`),
    );
    expect(read).toMatchObject({ service_fee: order.service_fee, total: order.total });
    // Taking back a fee is always allowed.
    expect((await patch(order, { remove_service_fee: false })).status).toBe(200);
  });

  it('accepts a removal where there is no fee, and refuses a value that is not a boolean', async () => {
    const settings = await getOrderSettings(h.db, h.demo.id);
    await saveOrderSettings(h.db, h.demo.id, { ...settings, onsite: { service_fee: null } });
    const order = await draft('ONSITE');
    expect(order.service_fee).toBe(0);
    const none = await patch(order, { remove_service_fee: true });
    expect(none.status).toBe(200);
    expect((await json<Order>(none)).total).toBe(order.total);
    expect((await patch(order, { remove_service_fee: 'yes' })).status).toBe(422);
  });
});

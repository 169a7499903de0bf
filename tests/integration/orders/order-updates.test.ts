// PATCH …/orders/{orderId} (§3 update payload, §4.5): the server recomputes the payment's
// fee and bill, accepts only 'payment_requested' from the storefront, and locks a placed order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { paymentFee } from '../../../src/domain/pricing';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { combo, companyIdOf, countOrders, menuProduct, orderPayload, send } from './support';

describe.each(testDialects)('order updates (%s)', (dialect) => {
  let h: Harness;
  let demo: string;
  let sabor: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    demo = h.demo.id;
    sabor = await companyIdOf(h.db, 'sabor');
  });
  afterAll(() => h.cleanup());

  it('updates comment and payment, recomputing fee and bill, then requests payment', async () => {
    const cake = await menuProduct(h.db, demo, 'Chocolate Lava Cake');
    const order = await json<Order>(
      await send(h, 'POST', '/ms-orders/public/orders', orderPayload(demo, 'TABLE', [combo(cake)])),
    );
    const cash = (await listPaymentMethods(h.db, demo, 'table')).table?.[0];
    if (!cash) throw new Error('demo has cash for tables');
    const path = `/ms-orders/public/companies/${demo}/orders/${order.id}`;
    const patched = await send(h, 'PATCH', path, {
      timezone: 'America/New_York',
      currency: 'USD',
      comment: 'Pager 12 - no nuts',
      status: 'payment_requested',
      meta_data: {
        assigned_payment: {
          payment_method_id: cash.id,
          payment_method_code: 'card-of-my-choice',
          payment_method_description: null,
          payment_method_payment_code: null,
          fee_amount: 0,
          bill_amount: 1,
          received_amount: 5000,
          tip_type: 'amount',
          tip_value: 300,
        },
      },
    });
    expect(patched.status).toBe(200);
    const updated = await json<Order>(patched);
    expect(updated).toMatchObject({
      status: 'PENDING',
      payment_status: 'payment_requested',
      comment: 'Pager 12 - no nuts',
      total: order.total,
    });
    expect(updated.meta_data.assigned_payment).toEqual({
      payment_method_id: cash.id,
      payment_method_code: cash.code,
      payment_method_description: cash.description,
      payment_method_payment_code: cash.payment_code,
      fee_amount: paymentFee(cash.payment_method_fee, order.total),
      bill_amount: order.total + 300,
      received_amount: 5000,
      tip_type: 'amount',
      tip_value: 300,
    });
    const again = await send(h, 'PATCH', path, { timezone: 'UTC', currency: 'USD', comment: 'x' });
    expect(again.status).toBe(409);
    const bad = await send(h, 'PATCH', path, { timezone: 'UTC', currency: 'USD', status: 'READY' });
    expect(bad.status).toBe(409);
  });

  it('refuses statuses other than payment_requested and unknown payment methods', async () => {
    const cake = await menuProduct(h.db, demo, 'Chocolate Lava Cake');
    const order = await json<Order>(
      await send(h, 'POST', '/ms-orders/public/orders', orderPayload(demo, 'TABLE', [combo(cake)])),
    );
    const path = `/ms-orders/public/companies/${demo}/orders/${order.id}`;
    const ready = await send(h, 'PATCH', path, {
      timezone: 'UTC',
      currency: 'USD',
      status: 'READY',
    });
    expect(ready.status).toBe(422);
    const noMethod = await send(h, 'PATCH', path, {
      timezone: 'UTC',
      currency: 'USD',
      status: 'payment_requested',
    });
    expect(noMethod.status).toBe(422);
    const foreignMethod = (await listPaymentMethods(h.db, sabor, 'table')).table?.[0];
    const stolen = await send(h, 'PATCH', path, {
      timezone: 'UTC',
      currency: 'USD',
      meta_data: {
        assigned_payment: {
          payment_method_id: foreignMethod!.id,
          payment_method_code: 'cash',
          payment_method_description: null,
          payment_method_payment_code: null,
          fee_amount: 0,
          bill_amount: 0,
        },
      },
    });
    expect(stolen.status).toBe(422);
    expect(await countOrders(h.db, sabor)).toBe(0);
  });
});

// §7.3 apply-discount: coupons valid per §4.8/§5.5 and loyalty rewards per available points;
// the total is recomputed by the server. Applying to a draft takes nothing: the coupon use and
// the points are taken when the order is placed (issue [7/13]).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCouponByCode } from '../../../server/db/repositories/coupons';
import { getLoyaltySettings } from '../../../server/db/repositories/loyalty';
import { computeOrderTotals } from '../../../src/domain/order-totals';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import {
  combo,
  createDraft,
  menuProduct,
  newClient,
  orderPayload,
  placeDraft,
  plainProduct,
  send,
} from './support';

describe.each(testDialects)('apply-discount (%s)', (dialect) => {
  let h: Harness;
  let path: string;

  beforeAll(async () => {
    h = await startHarness(dialect);
    path = `/ms-orders/public/companies/${h.demo.id}/apply-discount`;
  });
  afterAll(() => h.cleanup());

  async function tableOrder(quantity = 1): Promise<Order> {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const response = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(h.demo.id, 'TABLE', [combo(cake, quantity)]),
    );
    return json<Order>(response);
  }

  const expectedTotal = (order: Order, discounts: Order['discounts']) =>
    computeOrderTotals({
      combos: order.combos.map((c) => ({
        variantPrice: c.variant_price,
        modifiersPrice: c.modifiers_price,
        quantity: c.quantity,
      })),
      deliveryPrice: order.delivery_price,
      serviceFee: order.service_fee,
      discounts,
    }).total;

  it('applies WELCOME10 and recomputes the total', async () => {
    const order = await tableOrder(2);
    const before = (await findCouponByCode(h.db, h.demo.id, 'WELCOME10'))!;
    const response = await send(h, 'POST', path, { order_id: order.id, coupon_code: 'welcome10' });
    expect(response.status).toBe(200);
    const updated = await json<Order>(response);
    const discount = {
      modality: 'COUPON',
      description: 'WELCOME10',
      type: 'PERCENTAGE',
      value: 10,
    };
    expect(updated.discounts).toEqual([discount]);
    expect(updated.total).toBe(expectedTotal(order, updated.discounts));
    expect(updated.total).toBeLessThan(order.total);
    const used = async () => (await findCouponByCode(h.db, h.demo.id, 'WELCOME10'))!.coupons_used;
    // The draft holds no use of the coupon.
    expect(await used()).toBe(before.coupons_used);
    // Applying the same coupon again changes nothing.
    const again = await json<Order>(
      await send(h, 'POST', path, { order_id: order.id, coupon_code: 'WELCOME10' }),
    );
    expect(again.total).toBe(updated.total);
    expect(await used()).toBe(before.coupons_used);
    // Placing the order takes exactly one use.
    expect((await placeDraft(h, again)).status).toBe(200);
    expect(await used()).toBe(before.coupons_used + 1);
  });

  it('refuses unknown coupons and coupons whose minimum the order misses', async () => {
    const order = await tableOrder(1);
    const unknown = await send(h, 'POST', path, { order_id: order.id, coupon_code: 'NOPE' });
    expect(unknown.status).toBe(422);
    const unknownBody = await json<ErrorBody>(unknown);
    expect(unknownBody.message).toMatch(/coupon is not valid/);
    expect(unknownBody.code).toBe('coupon_unknown');
    const save5 = await send(h, 'POST', path, { order_id: order.id, coupon_code: 'SAVE5' });
    expect(save5.status).toBe(422);
    const save5Body = await json<ErrorBody>(save5);
    expect(save5Body.errors).toHaveProperty('coupon_code');
    // The minimum goes out as a number for the storefront to format, never as "minor units".
    const minimum = (await findCouponByCode(h.db, h.demo.id, 'SAVE5'))!.min_amount;
    expect(save5Body).toMatchObject({ code: 'coupon_min_amount', params: { min_amount: minimum } });
    expect(save5Body.message).not.toMatch(/minor units/);
    const read = await send(
      h,
      'GET',
      `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`,
    );
    expect((await json<Order>(read)).total).toBe(order.total);
    const missing = await send(h, 'POST', path, {
      order_id: 'no-such-order',
      coupon_code: 'SAVE5',
    });
    expect(missing.status).toBe(404);
    const malformed = await send(h, 'POST', path, { order_id: order.id });
    expect(malformed.status).toBe(422);
  });

  it('applies a loyalty reward the client can afford and spends its points', async () => {
    const order = await tableOrder(2);
    const client = await newClient(h, h.demo.id, '1', '2125550199');
    const rewards = (await getLoyaltySettings(h.db, h.demo.id)).loyalty_program.rewards;
    const cheap = rewards[0]!;
    const dear = rewards[rewards.length - 1]!;
    const points = cheap.required_points + 10;
    await h.db
      .updateTable('clients')
      .set({ available_points: points })
      .where('id', '=', client.id)
      .execute();
    // A device that only knows the phone spends nothing (issue [8/13]).
    const guest = await newClient(h, h.demo.id, '1', '2125550199', { name: 'Mallory' });
    expect(guest.id).toBe(client.id);
    expect(guest.available_points).toBe(0);
    for (const secret of [{}, guest.secret]) {
      const stolen = await send(
        h,
        'POST',
        path,
        { order_id: order.id, reward_id: cheap.id, client_id: client.id },
        secret,
      );
      expect(stolen.status).toBe(403);
      expect((await json<ErrorBody>(stolen)).code).toBe('client_secret_invalid');
    }
    const tooDear = await send(
      h,
      'POST',
      path,
      { order_id: order.id, reward_id: dear.id, client_id: client.id },
      client.secret,
    );
    expect(tooDear.status).toBe(422);
    expect(await json<ErrorBody>(tooDear)).toMatchObject({
      code: 'reward_points_short',
      params: { required: dear.required_points },
    });
    const response = await send(
      h,
      'POST',
      path,
      { order_id: order.id, reward_id: cheap.id, client_id: client.id },
      client.secret,
    );
    expect(response.status).toBe(200);
    const updated = await json<Order>(response);
    expect(updated.discounts).toEqual([
      { modality: 'FIDELITY', description: cheap.name, type: 'AMOUNT', value: cheap.value },
    ]);
    expect(updated.total).toBe(expectedTotal(order, updated.discounts));
    const balance = async () =>
      (
        await h.db
          .selectFrom('clients')
          .select('available_points')
          .where('id', '=', client.id)
          .executeTakeFirstOrThrow()
      ).available_points;
    // The draft holds the points of nobody; placing spends them.
    expect(await balance()).toBe(points);
    expect((await placeDraft(h, updated)).status).toBe(200);
    expect(await balance()).toBe(points - cheap.required_points);
  });

  it('takes a reward off the draft again (reward_id null), keeping a coupon beside it', async () => {
    // Not the cake: its stock of 5 went to the orders above.
    const dish = await plainProduct(h.db, h.demo.id);
    const order = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(dish, 3)]));
    const client = await newClient(h, h.demo.id, '1', '2125550177');
    const reward = (await getLoyaltySettings(h.db, h.demo.id)).loyalty_program.rewards[0]!;
    const points = reward.required_points + 5;
    await h.db
      .updateTable('clients')
      .set({ available_points: points })
      .where('id', '=', client.id)
      .execute();
    const apply = (body: Record<string, unknown>) =>
      send(h, 'POST', path, { order_id: order.id, ...body }, client.secret);
    const coupon = await apply({ coupon_code: 'WELCOME10' });
    expect(coupon.status, await coupon.clone().text()).toBe(200);
    const both = await json<Order>(await apply({ reward_id: reward.id, client_id: client.id }));
    // A coupon and a reward together (docs/decisions.md): both discounts, capped at the items.
    expect(both.discounts.map((d) => d.modality).sort()).toEqual(['COUPON', 'FIDELITY']);
    expect(both.total).toBe(expectedTotal(order, both.discounts));

    const off = await apply({ reward_id: null });
    expect(off.status).toBe(200);
    const without = await json<Order>(off);
    expect(without.discounts.map((d) => d.modality)).toEqual(['COUPON']);
    expect(without.total).toBe(expectedTotal(order, without.discounts));
    // Again: nothing to take off, the same order.
    expect((await json<Order>(await apply({ reward_id: null }))).total).toBe(without.total);

    expect((await placeDraft(h, without)).status).toBe(200);
    const balance = await h.db
      .selectFrom('clients')
      .select('available_points')
      .where('id', '=', client.id)
      .executeTakeFirstOrThrow();
    expect(balance.available_points).toBe(points);
  });
});

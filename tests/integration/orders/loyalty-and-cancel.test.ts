// Issue [7/13]: loyalty points are earned once, when an order reaches FINALIZED, by the
// program's rule; cancelling a placed order gives back its stock, coupon use and spent points,
// and takes back points it earned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../../server/db/repositories/companies';
import { findCouponByCode } from '../../../server/db/repositories/coupons';
import { getLoyaltySettings } from '../../../server/db/repositories/loyalty';
import { earnPoints } from '../../../server/orders/loyalty-points';
import { undoPlacement } from '../../../server/orders/placement';
import { pointsEarnedFor } from '../../../src/domain/loyalty';
import type { Order, OrderStatus, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { kitchen, login } from '../kitchen/support';
import {
  combo,
  createDraft,
  menuProduct,
  newClient,
  orderPayload,
  placeDraft,
  send,
} from './support';

describe.each(testDialects)('loyalty and cancelling (%s)', (dialect) => {
  let h: Harness;
  let cookie: string;
  let lava: Product;

  beforeAll(async () => {
    h = await startHarness(dialect);
    cookie = await login(h);
    lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    // The seed keeps this dessert low; these tests order several.
    await h.db
      .updateTable('product_variants')
      .set({ stock: 50 })
      .where('id', '=', lava.product_variants[0]!.id)
      .execute();
  });
  afterAll(() => h.cleanup());

  const balanceOf = async (clientId: string) =>
    (
      await h.db
        .selectFrom('clients')
        .select('available_points')
        .where('id', '=', clientId)
        .executeTakeFirstOrThrow()
    ).available_points;
  const setBalance = (clientId: string, points: number) =>
    h.db
      .updateTable('clients')
      .set({ available_points: points })
      .where('id', '=', clientId)
      .execute();
  const stockOf = async () =>
    (
      await h.db
        .selectFrom('product_variants')
        .select('stock')
        .where('id', '=', lava.product_variants[0]!.id)
        .executeTakeFirstOrThrow()
    ).stock;
  const move = async (orderId: string, status: OrderStatus) => {
    const response = await kitchen(h, 'PATCH', `/orders/${orderId}`, { cookie, body: { status } });
    return { status: response.status, order: await json<Order>(response) };
  };
  const discount = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    send(h, 'POST', `/ms-orders/public/companies/${h.demo.id}/apply-discount`, body, headers);

  async function placedTakeaway(phone: string, points: number, quantity = 3) {
    const client = await newClient(h, h.demo.id, '1', phone);
    await setBalance(client.id, points);
    const draft = await createDraft(
      h,
      orderPayload(h.demo.id, 'TAKEAWAY', [combo(lava, quantity)], { client_id: client.id }),
    );
    return { client, draft };
  }

  it('earns points once when the order is finalized, by the program rule', async () => {
    const { client, draft } = await placedTakeaway('2125550301', 40);
    expect((await placeDraft(h, draft)).status).toBe(200);
    expect(await balanceOf(client.id)).toBe(40);
    for (const status of ['PREPARING', 'READY'] as const) {
      const step = await move(draft.id, status);
      expect(step.order.loyalty_points_earned).toBe(0);
    }
    expect(await balanceOf(client.id)).toBe(40);
    const done = await move(draft.id, 'FINALIZED');
    expect(done.status).toBe(200);
    const loyalty = await getLoyaltySettings(h.db, h.demo.id);
    const earned = pointsEarnedFor(loyalty, done.order);
    // 1 point per whole dollar of items (the demo program's points_per_unit is 1).
    expect(earned).toBe(Math.floor(done.order.total / 100));
    expect(earned).toBeGreaterThan(0);
    expect(done.order.loyalty_points_earned).toBe(earned);
    expect(await balanceOf(client.id)).toBe(40 + earned);
    // Once: a repeated move is refused and a repeated credit earns nothing.
    expect((await move(draft.id, 'FINALIZED')).status).toBe(409);
    expect(await h.db.transaction().execute((trx) => earnPoints(trx, h.demo.id, draft.id))).toBe(0);
    expect(await balanceOf(client.id)).toBe(40 + earned);
    // The diner's tracking read tells the same truth.
    const read = await send(
      h,
      'GET',
      `/ms-orders/public/companies/${h.demo.id}/orders/${draft.id}`,
    );
    expect((await json<Order>(read)).loyalty_points_earned).toBe(earned);

    // Taking it back after a finalize (a refund) removes the earned points, never below 0.
    await setBalance(client.id, 3);
    const undone = await h.db
      .transaction()
      .execute((trx) => undoPlacement(trx, h.demo.id, draft.id));
    expect(undone).toBe(true);
    expect(await balanceOf(client.id)).toBe(0);
  });

  it('earns nothing without a client or with the program off', async () => {
    const table = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    expect((await placeDraft(h, table)).status).toBe(200);
    for (const status of ['PREPARING', 'READY', 'FINALIZED'] as const)
      expect((await move(table.id, status)).status).toBe(200);
    const row = await h.db
      .selectFrom('orders')
      .select('loyalty_points_earned')
      .where('id', '=', table.id)
      .executeTakeFirstOrThrow();
    expect(row.loyalty_points_earned).toBe(0);

    await h.db
      .updateTable('loyalty_settings')
      .set({ active: 0 })
      .where('company_id', '=', h.demo.id)
      .execute();
    try {
      const { client, draft } = await placedTakeaway('2125550302', 0);
      expect((await placeDraft(h, draft)).status).toBe(200);
      for (const status of ['PREPARING', 'READY', 'FINALIZED'] as const)
        expect((await move(draft.id, status)).status).toBe(200);
      expect(await balanceOf(client.id)).toBe(0);
    } finally {
      await h.db
        .updateTable('loyalty_settings')
        .set({ active: 1 })
        .where('company_id', '=', h.demo.id)
        .execute();
    }
  });

  it('cancelling returns stock, the monthly slot, the coupon use and spent points', async () => {
    const reward = (await getLoyaltySettings(h.db, h.demo.id)).loyalty_program.rewards[0]!;
    const { client, draft } = await placedTakeaway('2125550303', reward.required_points + 5, 2);
    expect(
      (
        await discount(
          { order_id: draft.id, reward_id: reward.id, client_id: client.id },
          client.secret,
        )
      ).status,
    ).toBe(200);
    expect((await discount({ order_id: draft.id, coupon_code: 'WELCOME10' })).status).toBe(200);
    const stockBefore = await stockOf();
    const couponBefore = (await findCouponByCode(h.db, h.demo.id, 'WELCOME10'))!.coupons_used;
    const usageBefore = (await getCompany(h.db, h.demo.id))!.order_limit_usage_count;
    const current = await json<Order>(
      await send(h, 'GET', `/ms-orders/public/companies/${h.demo.id}/orders/${draft.id}`),
    );
    expect((await placeDraft(h, current)).status).toBe(200);
    expect(await stockOf()).toBe(stockBefore - 2);
    expect(await balanceOf(client.id)).toBe(5);
    expect((await findCouponByCode(h.db, h.demo.id, 'WELCOME10'))!.coupons_used).toBe(
      couponBefore + 1,
    );

    expect((await move(draft.id, 'PREPARING')).status).toBe(200);
    const cancelled = await move(draft.id, 'CANCELLED');
    expect(cancelled.status).toBe(200);
    expect(cancelled.order.status).toBe('CANCELLED');
    expect(await stockOf()).toBe(stockBefore);
    expect(await balanceOf(client.id)).toBe(reward.required_points + 5);
    expect((await findCouponByCode(h.db, h.demo.id, 'WELCOME10'))!.coupons_used).toBe(couponBefore);
    // Issue [14/21]: a cancelled order frees its slot, or cancelled unpaid orders use up the month.
    expect((await getCompany(h.db, h.demo.id))!.order_limit_usage_count).toBe(usageBefore);
    // Undoing twice gives back nothing more.
    const again = await h.db
      .transaction()
      .execute((trx) => undoPlacement(trx, h.demo.id, draft.id));
    expect(again).toBe(false);
    expect(await stockOf()).toBe(stockBefore);
    expect((await getCompany(h.db, h.demo.id))!.order_limit_usage_count).toBe(usageBefore);
  });

  it('an undone placement (a failed payment) frees its monthly slot too', async () => {
    const draft = await createDraft(h, orderPayload(h.demo.id, 'TABLE', [combo(lava)]));
    const usageBefore = (await getCompany(h.db, h.demo.id))!.order_limit_usage_count;
    const stockBefore = await stockOf();
    expect((await placeDraft(h, draft)).status).toBe(200);
    expect((await getCompany(h.db, h.demo.id))!.order_limit_usage_count).toBe(usageBefore + 1);
    await h.db.transaction().execute((trx) => undoPlacement(trx, h.demo.id, draft.id));
    expect((await getCompany(h.db, h.demo.id))!.order_limit_usage_count).toBe(usageBefore);
    expect(await stockOf()).toBe(stockBefore);
  });
});

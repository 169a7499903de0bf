// Issue [14/21] "no unpaid order held for ever", on both databases, through the real app. A static
// Pix waiting for the staff used to hold its stock and a monthly slot for ever, and the kitchen
// could not cancel it: three unpaid Pix orders (14 anonymous requests) took a company's last
// three slots. Now it expires after PIX_PAYMENT_TTL_MINUTES and gives everything back, the staff
// can cancel it at any time, the diner sees the deadline, and a cancelled order frees its slot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyOrderCount } from '../../../server/db/repositories/monthly-counts';
import { findCouponByCode } from '../../../server/db/repositories/coupons';
import { bumpCatalogVersion, getCompany } from '../../../server/db/repositories/companies';
import { createPaymentDeps } from '../../../server/payments/index';
import { reconcilePayments } from '../../../server/payments/reconcile';
import { usageMonth } from '../../../src/domain/plans';
import type { Order, PaymentMethod } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { kitchen, login } from '../kitchen/support';
import { companyIdOf, menuProduct, placeDraft, send } from '../orders/support';
import {
  addPix,
  applyCoupon,
  draftPayingWith,
  orderRow,
  paymentRow,
  prepare,
  start,
} from './support';
import type { PaymentAnswer } from './support';

const LIMIT = 500;

describe.each(testDialects)('unpaid orders end (%s)', (dialect) => {
  let h: Harness;
  let sabor: string;
  let pix: PaymentMethod;
  let month: string;
  let cookie: string;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: {
        RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000',
        RATE_LIMIT_COUPON_TRIES_PER_MINUTE: '1000',
      },
    });
    sabor = await companyIdOf(h.db, 'sabor');
    pix = await addPix(h, sabor);
    const company = await getCompany(h.db, sabor);
    month = usageMonth(new Date(), company?.timezone);
    cookie = await login(h, 'sabor');
  });
  afterAll(() => h.cleanup());

  const slotsUsed = () => monthlyOrderCount(h.db, sabor, month);
  /** The month's count set so that only `free` slots are left of sabor's 500. */
  async function leave(free: number): Promise<void> {
    const count = LIMIT - free;
    const updated = await h.db
      .updateTable('monthly_order_counts')
      .set({ count })
      .where('company_id', '=', sabor)
      .where('month', '=', month)
      .executeTakeFirst();
    if (updated.numUpdatedRows === 0n)
      await h.db
        .insertInto('monthly_order_counts')
        .values({ company_id: sabor, month, count })
        .execute();
  }

  const stockOf = async (variantId: string) =>
    (
      await h.db
        .selectFrom('product_variants')
        .select('stock')
        .where('id', '=', variantId)
        .executeTakeFirstOrThrow()
    ).stock;

  /** A takeaway Pix order, placed and waiting for the staff: what a stranger can make. */
  async function unpaidPix(coupon?: string): Promise<{ order: Order; payment: PaymentAnswer }> {
    let order = await draftPayingWith(h, sabor, 'Pastel de Carne', pix, 'BRL');
    if (coupon) {
      const applied = await applyCoupon(h, order, coupon);
      expect(applied.status).toBe(200);
      order = await json<Order>(applied);
    }
    const payment = await json<PaymentAnswer>(await prepare(h, order, pix));
    expect((await start(h, sabor, payment.id)).status).toBe(200);
    return { order, payment };
  }

  const listed = async (orderId: string) =>
    (
      await json<{ data: { data: (PaymentAnswer & Record<string, unknown>)[] } }>(
        await send(
          h,
          'GET',
          `/ms-payments/public/company-payments/filters?company_id=${sabor}&reference_id=${orderId}`,
        ),
      )
    ).data.data[0];

  it('three unpaid Pix orders expire and give their slots, stock and coupon back', async () => {
    const pastel = await menuProduct(h.db, sabor, 'Pastel de Carne');
    const variant = pastel.product_variants[0]!.id;
    await h.db
      .updateTable('product_variants')
      .set({ stock: 50 })
      .where('id', '=', variant)
      .execute();
    await h.db
      .updateTable('products')
      .set({ stock_enabled: 1 })
      .where('id', '=', pastel.id)
      .execute();
    await bumpCatalogVersion(h.db, sabor);
    const couponUses = async () =>
      (await findCouponByCode(h.db, sabor, 'BEMVINDO'))?.coupons_used ?? 0;
    // Any order may take the coupon here (its minimum is not what this test is about).
    await h.db
      .updateTable('coupons')
      .set({ min_amount: 0 })
      .where('company_id', '=', sabor)
      .where('code', '=', 'BEMVINDO')
      .execute();
    const usesBefore = await couponUses();
    await leave(3);
    // A cash diner's draft, made while slots were left (a full month refuses even the draft).
    const next = await draftPayingWith(h, sabor, 'Pastel de Carne', pix, 'BRL');
    const startedAt = Date.now();
    const unpaid = [await unpaidPix('BEMVINDO'), await unpaidPix(), await unpaidPix()];
    expect(await slotsUsed()).toBe(LIMIT);
    expect(await stockOf(variant)).toBe(47);
    expect(await couponUses()).toBe(usesBefore + 1);

    // The month is full: the next diner paying cash is refused.
    const refused = await placeDraft(h, next);
    expect(refused.status).toBe(409);
    expect((await json(refused)).code).toBe('monthly_limit_reached');

    // The diner sees when the Pix must be paid by.
    const waiting = await listed(unpaid[0]!.order.id);
    const deadline = Date.parse(String(waiting?.expires_at));
    const ttl = h.env.PIX_PAYMENT_TTL_MINUTES * 60_000;
    expect(deadline).toBeGreaterThanOrEqual(startedAt + ttl - 1_000);
    expect(deadline).toBeLessThanOrEqual(Date.now() + ttl);

    // Before the deadline the job leaves them be; after it, they expire.
    const deaf = createPaymentDeps({
      db: h.db,
      env: h.env,
      dispatch: () => Promise.resolve(new Response()),
    });
    await reconcilePayments(deaf, new Date(Date.now() + ttl - 60_000));
    expect(await slotsUsed()).toBe(LIMIT);
    await reconcilePayments(deaf, new Date(Date.now() + ttl + 60_000));
    for (const { order, payment } of unpaid) {
      const row = await orderRow(h, sabor, order.id);
      expect([row.status, row.payment_status, row.placed_at]).toEqual([
        'INITIATED',
        'failed',
        null,
      ]);
      expect((await paymentRow(h, sabor, payment.id)).state).toBe('expired');
    }
    expect(await slotsUsed()).toBe(LIMIT - 3);
    expect(await stockOf(variant)).toBe(50);
    expect(await couponUses()).toBe(usesBefore);
    const expired = await listed(unpaid[0]!.order.id);
    expect([expired?.state, expired?.expires_at]).toEqual(['expired', null]);

    // The cash diner gets the slot.
    expect((await placeDraft(h, next)).status).toBe(200);
    // The staff can no longer confirm an expired Pix.
    const late = await kitchen(h, 'POST', `/orders/${unpaid[1]!.order.id}/payment-received`, {
      cookie,
      token: 'sabor',
    });
    expect(late.status).toBe(409);
  });

  it('the staff cancel an unpaid Pix order at any time, and it gives everything back', async () => {
    await leave(10);
    const before = await slotsUsed();
    const { order, payment } = await unpaidPix();
    expect(await slotsUsed()).toBe(before + 1);
    const cancel = await kitchen(h, 'PATCH', `/orders/${order.id}`, {
      cookie,
      token: 'sabor',
      body: { status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(200);
    const row = await orderRow(h, sabor, order.id);
    expect([row.status, row.payment_status]).toEqual(['CANCELLED', 'failed']);
    expect(await slotsUsed()).toBe(before);
    expect((await paymentRow(h, sabor, payment.id)).state).toBe('canceled');
    // Nothing more can move it: no 'payment received', no second cancel.
    expect(
      (await kitchen(h, 'POST', `/orders/${order.id}/payment-received`, { cookie, token: 'sabor' }))
        .status,
    ).toBe(409);
    expect(
      (
        await kitchen(h, 'PATCH', `/orders/${order.id}`, {
          cookie,
          token: 'sabor',
          body: { status: 'CANCELLED' },
        })
      ).status,
    ).toBe(409);
    // Cooking an unpaid order is still refused.
    const other = await unpaidPix();
    const cook = await kitchen(h, 'PATCH', `/orders/${other.order.id}`, {
      cookie,
      token: 'sabor',
      body: { status: 'PREPARING' },
    });
    expect(cook.status).toBe(409);
    expect((await json(cook)).allowed).toEqual(['CANCELLED']);
  });

  it('a cancelled cash order gives back its monthly slot', async () => {
    await leave(10);
    const before = await slotsUsed();
    const order = await draftPayingWith(h, sabor, 'Pastel de Carne', pix, 'BRL');
    expect((await placeDraft(h, order)).status).toBe(200);
    expect(await slotsUsed()).toBe(before + 1);
    const cancel = await kitchen(h, 'PATCH', `/orders/${order.id}`, {
      cookie,
      token: 'sabor',
      body: { status: 'CANCELLED' },
    });
    expect(cancel.status).toBe(200);
    expect(await slotsUsed()).toBe(before);
  });
});

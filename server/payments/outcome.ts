// Applying what a provider reports (a verified webhook, a status check, the staff's 'payment
// received', our own expiry) to a payment and its order. The payment's move and the order's
// move happen in one transaction, so they never disagree; a report applied twice changes
// nothing the second time (src/domain/payment-state.ts decides, this file carries it out).
// Money that no waiting order can take (a late success) is settled apart: the order is placed
// if it still can be, else the money is refunded. Each succeeded payment is settled exactly
// once (payments.settled_at), and the reconciliation job settles any that a crash left open.
import type { Kysely } from 'kysely';
import { isEditableDraft, paymentTransition } from '../../src/domain/payment-state';
import type { ReportedState } from '../../src/domain/payment-state';
import { getOrder, getOrderRow } from '../db/repositories/orders';
import {
  claimSettlement,
  getPayment,
  updatePayment,
  updatePaymentFrom,
} from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { Database } from '../db/schema';
import { loadOrderContext } from '../orders/context';
import { placeOrder, undoPlacement } from '../orders/placement';
import type { PaymentDeps } from './deps';
import { refundPayment } from './refunds';

/** The order leaves its wait: paid, it goes to the kitchen. */
async function confirmOrder(trx: Kysely<Database>, p: PaymentRecord, at: string): Promise<boolean> {
  const result = await trx
    .updateTable('orders')
    .set({ status: 'PENDING', payment_status: 'paid', updated_at: at })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.orderId ?? '')
    .where('status', '=', 'INITIATED')
    .where('payment_status', '=', 'payment_requested')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The payment failed: give back what placement took and reopen the draft. */
async function releaseOrder(trx: Kysely<Database>, p: PaymentRecord, at: string): Promise<void> {
  if (!p.orderId) return;
  await undoPlacement(trx, p.companyId, p.orderId, { quota: true });
  await trx
    .updateTable('orders')
    .set({ payment_status: 'failed', placed_at: null, updated_at: at })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.orderId)
    .where('status', '=', 'INITIATED')
    .where('payment_status', '=', 'payment_requested')
    .execute();
}

class NotPlaceable extends Error {}

/** Places and confirms the payment's order if it is still a draft; rolled back otherwise. */
async function placeLate(deps: PaymentDeps, p: PaymentRecord, now: Date): Promise<boolean> {
  const at = now.toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimSettlement(trx, p.companyId, p.id, at))) throw new NotPlaceable();
      const row = p.orderId ? await getOrderRow(trx, p.companyId, p.orderId) : undefined;
      if (!row || !isEditableDraft(row.status, row.payment_status)) throw new NotPlaceable();
      const ctx = await loadOrderContext(trx, p.companyId, now);
      // Stock, quota or coupon may have run out meanwhile: placement throws and all is undone.
      await placeOrder(trx, ctx, row, { payment_status: 'payment_requested', updated_at: at });
      if (!(await confirmOrder(trx, p, at))) throw new NotPlaceable();
    });
    return true;
  } catch {
    return false;
  }
}

/** Accounts for a succeeded payment nobody has accounted for: place its order, or refund. */
export async function settle(deps: PaymentDeps, p: PaymentRecord, now = new Date()): Promise<void> {
  if (p.state !== 'succeeded' || p.settledAt !== null) return;
  if (!(await placeLate(deps, p, now))) {
    const at = now.toISOString();
    const claimed = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimSettlement(trx, p.companyId, p.id, at))) return false;
      await updatePayment(trx, p.companyId, p.id, { refund_state: 'pending', updated_at: at });
      return true;
    });
    if (!claimed) return;
    console.warn(`[payments] payment ${p.id} arrived for an order that cannot take it: refunding`);
    await refundPayment(deps, { ...p, refundState: 'pending' }, now).catch((error: unknown) =>
      console.error('[payments] refund failed, the job will retry', error),
    );
  }
}

export type ApplyResult = 'changed' | 'unchanged';

export async function applyReport(
  deps: PaymentDeps,
  target: { companyId: string; id: string },
  reported: ReportedState,
  now: Date = new Date(),
): Promise<ApplyResult> {
  const at = now.toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const p = await getPayment(trx, target.companyId, target.id);
    if (!p) return 'unchanged' as const;
    const { next, effect } = paymentTransition(p.state, p.startedAt !== null, reported);
    if (next === null) return 'unchanged' as const;
    if (
      !(await updatePaymentFrom(trx, p.companyId, p.id, p.state, { state: next, updated_at: at }))
    )
      return 'unchanged' as const;
    if (effect === 'confirm' && (await confirmOrder(trx, p, at)))
      await updatePayment(trx, p.companyId, p.id, { settled_at: at });
    if (effect === 'release') await releaseOrder(trx, p, at);
    return 'changed' as const;
  });
  if (outcome === 'unchanged') return outcome;
  const payment = await getPayment(deps.db, target.companyId, target.id);
  if (payment) await settle(deps, payment, now);
  if (payment?.orderId) {
    const order = await getOrder(deps.db, payment.companyId, payment.orderId);
    if (order) deps.publish(order);
  }
  return outcome;
}

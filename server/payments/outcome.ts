// Applying what a provider reports (its API's answer to a webhook or a status check, the staff's
// 'payment received', our own expiry) to a payment and its order. The payment's move and the
// order's move happen in one transaction, so they never disagree; a report applied twice changes
// nothing the second time (src/domain/payment-state.ts decides, this file carries it out).
//
// One rule holds on every path (issue [14/21]): an order is paid only when the provider took
// money equal to its bill at that moment (coversBill). A waiting order whose payment took another
// amount is released like a failed one; money that no waiting order can take (a late success, a
// wrong amount) is settled apart: the order is placed if it still can be and the money covers
// it, else the money is refunded, with the reason the diner is told. Each succeeded payment is
// settled exactly once (payments.settled_at); the reconciliation job settles what a crash left.
import type { Kysely } from 'kysely';
import { coversBill, isEditableDraft, paymentTransition } from '../../src/domain/payment-state';
import type { Money, RefundReason, ReportedState } from '../../src/domain/payment-state';
import { getOrder, getOrderRow } from '../db/repositories/orders';
import {
  claimSettlement,
  getPayment,
  updatePayment,
  updatePaymentFrom,
} from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { loadOrderContext } from '../orders/context';
import { placeOrder, undoPlacement } from '../orders/placement';
import { billFor } from './bill';
import type { PaymentDeps } from './deps';
import type { ProviderStatus } from './provider';
import { refundPayment } from './refunds';
import { announce, releaseTabPayment } from '../tabs/payments/holds';
import { settleTabMoney } from '../tabs/payments/settle';

/** A report: a success always says what the provider took, read from its API. */
export type Report =
  { state: Exclude<ReportedState, 'succeeded'> } | { state: 'succeeded'; received: Money };

/** The provider's own answer (retrieve, cancel) as a report. */
export const reportOf = (status: ProviderStatus): Report =>
  status.state === 'succeeded'
    ? { state: 'succeeded', received: { amount: status.amount, currency: status.currency } }
    : { state: status.state };

/** What the payment's money is worth to its order: is it the bill, in full? */
function paysBill(p: PaymentRecord, row: Parameters<typeof billFor>[0]): boolean {
  const bill = billFor(row, p.paymentMethodId);
  const received =
    p.receivedAmount === null || p.receivedCurrency === null
      ? null
      : { amount: p.receivedAmount, currency: p.receivedCurrency };
  return bill !== null && received !== null && coversBill(received, bill);
}

/** The order waiting for this payment, as it stands in the transaction. */
async function waitingOrder(trx: Kysely<Database>, p: PaymentRecord) {
  const row = p.orderId ? await getOrderRow(trx, p.companyId, p.orderId) : undefined;
  return row?.status === 'INITIATED' && row.payment_status === 'payment_requested' ? row : null;
}

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

/** The payment did not pay the order: give back what placement took and reopen the draft. */
async function releaseOrder(trx: Kysely<Database>, p: PaymentRecord, at: string): Promise<void> {
  if (!p.orderId) return;
  await undoPlacement(trx, p.companyId, p.orderId);
  await trx
    .updateTable('orders')
    .set({ payment_status: 'failed', placed_at: null, updated_at: at })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.orderId)
    .where('status', '=', 'INITIATED')
    .where('payment_status', '=', 'payment_requested')
    .execute();
}

/** Why money cannot pay its order; thrown to roll the attempt back. */
class Unplaceable extends Error {
  constructor(readonly reason: RefundReason | 'settled') {
    super(reason);
  }
}

/**
 * Places and confirms the payment's order if it is still a draft and the money is its bill;
 * rolled back otherwise. Answers why not, so the refund can say it.
 */
async function placeLate(
  deps: PaymentDeps,
  p: PaymentRecord,
  now: Date,
): Promise<'placed' | RefundReason | 'settled'> {
  const at = now.toISOString();
  try {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await claimSettlement(trx, p.companyId, p.id, at))) throw new Unplaceable('settled');
      const row = p.orderId ? await getOrderRow(trx, p.companyId, p.orderId) : undefined;
      if (row?.status === 'CANCELLED') throw new Unplaceable('order_cancelled');
      if (!row || !isEditableDraft(row.status, row.payment_status))
        throw new Unplaceable('not_placeable');
      if (!paysBill(p, row)) throw new Unplaceable('amount_mismatch');
      const ctx = await loadOrderContext(trx, p.companyId, now);
      // Stock, quota or coupon may have run out meanwhile: placement throws and all is undone.
      const placed = await placeOrder(trx, ctx, row, {
        payment_status: 'payment_requested',
        updated_at: at,
      });
      // The row as the placement claimed it: a change committed after the read above (on
      // PostgreSQL a read does not lock) shows here, and the money must pay that bill.
      if (!paysBill(p, placed)) throw new Unplaceable('amount_mismatch');
      if (!(await confirmOrder(trx, p, at))) throw new Unplaceable('not_placeable');
    });
    return 'placed';
  } catch (error) {
    if (error instanceof Unplaceable) return error.reason;
    // A refusal of the placement itself (out of stock, limit reached, store closed). Anything
    // else (the database went away) is thrown: the job retries rather than refund by mistake.
    if (error instanceof HttpError) return 'not_placeable';
    throw error;
  }
}

/** Accounts for a succeeded payment nobody has accounted for: place its order, or refund. */
export async function settle(deps: PaymentDeps, p: PaymentRecord, now = new Date()): Promise<void> {
  if (p.state !== 'succeeded' || p.settledAt !== null) return;
  // A tab payment's money pays the table's tab, not an order (issue [17/21]).
  if (p.tabPaymentId) return settleTabMoney(deps, p, now);
  const placed = await placeLate(deps, p, now);
  if (placed === 'placed' || placed === 'settled') return;
  const at = now.toISOString();
  const claimed = await deps.db.transaction().execute(async (trx) => {
    if (!(await claimSettlement(trx, p.companyId, p.id, at))) return false;
    await updatePayment(trx, p.companyId, p.id, {
      refund_state: 'pending',
      refund_reason: placed,
      updated_at: at,
    });
    return true;
  });
  if (!claimed) return;
  console.warn(`[payments] payment ${p.id} cannot pay its order (${placed}): refunding`);
  await refundPayment(deps, { ...p, refundState: 'pending', refundReason: placed }, now).catch(
    (error: unknown) => console.error('[payments] refund failed, the job will retry', error),
  );
}

export type ApplyResult = 'changed' | 'unchanged';

export async function applyReport(
  deps: PaymentDeps,
  target: { companyId: string; id: string },
  report: Report,
  now: Date = new Date(),
): Promise<ApplyResult> {
  const at = now.toISOString();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const p = await getPayment(trx, target.companyId, target.id);
    if (!p) return 'unchanged' as const;
    const { next, effect } = paymentTransition(p.state, p.startedAt !== null, report.state);
    if (next === null) return 'unchanged' as const;
    const received =
      report.state === 'succeeded'
        ? {
            received_amount: report.received.amount,
            received_currency: report.received.currency.toUpperCase(),
          }
        : {};
    if (
      !(await updatePaymentFrom(trx, p.companyId, p.id, p.state, {
        state: next,
        updated_at: at,
        ...received,
      }))
    )
      return 'unchanged' as const;
    const moved: PaymentRecord =
      report.state === 'succeeded'
        ? {
            ...p,
            state: next,
            receivedAmount: report.received.amount,
            receivedCurrency: report.received.currency.toUpperCase(),
          }
        : { ...p, state: next };
    if (effect === 'confirm') {
      const row = await waitingOrder(trx, moved);
      if (row && paysBill(moved, row)) {
        if (await confirmOrder(trx, moved, at))
          await updatePayment(trx, p.companyId, p.id, { settled_at: at });
      } else if (row) {
        // The provider took another amount than the bill: the order does not go to the
        // kitchen, and settle() below gives the money back.
        await releaseOrder(trx, moved, at);
      }
    }
    if (effect === 'release') await releaseOrder(trx, moved, at);
    // A failed, cancelled or expired payment gives its tab payment's hold and items back.
    if (effect === 'release' && moved.tabPaymentId)
      await releaseTabPayment(
        trx,
        moved.companyId,
        moved.tabPaymentId,
        report.state === 'expired' ? 'expired' : 'failed',
        at,
      );
    return 'changed' as const;
  });
  if (outcome === 'unchanged') return outcome;
  const payment = await getPayment(deps.db, target.companyId, target.id);
  if (payment) await settle(deps, payment, now);
  if (payment?.tabPaymentId) {
    const row = await deps.db
      .selectFrom('tab_payments')
      .select('tab_id')
      .where('company_id', '=', payment.companyId)
      .where('id', '=', payment.tabPaymentId)
      .executeTakeFirst();
    if (row) await announce(deps.db, payment.companyId, row.tab_id);
  }
  if (payment?.orderId) {
    const order = await getOrder(deps.db, payment.companyId, payment.orderId);
    if (order) deps.publish(order);
  }
  return outcome;
}

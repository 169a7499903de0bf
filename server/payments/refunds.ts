// Refunds (issue [10/13]): a cancelled paid order, or money that arrived for an order that could
// no longer take it. The intent to refund is recorded first (refund_state 'pending', the order's
// payment_status 'refund_pending'), then the provider is asked; the reconciliation job retries
// until it answers. A static Pix is refunded by hand, so it stays 'refund_pending' for the staff.
import { getPaymentProvider } from '../db/repositories/payment-providers';
import { listOrderPayments, updatePayment } from '../db/repositories/payments';
import type { PaymentRecord } from '../db/repositories/payments';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { PaymentDeps } from './deps';

async function setOrderRefund(
  db: Kysely<Database>,
  p: PaymentRecord,
  status: 'refund_pending' | 'refunded',
  at: string,
): Promise<void> {
  if (!p.orderId) return;
  await db
    .updateTable('orders')
    .set({ payment_status: status, updated_at: at })
    .where('company_id', '=', p.companyId)
    .where('id', '=', p.orderId)
    // Only the order this payment paid for: a late payment for a re-placed order leaves it be.
    .where('payment_status', 'in', ['paid', 'refund_pending'])
    .where('status', '=', 'CANCELLED')
    .execute();
}

/** Asks the provider to refund a payment marked refund 'pending'; idempotent per payment. */
export async function refundPayment(
  deps: PaymentDeps,
  p: PaymentRecord,
  now: Date = new Date(),
): Promise<void> {
  if (p.refundState !== 'pending' || !p.providerPaymentId) return;
  const record = await getPaymentProvider(deps.db, p.companyId, p.providerId);
  if (!record) return;
  const provider = deps.providers(record);
  if (!provider.refunds) return;
  // What the provider took, which may differ from what we asked for (issue [14/21]).
  const amount = p.receivedAmount ?? p.amount;
  const answer = await provider.refund(p.providerPaymentId, amount, `comanda-refund:${p.id}`);
  if (answer.state !== 'refunded') return;
  const at = now.toISOString();
  await updatePayment(deps.db, p.companyId, p.id, {
    refund_state: 'refunded',
    refunded_amount: amount,
    updated_at: at,
  });
  await setOrderRefund(deps.db, p, 'refunded', at);
}

/**
 * The kitchen cancelled an order (in its transaction): its succeeded payment is marked for
 * refund. Returns the payment to refund after the commit, or null.
 */
export async function markRefundOnCancel(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
  now: Date,
): Promise<PaymentRecord | null> {
  const paid = (await listOrderPayments(trx, companyId, orderId)).find(
    (p) => p.state === 'succeeded' && p.refundState === null,
  );
  if (!paid) return null;
  const at = now.toISOString();
  await updatePayment(trx, companyId, paid.id, {
    refund_state: 'pending',
    refund_reason: 'order_cancelled',
    updated_at: at,
  });
  await setOrderRefund(trx, paid, 'refund_pending', at);
  return { ...paid, refundState: 'pending', refundReason: 'order_cancelled' };
}

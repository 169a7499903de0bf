// What the tracking page says about an online payment (§4.2, §4.3), from the order's payments as
// the server last checked them with the provider: the Pix code to pay and its deadline, a payment
// being confirmed, paid (and any refund), a Pix whose time ran out, money that did not pay the
// order and goes back (issue [14/21]), or a payment that did not go through.
import { isFinalPayment } from '../../domain/payment-state';
import type { OnlinePayment } from '../../domain/payment-state';
import type { Order } from '../../domain/types';

export type RefundProgress = 'pending' | 'refunded';

export type PaymentPanel =
  | { kind: 'none' }
  | { kind: 'pix'; code: string; amount: number; expiresAt: string | null }
  | { kind: 'confirming' }
  | { kind: 'paid'; refund: RefundProgress | null }
  | { kind: 'returned'; reason: 'amount_mismatch' | 'not_placeable'; refund: RefundProgress }
  | { kind: 'expired' }
  | { kind: 'failed' };

/** The payment for the order's chosen method, newest first as the server lists them. */
export function currentPayment(
  order: Pick<Order, 'meta_data'>,
  payments: readonly OnlinePayment[],
): OnlinePayment | null {
  const methodId = order.meta_data?.assigned_payment?.payment_method_id;
  if (!methodId) return null;
  return payments.find((p) => p.payment_method_id === methodId) ?? null;
}

const refundOf = (payment: OnlinePayment): RefundProgress | null =>
  payment.refund_state === 'refunded'
    ? 'refunded'
    : payment.refund_state === null
      ? null
      : 'pending';

export function paymentPanel(payment: OnlinePayment | null): PaymentPanel {
  if (!payment || payment.state === 'created') return { kind: 'none' };
  if (payment.state === 'succeeded') {
    const refund = refundOf(payment);
    const reason = payment.refund_reason;
    // The money arrived but did not pay this order: it goes back whole (server/payments/outcome.ts).
    if (reason === 'amount_mismatch' || reason === 'not_placeable')
      return { kind: 'returned', reason, refund: refund ?? 'pending' };
    return { kind: 'paid', refund };
  }
  const code = payment.client.pix_code;
  if (payment.state === 'expired' && code) return { kind: 'expired' };
  if (isFinalPayment(payment.state)) return { kind: 'failed' };
  if (code) return { kind: 'pix', code, amount: payment.amount, expiresAt: payment.expires_at };
  return { kind: 'confirming' };
}

/** Still waiting for an outcome: worth asking the server again. */
export const panelWaits = (panel: PaymentPanel): boolean =>
  panel.kind === 'pix' ||
  panel.kind === 'confirming' ||
  (panel.kind === 'returned' && panel.refund === 'pending');

/** Whole minutes left before a Pix expires, never negative; null without a deadline. */
export function minutesLeft(expiresAt: string | null, now: number): number | null {
  if (!expiresAt) return null;
  const at = Date.parse(expiresAt);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 60_000));
}

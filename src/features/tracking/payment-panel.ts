// What the tracking page says about an online payment (§4.2, §4.3), from the order's payments as
// the server last checked them with the provider: the Pix code to pay, a payment being
// confirmed, paid (and any refund), or a payment that did not go through.
import { isFinalPayment } from '../../domain/payment-state';
import type { OnlinePayment } from '../../domain/payment-state';
import type { Order } from '../../domain/types';

export type PaymentPanel =
  | { kind: 'none' }
  | { kind: 'pix'; code: string; amount: number }
  | { kind: 'confirming' }
  | { kind: 'paid'; refund: 'pending' | 'refunded' | null }
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

export function paymentPanel(payment: OnlinePayment | null): PaymentPanel {
  if (!payment || payment.state === 'created') return { kind: 'none' };
  if (payment.state === 'succeeded') {
    const refund =
      payment.refund_state === 'refunded'
        ? 'refunded'
        : payment.refund_state === 'pending'
          ? 'pending'
          : null;
    return { kind: 'paid', refund };
  }
  if (isFinalPayment(payment.state)) return { kind: 'failed' };
  const code = payment.client.pix_code;
  if (code) return { kind: 'pix', code, amount: payment.amount };
  return { kind: 'confirming' };
}

/** Still waiting for an outcome: worth asking the server again. */
export const panelWaits = (panel: PaymentPanel): boolean =>
  panel.kind === 'pix' || panel.kind === 'confirming';

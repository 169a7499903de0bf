// The state machine of an online payment and what each step does to its order (issue [10/13]).
// One place decides it; the server's payment service applies it, and the tracking page reads
// the same names. A payment is one attempt to pay one order:
//
//   created ──start──▶ pending ─▶ requires_action ─▶ processing ─▶ succeeded
//      │                  │              │                │
//      └──────────────────┴──────────────┴────────────────┴──▶ failed | canceled | expired
//
// 'created' holds nothing (the diner is still choosing); 'start' places the order, which then
// holds stock, quota, coupon and points while it waits. Success sends the order to the kitchen;
// a failure, a cancel or an expiry gives back what placement took and reopens the draft.
import type { PaymentStatus } from './types-orders';

export type PaymentState =
  | 'created'
  | 'pending'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'failed'
  | 'canceled'
  | 'expired';

/** What a provider reports (server/payments/provider.ts ProviderState) or our own expiry. */
export type ReportedState = Exclude<PaymentState, 'created'>;

/**
 * Why a succeeded payment's money went back (issue [14/21]):
 * - order_cancelled: the staff cancelled the order it paid for;
 * - amount_mismatch: the provider took another amount or currency than the order's bill;
 * - not_placeable: it arrived for an order that could no longer be placed (stock, limit, closed).
 */
export type RefundReason =
  | 'order_cancelled'
  | 'amount_mismatch'
  | 'not_placeable'
  // A tab payment's money (issue [17/21]): it arrived after its hold expired, or would pay more
  // than the tab owes.
  | 'hold_expired'
  | 'overpaid';

/** An amount in minor units and its ISO 4217 currency. */
export interface Money {
  amount: number;
  currency: string;
}

/**
 * The one rule of issue [14/21]: an order is paid only by money equal to its bill, in its
 * currency. Less is not a part payment and more is not a tip: either goes back whole.
 */
export const coversBill = (received: Money, bill: Money): boolean =>
  Number.isSafeInteger(received.amount) &&
  received.amount === bill.amount &&
  received.currency.toUpperCase() === bill.currency.toUpperCase();

/**
 * The public face of a payment (§7.4 company-payments and its filters): what the browser needs to
 * show the provider's own form or the Pix code, never a secret. `client` is provider-specific:
 * the sandbox's intent_id, client_secret, mode, provider_id and fields_origin; Stripe's
 * client_secret and publishable_key; a static Pix's pix_code.
 */
export interface OnlinePayment {
  id: string;
  reference_id: string | null;
  provider: string;
  method: string;
  payment_method_id: string;
  amount: number;
  currency: string;
  state: PaymentState;
  client: Record<string, string>;
  refund_state: string | null;
  /** Why a succeeded payment's money goes back; null while it pays its order. */
  refund_reason: RefundReason | null;
  /** A static Pix waiting to be paid: when the order gives back what it holds (ISO 8601). */
  expires_at: string | null;
}

/** What a payment method asks its provider for, from the method's code. */
export type PaymentMethodKind = 'card' | 'wallet' | 'pix';

/** 'pix' and 'wallet' by their codes; any other online method is paid by card. */
export function methodKindOf(method: { code: string }): PaymentMethodKind {
  const code = method.code.trim().toLowerCase();
  return code === 'pix' || code === 'wallet' ? code : 'card';
}

/** A Pix is paid after ordering, from its code on the tracking page; others in a form first. */
export const paidAfterOrdering = (method: { code: string }): boolean =>
  methodKindOf(method) === 'pix';

export const FINAL_PAYMENT_STATES: readonly PaymentState[] = [
  'succeeded',
  'failed',
  'canceled',
  'expired',
];

export const isFinalPayment = (state: PaymentState): boolean =>
  FINAL_PAYMENT_STATES.includes(state);

/** The payment paid its order: it succeeded and none of its money is going back. */
export const paidItsOrder = (p: Pick<OnlinePayment, 'state' | 'refund_reason'>): boolean =>
  p.state === 'succeeded' && p.refund_reason === null;

/** The diner confirmed: the order is placed and waits for the outcome. */
export const isStarted = (state: PaymentState, startedAt: string | null): boolean =>
  startedAt !== null && !isFinalPayment(state);

const RANK: Record<PaymentState, number> = {
  created: 0,
  pending: 1,
  requires_action: 2,
  processing: 2,
  succeeded: 3,
  failed: 3,
  canceled: 3,
  expired: 3,
};

/**
 * What the order must do when a payment moves:
 * - confirm: placed and paid, to the kitchen (PENDING, 'paid');
 * - release: give back what placement took, reopen the draft ('failed');
 * - late_success: money arrived for an attempt we had already given up (expired, failed,
 *   canceled): the service places the order again if it can, else refunds (never kept silently);
 * - none.
 */
export type OrderEffect = 'confirm' | 'release' | 'late_success' | 'none';

export interface Transition {
  /** The state to store; null when the report is stale or repeated and changes nothing. */
  next: PaymentState | null;
  effect: OrderEffect;
}

const NOTHING: Transition = { next: null, effect: 'none' };

/**
 * Applies a report to a payment. Reports arrive out of order and more than once (webhooks are
 * retried, the status check races them): a final state is never left except for a success
 * after a failure (the money is real), and a report older than the current state is ignored.
 */
export function paymentTransition(
  current: PaymentState,
  started: boolean,
  reported: ReportedState,
): Transition {
  if (current === reported) return NOTHING;
  // An intent nobody started is 'pending' at its provider too: nothing to record.
  if (current === 'created' && reported === 'pending') return NOTHING;
  if (isFinalPayment(current)) {
    if (current !== 'succeeded' && reported === 'succeeded')
      return { next: 'succeeded', effect: 'late_success' };
    return NOTHING;
  }
  if (RANK[reported] < RANK[current]) return NOTHING;
  if (reported === 'succeeded')
    return { next: 'succeeded', effect: started ? 'confirm' : 'late_success' };
  if (isFinalPayment(reported)) return { next: reported, effect: started ? 'release' : 'none' };
  return { next: reported, effect: 'none' };
}

/** The order's §4.2 payment status while its payment is in `state`. */
export function orderPaymentStatus(state: PaymentState): PaymentStatus | null {
  if (state === 'succeeded') return 'paid';
  if (isFinalPayment(state)) return 'failed';
  return state === 'created' ? null : 'payment_requested';
}

/** Whether the storefront may still change the order (a draft, or one whose payment failed). */
export const isEditableDraft = (status: string, paymentStatus: string | null): boolean =>
  status === 'INITIATED' && (paymentStatus === null || paymentStatus === 'failed');

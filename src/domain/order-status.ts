// §4.1 order status, §4.2 payment balance, §4.3 tracking display and live updates, and the
// kitchen's transition table (the spec leaves transitions to the server; ours is below).
import type { CheckoutType, LoyaltySettings, Order, OrderStatus, PaymentStatus } from './types';
import { pointsEarnedFor } from './loyalty';
import { MENU_MODES, TIMINGS } from './constants';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'INITIATED',
  'PENDING',
  'PREPARING',
  'READY',
  'DRIVER_ON_THE_WAY_TO_DESTINATION',
  'DRIVER_ARRIVED_AT_DESTINATION',
  'DELIVERED',
  'FINALIZED',
  'CANCELLED',
];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'payment_requested',
  'failed',
  'refunded',
  'refund_pending',
];
export const BALANCE_STATES = ['UNPAID', 'PARTIAL', 'PAID', 'OVERPAID'] as const;
export type BalanceState = (typeof BALANCE_STATES)[number];

/** §4.3's "specific payment status" (not shown): an online payment still awaiting its outcome. */
export const LIVE_TRACKING_PAYMENT_STATUS: PaymentStatus = 'payment_requested';
/**
 * §4.3 condition A's "specific type" (not shown): the chat checkout, whose modal reminds the
 * customer to send the order message; shown ids live under APP_ORDERS_WITH_WHATSAPP_MESSAGE_SENT.
 */
export const STATUS_MODAL_CHECKOUT_TYPE: CheckoutType = MENU_MODES.WHATSAPP;

/** §4.1: a missing status counts as INITIATED; so does a value this version does not know. */
export function orderStatusOf(status: string | null | undefined): OrderStatus {
  return ORDER_STATUSES.find((s) => s === status) ?? 'INITIATED';
}

/** §4.2 from amounts in minor units; a zero total paid with nothing counts as PAID. */
export function balanceState(total: number, paid: number): BalanceState {
  if (paid > total) return 'OVERPAID';
  if (paid === total) return 'PAID';
  return paid <= 0 ? 'UNPAID' : 'PARTIAL';
}

export type TrackingView = 'cancelled' | 'order' | 'hidden';

/** §4.3 Display. */
export function trackingView(
  order: { status?: string | null },
  paymentIsOnline: boolean,
): TrackingView {
  const status = orderStatusOf(order.status);
  if (status === 'CANCELLED') return 'cancelled';
  return paymentIsOnline || status !== 'INITIATED' ? 'order' : 'hidden';
}

export type LoyaltyBannerKind = 'earned' | 'pending';

/** What the tracking page says about loyalty points, with the number it can stand behind. */
export interface LoyaltyBanner {
  kind: LoyaltyBannerKind;
  points: number;
}

export type LoyaltyBannerOrder = Pick<
  Order,
  'status' | 'loyalty_points_earned' | 'client_id' | 'total' | 'delivery_price' | 'service_fee'
>;

/**
 * §4.3 loyalty banner, told truthfully (issue [7/13]). 'earned' only for points the server
 * recorded on the order (set once on FINALIZED); before that, 'pending' with what
 * pointsEarnedFor promises, when there is a client to credit and the promise is above 0. A
 * cancelled order gave its points back, and a finalized one that earned nothing says nothing.
 */
export function loyaltyBanner(
  loyalty: LoyaltySettings | null | undefined,
  order: LoyaltyBannerOrder,
): LoyaltyBanner | null {
  const status = orderStatusOf(order.status);
  if (status === 'CANCELLED') return null;
  const earned = Number(order.loyalty_points_earned);
  if (Number.isFinite(earned) && earned > 0) return { kind: 'earned', points: Math.floor(earned) };
  if (status === 'FINALIZED' || !order.client_id) return null;
  const points = pointsEarnedFor(loyalty, order);
  return points > 0 ? { kind: 'pending', points } : null;
}

/** §4.3 Live updates: only an online payment still awaiting its outcome is followed. */
export function shouldOpenLiveSocket(
  paymentIsOnline: boolean,
  paymentStatus: string | null | undefined,
): boolean {
  return paymentIsOnline && paymentStatus === LIVE_TRACKING_PAYMENT_STATUS;
}

/** §4.3: pings continue while fewer than 30 minutes have passed since the page opened. */
export function liveTrackingActive(pageOpenedAt: Date, now: Date): boolean {
  return now.getTime() - pageOpenedAt.getTime() < TIMINGS.liveTrackingMaxMs;
}

export interface StatusModalInput {
  order: { id: string; source?: string | null; created_at: string; payment_status?: string | null };
  checkoutType: CheckoutType;
  paymentIsOnline: boolean;
  now: Date;
  shownOrderIds: readonly string[];
}

/** §4.3 condition A; an unreadable created_at counts as too old. */
export function statusModalConditionA(input: StatusModalInput): boolean {
  const created = Date.parse(input.order.created_at);
  if (Number.isNaN(created)) return false;
  return (
    input.checkoutType === STATUS_MODAL_CHECKOUT_TYPE &&
    input.now.getTime() - created <= TIMINGS.statusModalMaxAgeMs &&
    !input.shownOrderIds.includes(input.order.id)
  );
}

export function shouldShowStatusModal(input: StatusModalInput): boolean {
  if (input.order.source !== 'INBOUND') return false;
  if (statusModalConditionA(input)) return true;
  return input.paymentIsOnline && input.order.payment_status === LIVE_TRACKING_PAYMENT_STATUS;
}

export {
  allowedTransitions,
  awaitsPayment,
  canTransition,
  isFinalStatus,
} from './order-transitions';

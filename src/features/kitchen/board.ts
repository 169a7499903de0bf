// The kitchen board's model: which column an order sits in, the order of the cards, the next
// step offered as the big button, and how a pushed order event changes the list.
import { allowedTransitions, awaitsPayment, orderStatusOf } from '../../domain/order-status';
import { paidAfterOrdering } from '../../domain/payment-state';
import type { Order, OrderStatus } from '../../domain/types';

export type ColumnId = 'new' | 'preparing' | 'ready' | 'outForDelivery';

export const COLUMNS: readonly ColumnId[] = ['new', 'preparing', 'ready', 'outForDelivery'];

type PaymentFields = Pick<Order, 'status' | 'payment_status' | 'meta_data'>;

/**
 * A placed order still waiting for its static Pix (issue [10/13]): nobody but the staff can tell
 * it was paid, so the board shows it with 'Payment received'. The board's list carries no other
 * order waiting for a payment (server/db/repositories/kitchen-orders.ts); an order waiting for
 * a card or wallet payment that arrives over the socket is not the kitchen's yet.
 */
export function awaitsPixConfirmation(order: PaymentFields): boolean {
  return (
    orderStatusOf(order.status) === 'INITIATED' &&
    order.payment_status === 'payment_requested' &&
    paidAfterOrdering({ code: order.meta_data?.assigned_payment?.payment_method_code ?? '' })
  );
}

/**
 * Final orders leave the board. A handed-over (DELIVERED) order still waits to be closed: a
 * delivery one stays with the drivers, the others stay under 'ready'. A draft (INITIATED) is on
 * the board only while it waits for the staff to confirm its Pix.
 */
export function columnOf(
  order: Pick<Order, 'status' | 'service_type'> & Partial<PaymentFields>,
): ColumnId | null {
  const status = orderStatusOf(order.status);
  switch (status) {
    case 'INITIATED':
      return awaitsPixConfirmation({
        status,
        payment_status: order.payment_status ?? null,
        meta_data: order.meta_data ?? {},
      })
        ? 'new'
        : null;
    case 'PENDING':
      return 'new';
    case 'PREPARING':
      return 'preparing';
    case 'READY':
      return 'ready';
    case 'DRIVER_ON_THE_WAY_TO_DESTINATION':
    case 'DRIVER_ARRIVED_AT_DESTINATION':
      return 'outForDelivery';
    case 'DELIVERED':
      return order.service_type === 'DELIVERY' ? 'outForDelivery' : 'ready';
    default:
      return null;
  }
}

/** A draft can sit for a while before it is placed: the wait starts at placement. */
export function waitingSince(order: Pick<Order, 'placed_at' | 'created_at'>): string {
  return order.placed_at ?? order.created_at;
}

const byAge = (a: Order, b: Order) =>
  Date.parse(waitingSince(a)) - Date.parse(waitingSince(b)) || a.id.localeCompare(b.id);

/** Longest-waiting first in every column (since placement): it is served first. */
export function groupByColumn(orders: readonly Order[]): Record<ColumnId, Order[]> {
  const columns: Record<ColumnId, Order[]> = {
    new: [],
    preparing: [],
    ready: [],
    outForDelivery: [],
  };
  for (const order of orders) {
    const column = columnOf(order);
    if (column) columns[column].push(order);
  }
  for (const id of COLUMNS) columns[id].sort(byAge);
  return columns;
}

export interface NextActions {
  primary: OrderStatus | null;
  others: OrderStatus[];
  canCancel: boolean;
}

/**
 * The first forward move is the big button, the rest go in the menu. PENDING is the storefront's
 * payment request (§4.5), not a kitchen step, so it is never the big button; a draft (INITIATED)
 * is the diner's quote and offers no move at all, and one waiting for its payment only the
 * cancel (order-transitions.ts).
 */
export function nextActions(
  order: Pick<Order, 'status' | 'service_type'> &
    Partial<Pick<Order, 'payment_status' | 'placed_at'>>,
): NextActions {
  const allowed = allowedTransitions(
    orderStatusOf(order.status),
    order.service_type,
    awaitsPayment(order),
  );
  const forward = allowed.filter((s) => s !== 'CANCELLED');
  const primary = forward.find((s) => s !== 'PENDING') ?? forward[0] ?? null;
  return {
    primary,
    others: forward.filter((s) => s !== primary),
    canCancel: allowed.includes('CANCELLED'),
  };
}

/**
 * Applies a pushed or fetched order: replaces it by id, adds it, or drops it once it has no place
 * on the board (cancelled, or a draft not waiting for a Pix: its payment failed or is a card's).
 * A finalized order stays, for the finished orders and their ratings (FinishedOrders.tsx).
 */
export function upsertOrder(orders: readonly Order[], order: Order): Order[] {
  const rest = orders.filter((o) => o.id !== order.id);
  const kept = columnOf(order) !== null || orderStatusOf(order.status) === 'FINALIZED';
  return kept ? [...rest, order] : rest;
}

/** Whole minutes since `since` (the order's placement), never negative (clock skew). */
export function ageMinutes(since: string, now: number): number {
  const start = Date.parse(since);
  if (Number.isNaN(start)) return 0;
  return Math.max(0, Math.floor((now - start) / 60_000));
}

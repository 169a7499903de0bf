// The kitchen's order-status transitions. §4.1 leaves them to the server; this table is our
// choice (docs/decisions.md): forward along the service's path, CANCELLED from any state
// that is not final. Delivery orders pass through the driver states; others skip them. A placed
// order still waiting for its payment (INITIATED, payment_requested) may only be cancelled
// (issue [14/21]): the staff must be able to end an order nobody is paying for.
import type { OrderStatus, ServiceType } from './types';

const FINAL: readonly OrderStatus[] = ['FINALIZED', 'CANCELLED'];

const COMMON: Partial<Record<OrderStatus, OrderStatus[]>> = {
  PENDING: ['PREPARING'],
  PREPARING: ['READY'],
  DELIVERED: ['FINALIZED'],
};

const DELIVERY_PATH: Partial<Record<OrderStatus, OrderStatus[]>> = {
  ...COMMON,
  READY: ['DRIVER_ON_THE_WAY_TO_DESTINATION'],
  DRIVER_ON_THE_WAY_TO_DESTINATION: ['DRIVER_ARRIVED_AT_DESTINATION'],
  DRIVER_ARRIVED_AT_DESTINATION: ['DELIVERED'],
};

// Handing over at the counter or table may be recorded as DELIVERED or closed at once.
const PICKUP_PATH: Partial<Record<OrderStatus, OrderStatus[]>> = {
  ...COMMON,
  READY: ['DELIVERED', 'FINALIZED'],
};

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL.includes(status);
}

/**
 * The kitchen's moves. A draft (INITIATED) has none: it is the diner's quote until the diner
 * places it (§4.5), and the kitchen never sees it. Once placed and waiting for its payment
 * (`awaitingPayment`), it can only be cancelled: it is not the kitchen's to cook before it is paid.
 */
export function allowedTransitions(
  status: OrderStatus,
  serviceType: ServiceType,
  awaitingPayment = false,
): OrderStatus[] {
  if (status === 'INITIATED') return awaitingPayment ? ['CANCELLED'] : [];
  if (isFinalStatus(status)) return [];
  const path = serviceType === 'DELIVERY' ? DELIVERY_PATH : PICKUP_PATH;
  return [...(path[status] ?? []), 'CANCELLED'];
}

export function canTransition(
  from: OrderStatus,
  to: OrderStatus,
  serviceType: ServiceType,
  awaitingPayment = false,
): boolean {
  return allowedTransitions(from, serviceType, awaitingPayment).includes(to);
}

/** A placed order whose payment has not arrived: §4.2's payment_requested on an INITIATED order. */
export const awaitsPayment = (order: {
  status?: string | null;
  payment_status?: string | null;
  placed_at?: string | null;
}): boolean =>
  order.status === 'INITIATED' &&
  order.payment_status === 'payment_requested' &&
  Boolean(order.placed_at);

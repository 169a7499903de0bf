// The tracking page's status timeline (§2.6, §4.1). Delivery orders pass through the two driver
// steps; the other services go straight from READY to DELIVERED.
import { orderStatusOf } from '../../domain/order-status';
import type { OrderStatus, ServiceType } from '../../domain/types';

export type TimelineStepId =
  'received' | 'preparing' | 'ready' | 'onTheWay' | 'arrived' | 'delivered' | 'finalized';

export type StepState = 'done' | 'current' | 'upcoming';

export interface TimelineStep {
  id: TimelineStepId;
  state: StepState;
}

const STEP_OF: Record<OrderStatus, TimelineStepId | null> = {
  INITIATED: 'received',
  PENDING: 'received',
  PREPARING: 'preparing',
  READY: 'ready',
  DRIVER_ON_THE_WAY_TO_DESTINATION: 'onTheWay',
  DRIVER_ARRIVED_AT_DESTINATION: 'arrived',
  DELIVERED: 'delivered',
  FINALIZED: 'finalized',
  CANCELLED: null,
};

export function timelineStepIds(serviceType: ServiceType): TimelineStepId[] {
  return serviceType === 'DELIVERY'
    ? ['received', 'preparing', 'ready', 'onTheWay', 'arrived', 'delivered', 'finalized']
    : ['received', 'preparing', 'ready', 'delivered', 'finalized'];
}

/**
 * Index of the current step; -1 for CANCELLED. A driver status on a non-delivery order (which the
 * server never produces) counts as READY, the last step before it.
 */
export function currentStepIndex(
  status: string | null | undefined,
  serviceType: ServiceType,
): number {
  const step = STEP_OF[orderStatusOf(status)];
  if (step === null) return -1;
  const ids = timelineStepIds(serviceType);
  const index = ids.indexOf(step);
  return index === -1 ? ids.indexOf('ready') : index;
}

/** FINALIZED is the end: its step counts as done, not as in progress. */
export function timeline(
  status: string | null | undefined,
  serviceType: ServiceType,
): TimelineStep[] {
  const current = currentStepIndex(status, serviceType);
  const finished = orderStatusOf(status) === 'FINALIZED';
  return timelineStepIds(serviceType).map((id, index) => ({
    id,
    state:
      index < current || (finished && index === current)
        ? 'done'
        : index === current
          ? 'current'
          : 'upcoming',
  }));
}

// The order event bus (docs/contracts.md "Live tracking and the kitchen"): every order change is
// published once and reaches the sockets of every server instance, and so does a kitchen's pause. One process uses an
// EventEmitter; several instances share Redis pub/sub when REDIS_URL is set.
import type { Env } from '../env';
import type { Order } from '../../src/domain/types';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';
import type { TabChange, TabEvent } from './tab-event';

export type { TabChange, TabEvent } from './tab-event';

export type OrderEventType = 'ORDER_CREATED' | 'ORDER_UPDATED';

export interface OrderEvent {
  event_type: OrderEventType;
  company_id: string;
  order: Order;
}

/**
 * A board paused or resumed an order type (issue [16/21] item 9): the company's other boards show
 * it at once. Only kitchen sockets receive it; a diner's socket carries orders alone.
 */
export interface PauseEvent {
  event_type: 'ORDER_TYPE_PAUSED';
  company_id: string;
  order_type: 'onsite' | 'takeaway' | 'delivery';
  /** ISO instant the pause ends; null once resumed. */
  disabled_until: string | null;
}

export type BusEvent = OrderEvent | PauseEvent | TabEvent;

export const isOrderEvent = (event: BusEvent): event is OrderEvent => 'order' in event;
export const isTabEvent = (event: BusEvent): event is TabEvent =>
  event.event_type === 'TAB_CHANGED';

export type OrderEventHandler = (event: BusEvent) => void;

/** Publishes a tab change; a failed publish is logged and never fails the change itself. */
export function publishTabChange(
  bus: Pick<OrderEventBus, 'publish'>,
  companyId: string,
  qrId: string,
  change: TabChange,
): void {
  bus
    .publish({ event_type: 'TAB_CHANGED', company_id: companyId, qr_id: qrId, change })
    .catch((error: unknown) => console.error('[realtime] publishing a tab change failed', error));
}

export interface OrderEventBus {
  publish(event: BusEvent): Promise<void>;
  /** Returns the unsubscribe function. */
  subscribe(companyId: string, handler: OrderEventHandler): () => void;
  close(): Promise<void>;
}

/** Keys and channels of one deployment; tests use a unique one so runs never see each other. */
export const DEFAULT_REDIS_PREFIX = 'comanda:';

export function createBus(
  env: Pick<Env, 'REDIS_URL'>,
  options: { redisPrefix?: string } = {},
): OrderEventBus {
  return env.REDIS_URL
    ? createRedisBus(env.REDIS_URL, options.redisPrefix ?? DEFAULT_REDIS_PREFIX)
    : createMemoryBus();
}

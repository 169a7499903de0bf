// The order event bus (docs/contracts.md "Live tracking and the kitchen"): every order change is
// published once and reaches the sockets of every server instance. One process uses an
// EventEmitter; several instances share Redis pub/sub when REDIS_URL is set.
import type { Env } from '../env';
import type { Order } from '../../src/domain/types';
import { createMemoryBus } from './memory-bus';
import { createRedisBus } from './redis-bus';

export type OrderEventType = 'ORDER_CREATED' | 'ORDER_UPDATED';

export interface OrderEvent {
  event_type: OrderEventType;
  company_id: string;
  order: Order;
}

export type OrderEventHandler = (event: OrderEvent) => void;

export interface OrderEventBus {
  publish(event: OrderEvent): Promise<void>;
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

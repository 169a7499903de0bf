// The hook the live tracking and the kitchen board attach to (server/realtime). The service calls
// emitOrderChanged after every committed create, update or discount.
import type { Order } from '../../src/domain/types';

export type OrderChange = 'ORDER_CREATED' | 'ORDER_UPDATED';
export type OrderListener = (order: Order, change: OrderChange) => void;

const listeners = new Set<OrderListener>();

/** Subscribes; returns the unsubscribe function. */
export function onOrderChanged(listener: OrderListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A failing listener must never fail the request that changed the order. */
export function emitOrderChanged(order: Order, change: OrderChange): void {
  for (const listener of listeners) {
    try {
      listener(order, change);
    } catch (error) {
      console.error('[orders] onOrderChanged listener failed', error);
    }
  }
}

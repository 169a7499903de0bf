import type { OrderEvent, OrderEventHandler } from './bus';

/** One failing socket handler must not stop the others from receiving the event. */
export function deliver(handler: OrderEventHandler, event: OrderEvent): void {
  try {
    handler(event);
  } catch (error) {
    console.error('[realtime] order event handler failed', error);
  }
}

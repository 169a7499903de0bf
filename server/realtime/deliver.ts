import type { BusEvent, OrderEventHandler } from './bus';

/** One failing socket handler must not stop the others from receiving the event. */
export function deliver(handler: OrderEventHandler, event: BusEvent): void {
  try {
    handler(event);
  } catch (error) {
    console.error('[realtime] order event handler failed', error);
  }
}

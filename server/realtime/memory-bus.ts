// The single-process bus. Handlers run after publish returns (like Redis delivery), so a slow
// socket never delays the request that changed the order.
import { EventEmitter } from 'node:events';
import type { BusEvent, OrderEventBus, OrderEventHandler } from './bus';
import { deliver } from './deliver';

export function createMemoryBus(): OrderEventBus {
  const emitter = new EventEmitter();
  // One listener per open socket: the default warning at 10 would be noise, not a leak.
  emitter.setMaxListeners(0);
  let closed = false;
  return {
    publish(event: BusEvent): Promise<void> {
      if (!closed) queueMicrotask(() => emitter.emit(event.company_id, event));
      return Promise.resolve();
    },
    subscribe(companyId: string, handler: OrderEventHandler): () => void {
      const listener = (event: BusEvent) => deliver(handler, event);
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    close(): Promise<void> {
      closed = true;
      emitter.removeAllListeners();
      return Promise.resolve();
    },
  };
}

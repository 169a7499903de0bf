// Redis pub/sub bus: one publishing and one subscribing connection per instance, a channel per
// company ({prefix}orders:{companyId}), subscribed only while a local socket listens to it.
import { Redis } from 'ioredis';
import type { BusEvent, OrderEventBus, OrderEventHandler } from './bus';
import { deliver } from './deliver';
import { parseOrderEvent } from './event-schema';

export const ordersChannel = (prefix: string, companyId: string): string =>
  `${prefix}orders:${companyId}`;

export function redisConnection(url: string, role: string): Redis {
  // Publishing fails fast instead of queueing for ever while Redis is down; ioredis reconnects
  // (and re-subscribes) on its own.
  const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`[realtime] Redis ${role} connection: ${error.message}`);
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

export function createRedisBus(url: string, prefix: string): OrderEventBus {
  const publisher = redisConnection(url, 'publisher');
  const subscriber = redisConnection(url, 'subscriber');
  const handlers = new Map<string, Set<OrderEventHandler>>();
  const channelPrefix = ordersChannel(prefix, '');

  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(channelPrefix)) return;
    const companyId = channel.slice(channelPrefix.length);
    const event = parseOrderEvent(message);
    if (!event || event.company_id !== companyId) {
      console.warn(`[realtime] ignored a malformed message on ${channel}`);
      return;
    }
    for (const handler of handlers.get(companyId) ?? []) deliver(handler, event);
  });

  const failed = (what: string) => (error: unknown) =>
    console.error(`[realtime] Redis ${what} failed`, error);

  return {
    async publish(event: BusEvent): Promise<void> {
      await publisher.publish(ordersChannel(prefix, event.company_id), JSON.stringify(event));
    },
    subscribe(companyId: string, handler: OrderEventHandler): () => void {
      let set = handlers.get(companyId);
      if (!set) {
        set = new Set();
        handlers.set(companyId, set);
        subscriber.subscribe(ordersChannel(prefix, companyId)).catch(failed('subscribe'));
      }
      set.add(handler);
      return () => {
        const current = handlers.get(companyId);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(companyId);
        subscriber.unsubscribe(ordersChannel(prefix, companyId)).catch(failed('unsubscribe'));
      };
    },
    async close(): Promise<void> {
      handlers.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

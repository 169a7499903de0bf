// The Redis side of the realtime part: the pub/sub bus between instances (one channel per
// company under a key prefix, messages validated on receipt). The shared rate limits have their
// own file (shared-limits.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createBus } from '../../../server/realtime/bus';
import type { BusEvent, OrderEvent, OrderEventBus } from '../../../server/realtime/bus';
import { ordersChannel } from '../../../server/realtime/redis-bus';
import type { Order } from '../../../src/domain/types';
import {
  adminRedis,
  dropPrefix,
  redisAvailable,
  REDIS_URL,
  uniquePrefix,
  waitForSubscribers,
} from './redis';

const order = (id: string, companyId: string, status: Order['status'] = 'PREPARING'): Order => ({
  id,
  public_id: 'A1B2',
  company_id: companyId,
  status,
  payment_status: 'payment_requested',
  source: 'INBOUND',
  service_type: 'TAKEAWAY',
  currency: 'USD',
  total: 1200,
  combos_price: 1200,
  delivery_price: 0,
  service_fee: 0,
  combos: [],
  discounts: [],
  client: null,
  client_id: null,
  address: null,
  order_title: null,
  table_id: null,
  comment: null,
  scheduled_delivery_date: null,
  meta_data: {},
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:05:00.000Z',
  placed_at: '2026-01-01T10:01:00.000Z',
  loyalty_points_earned: 0,
});

const event = (o: Order): OrderEvent => ({
  event_type: 'ORDER_UPDATED',
  company_id: o.company_id,
  order: o,
});

function collector() {
  const got: BusEvent[] = [];
  const handler = (e: BusEvent) => got.push(e);
  const until = async (n: number, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (got.length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    return got;
  };
  return { got, handler, until };
}

describe.skipIf(!redisAvailable)('Redis order event bus', () => {
  const prefix = uniquePrefix();
  let admin: Redis;
  let a: OrderEventBus;
  let b: OrderEventBus;

  beforeAll(() => {
    admin = adminRedis();
    a = createBus({ REDIS_URL }, { redisPrefix: prefix });
    b = createBus({ REDIS_URL }, { redisPrefix: prefix });
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close()]);
    await dropPrefix(admin, prefix);
    await admin.quit();
  });

  it('delivers an event published on one instance to the subscribers of another', async () => {
    const company = collector();
    const other = collector();
    const off = b.subscribe('company-1', company.handler);
    const offOther = b.subscribe('company-2', other.handler);
    await waitForSubscribers(admin, ordersChannel(prefix, 'company-1'));
    expect(ordersChannel(prefix, 'company-1')).toBe(`${prefix}orders:company-1`);
    await a.publish(event(order('order-1', 'company-1')));
    expect((await company.until(1)).map((e) => ('order' in e ? e.order.id : e.event_type))).toEqual(
      ['order-1'],
    );
    expect(company.got[0]).toEqual(event(order('order-1', 'company-1')));
    expect(other.got).toEqual([]);
    off();
    offOther();
  });

  it("carries a kitchen's pause to the other instance's boards (issue [16/21] item 9)", async () => {
    const company = collector();
    const off = b.subscribe('company-6', company.handler);
    await waitForSubscribers(admin, ordersChannel(prefix, 'company-6'));
    const pause = {
      event_type: 'ORDER_TYPE_PAUSED',
      company_id: 'company-6',
      order_type: 'takeaway',
      disabled_until: '2031-01-01T00:30:00.000Z',
    } as const;
    await a.publish(pause);
    expect(await company.until(1)).toEqual([pause]);
    off();
  });

  it("carries a table's tab change to the other instance (issue [17/21])", async () => {
    const company = collector();
    const off = b.subscribe('company-7', company.handler);
    await waitForSubscribers(admin, ordersChannel(prefix, 'company-7'));
    const change = {
      event_type: 'TAB_CHANGED',
      company_id: 'company-7',
      qr_id: 'qr-1',
      change: 'REQUEST',
    } as const;
    await a.publish(change);
    expect(await company.until(1)).toEqual([change]);
    off();
  });

  it('ignores malformed messages and keeps delivering valid ones', async () => {
    const company = collector();
    const off = b.subscribe('company-3', company.handler);
    const channel = ordersChannel(prefix, 'company-3');
    await waitForSubscribers(admin, channel);
    const valid = order('order-3', 'company-3');
    for (const junk of [
      'not json',
      JSON.stringify({ event_type: 'ORDER_DELETED', company_id: 'company-3', order: valid }),
      JSON.stringify({ ...event(valid), company_id: 'company-4' }),
      JSON.stringify({ ...event(valid), order: { ...valid, status: 'EATEN' } }),
      JSON.stringify({ ...event(valid), extra: true }),
    ])
      await admin.publish(channel, junk);
    await a.publish(event(valid));
    const got = await company.until(1);
    await new Promise((r) => setTimeout(r, 100));
    expect(got.map((e) => ('order' in e ? e.order.id : e.event_type))).toEqual(['order-3']);
    off();
  });

  it('unsubscribes from the channel when the last local handler leaves', async () => {
    const one = collector();
    const two = collector();
    const offOne = b.subscribe('company-5', one.handler);
    const offTwo = b.subscribe('company-5', two.handler);
    const channel = ordersChannel(prefix, 'company-5');
    await waitForSubscribers(admin, channel);
    offOne();
    await a.publish(event(order('order-5', 'company-5')));
    expect((await two.until(1)).length).toBe(1);
    expect(one.got).toEqual([]);
    offTwo();
    const deadline = Date.now() + 3000;
    let subscribers = 1;
    while (subscribers > 0 && Date.now() < deadline) {
      subscribers = Number(((await admin.pubsub('NUMSUB', channel)) as [string, number])[1]);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(subscribers).toBe(0);
  });
});

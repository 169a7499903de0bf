import { describe, expect, it } from 'vitest';
import type { Order } from '../../src/domain/types';
import type { OrderEvent } from './bus';
import { createBus } from './bus';

const event = (companyId: string, id: string): OrderEvent => ({
  event_type: 'ORDER_UPDATED',
  company_id: companyId,
  order: { id, company_id: companyId } as Order,
});

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('in-process bus (no REDIS_URL)', () => {
  it('delivers per company, after publish returns, until unsubscribed or closed', async () => {
    const bus = createBus({ REDIS_URL: undefined });
    const got: string[] = [];
    const off = bus.subscribe('c1', (e) => got.push('order' in e ? e.order.id : e.event_type));
    bus.subscribe('c2', () => {
      throw new Error('a broken socket handler');
    });
    bus.subscribe('c2', (e) => got.push(`c2:${'order' in e ? e.order.id : e.event_type}`));
    const published = bus.publish(event('c1', 'o1'));
    expect(got).toEqual([]);
    await published;
    await tick();
    await bus.publish(event('c2', 'o2'));
    await tick();
    expect(got).toEqual(['o1', 'c2:o2']);
    off();
    await bus.publish(event('c1', 'o3'));
    await tick();
    expect(got).toEqual(['o1', 'c2:o2']);
    await bus.close();
    await bus.publish(event('c2', 'o4'));
    await tick();
    expect(got).toEqual(['o1', 'c2:o2']);
  });
});

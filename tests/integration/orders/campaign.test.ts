// Issue [16/21] item 16: campaign data never stops an order. A utm_campaign longer than an order
// keeps (201 characters, as a long campaign link gives) is cut, not refused with 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UTM_MAX } from '../../../src/domain/campaign';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { combo, menuProduct, orderPayload, send } from './support';

describe.each(testDialects)('campaign data on orders (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  // The order as read does not carry campaign data (it is for the owner's reports).
  const storedCampaign = (orderId: string) =>
    h.db
      .selectFrom('orders')
      .select(['utm_source', 'utm_campaign'])
      .where('company_id', '=', h.demo.id)
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();

  it('answers 201 to a 201-character utm_campaign and keeps its first 200 characters', async () => {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const campaign = 'c'.repeat(UTM_MAX + 1);
    const body = orderPayload(h.demo.id, 'TABLE', [combo(cake)], {
      utm_source: `  ${'s'.repeat(UTM_MAX + 50)}`,
      utm_campaign: campaign,
    });
    const created = await send(h, 'POST', '/ms-orders/public/orders', body);
    expect(created.status).toBe(201);
    const order = await json<Order>(created);
    expect(await storedCampaign(order.id)).toEqual({
      utm_source: 's'.repeat(UTM_MAX),
      utm_campaign: 'c'.repeat(UTM_MAX),
    });
  });

  it('drops campaign values that are not text instead of refusing the order', async () => {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const body = orderPayload(h.demo.id, 'TABLE', [combo(cake)], {
      utm_source: 7,
      utm_campaign: { nested: true },
    });
    const created = await send(h, 'POST', '/ms-orders/public/orders', body);
    expect(created.status).toBe(201);
    const order = await json<Order>(created);
    expect(await storedCampaign(order.id)).toEqual({ utm_source: null, utm_campaign: null });
  });
});

// §4.3: every order the API answers carries a live_token that authorizes the tracking socket for
// that order of that company, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLiveToken } from '../../../server/realtime/token';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { combo, menuProduct, orderPayload, send } from './support';

describe.each(testDialects)('order live_token (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect);
  });
  afterAll(() => h.cleanup());

  it('create and read answer a token naming this company, this order and the webapp', async () => {
    const cake = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const created = await send(
      h,
      'POST',
      '/ms-orders/public/orders',
      orderPayload(h.demo.id, 'TABLE', [combo(cake)]),
    );
    expect(created.status).toBe(201);
    const order = await json<Order>(created);
    expect(readLiveToken(order.live_token ?? '')).toEqual({
      companyId: h.demo.id,
      origin: 'webapp',
      orderId: order.id,
    });

    const read = await send(
      h,
      'GET',
      `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`,
    );
    const again = await json<Order>(read);
    expect(readLiveToken(again.live_token ?? '')?.orderId).toBe(order.id);
  });
});

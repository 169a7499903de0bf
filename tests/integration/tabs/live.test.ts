// Issue [17/21]: a table's tab changes reach the kitchen boards live, over /ws/kitchen, as
// TAB_CHANGED naming the QR and the change (a round, a request, its acknowledgement, a payment,
// the close).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../../../server/realtime/realtime';
import type { Realtime } from '../../../server/realtime/realtime';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { kitchen, login } from '../kitchen/support';
import { combo, createDraft, orderPayload, plainProduct, send } from '../orders/support';
import { connected, openSocket, serveApp } from '../realtime/sockets';
import type { LiveSocket, Served } from '../realtime/sockets';

const SECRET = 'tab-live-test-secret-0123456789abcd';

interface Pushed {
  event_type: string;
  qr_id?: string;
  change?: string;
}

describe.each(testDialects)('the tab, live (%s)', (dialect) => {
  let h: Harness;
  let realtime: Realtime;
  let served: Served;
  let cookie: string;

  beforeAll(async () => {
    realtime = createRealtime({ REDIS_URL: undefined, SESSION_SECRET: SECRET });
    h = await startHarness(dialect, { env: { SESSION_SECRET: SECRET }, app: { realtime } });
    served = await serveApp(h.app, realtime);
    cookie = await login(h);
  });
  afterAll(async () => {
    await served.close();
    await h.cleanup();
  });

  /** The next TAB_CHANGED the board receives (order events in between are skipped). */
  async function nextTabChange(socket: LiveSocket): Promise<Pushed | null> {
    for (let i = 0; i < 5; i += 1) {
      const text = await socket.next();
      if (text === null) return null;
      const pushed = JSON.parse(text) as Pushed;
      if (pushed.event_type === 'TAB_CHANGED') return pushed;
    }
    return null;
  }

  it('tells the boards of a round, a request, its acknowledgement and the close', async () => {
    const board = await connected(
      openSocket(served.port, '/ws/kitchen', { host: `demo.${BASE_HOST}`, cookie }),
    );
    const qr = await h.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('ordering_type', '=', 'TABLE')
      .executeTakeFirstOrThrow();
    const product = await plainProduct(h.db, h.demo.id);
    const draft = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(product)], { table_id: qr.id }),
    );
    const placed = await send(
      h,
      'PATCH',
      `/ms-orders/public/companies/${h.demo.id}/orders/${draft.id}`,
      {
        timezone: 'UTC',
        currency: draft.currency,
        status: 'payment_requested',
      },
    );
    expect(placed.status).toBe(200);
    expect((await json<Order>(placed)).status).toBe('PENDING');
    expect(await nextTabChange(board)).toEqual({
      event_type: 'TAB_CHANGED',
      qr_id: qr.id,
      change: 'ROUND',
    });

    const sent = await send(
      h,
      'POST',
      `/ms-orders/public/companies/${h.demo.id}/qrs/${qr.id}/requests`,
      { kind: 'bill' },
    );
    expect(sent.status).toBe(201);
    expect((await nextTabChange(board))?.change).toBe('REQUEST');

    const { id: requestId } = await json<{ id: string }>(sent);
    const acked = await kitchen(h, 'POST', `/tab-requests/${requestId}/acknowledge`, { cookie });
    expect(acked.status).toBe(200);
    expect((await nextTabChange(board))?.change).toBe('REQUEST_ACKNOWLEDGED');

    // Paying the tab (to the staff, who record it) tells the boards each time.
    const paying = await send(
      h,
      'POST',
      `/ms-orders/public/companies/${h.demo.id}/qrs/${qr.id}/tab/payments`,
      { idempotency_key: randomUUID(), kind: 'full', payment_method_id: null },
    );
    expect(paying.status).toBe(201);
    expect((await nextTabChange(board))?.change).toBe('PAYMENT');
    const { id: paymentId } = await json<{ id: string }>(paying);
    const recorded = await kitchen(h, 'POST', `/tab-payments/${paymentId}/record`, {
      cookie,
      body: { method: 'cash' },
    });
    expect(recorded.status).toBe(200);
    expect(await nextTabChange(board)).toEqual({
      event_type: 'TAB_CHANGED',
      qr_id: qr.id,
      change: 'PAYMENT',
    });
    const tab = await json<{ id: string }>(
      await send(h, 'GET', `/ms-orders/public/companies/${h.demo.id}/qrs/${qr.id}/tab`),
    );
    const closed = await kitchen(h, 'POST', `/tabs/${tab.id}/close`, { cookie });
    expect(closed.status).toBe(200);
    expect(await nextTabChange(board)).toEqual({
      event_type: 'TAB_CHANGED',
      qr_id: qr.id,
      change: 'CLOSED',
    });
    board.close();
  });
});

// The diner's live order socket (§4.3, §7.6) and the kitchen socket, on a real port: the token
// is checked before the upgrade, ping gets pong, and a kitchen status change reaches both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../../../server/realtime/realtime';
import type { Realtime } from '../../../server/realtime/realtime';
import { issueLiveToken, sealJson, tokenKey } from '../../../server/realtime/token';
import { cashOf, placementBody } from '../orders/support';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findOrCreateClient } from '../../../server/db/repositories/clients';
import type { Order } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { companyIdOf, insertTestOrder, kitchen, login } from '../kitchen/support';
import { connected, openSocket, serveApp } from './sockets';
import type { Served } from './sockets';

const SECRET = 'live-socket-test-secret-0123456789';

function flipByte(token: string, index: number): string {
  const raw = Buffer.from(token, 'base64url');
  raw[index] = (raw[index] ?? 0) ^ 0x40;
  return raw.toString('base64url');
}

interface Pushed {
  event_type: string;
  order: Order;
}

describe.each(testDialects)('live sockets (%s)', (dialect) => {
  let h: Harness;
  let realtime: Realtime;
  let served: Served;
  let cookie: string;
  const dinerPath = (token: string) => `/ws?authorization=${encodeURIComponent(token)}`;
  const host = (token = 'demo') => `${token}.${BASE_HOST}`;

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

  it('refuses tampered, truncated, foreign and non-webapp tokens before the upgrade', async () => {
    const orderId = await insertTestOrder(h.db, h.demo.id);
    const good = issueLiveToken({ companyId: h.demo.id, orderId });
    const saborOrder = await insertTestOrder(h.db, await companyIdOf(h.db, 'sabor'));
    const key = tokenKey(SECRET);
    const refusals: [string, string, number][] = [
      ['a flipped byte in the ciphertext', flipByte(good, 40), 401],
      ['a flipped byte in the tag', flipByte(good, 14), 401],
      ['a truncated token', good.slice(0, good.length - 6), 401],
      ['a token that is not base64url', `${good}!`, 401],
      ['no token', '', 401],
      [
        "origin other than 'webapp'",
        sealJson(key, { companyId: h.demo.id, origin: 'admin', orderId }),
        401,
      ],
      [
        "another company's order",
        issueLiveToken({ companyId: h.demo.id, orderId: saborOrder }),
        403,
      ],
      ['an unknown order', issueLiveToken({ companyId: h.demo.id, orderId: 'gone' }), 403],
    ];
    for (const [what, token, status] of refusals) {
      const opened = await openSocket(served.port, dinerPath(token), { host: host() });
      expect(opened, what).toEqual({ ok: false, status });
    }
  });

  it('works only on its company host, and only while the order is live', async () => {
    const orderId = await insertTestOrder(h.db, h.demo.id);
    const token = issueLiveToken({ companyId: h.demo.id, orderId });
    expect(await openSocket(served.port, dinerPath(token), { host: host('sabor') })).toEqual({
      ok: false,
      status: 403,
    });
    const finished = await insertTestOrder(h.db, h.demo.id, { status: 'FINALIZED' });
    const cancelled = await insertTestOrder(h.db, h.demo.id, { status: 'CANCELLED' });
    const stale = await insertTestOrder(h.db, h.demo.id);
    await h.db
      .updateTable('orders')
      .set({ updated_at: new Date(Date.now() - 24 * 3_600_000 - 60_000).toISOString() })
      .where('id', '=', stale)
      .execute();
    for (const ended of [finished, cancelled, stale]) {
      const endedToken = issueLiveToken({ companyId: h.demo.id, orderId: ended });
      expect(await openSocket(served.port, dinerPath(endedToken), { host: host() })).toEqual({
        ok: false,
        status: 403,
      });
    }
    // A change inside the window keeps it working.
    const fresh = await connected(openSocket(served.port, dinerPath(token), { host: host() }));
    fresh.close();
  });

  it('closes once the order is cancelled, after pushing the cancellation', async () => {
    const orderId = await insertTestOrder(h.db, h.demo.id);
    const token = issueLiveToken({ companyId: h.demo.id, orderId });
    const diner = await connected(openSocket(served.port, dinerPath(token), { host: host() }));
    const cancelled = await kitchen(h, 'PATCH', `/orders/${orderId}`, {
      cookie,
      body: { status: 'CANCELLED' },
    });
    expect(cancelled.status).toBe(200);
    const message = JSON.parse((await diner.next()) ?? 'null') as Pushed;
    expect(message.order).toMatchObject({ id: orderId, status: 'CANCELLED' });
    expect(await diner.whenClosed()).toEqual({
      code: 1000,
      reason: 'Live tracking of this order has ended',
    });
  });

  it('answers a plain GET on /ws with 426', async () => {
    const response = await fetch(`http://127.0.0.1:${served.port}/ws`, {
      headers: { host: host() },
    });
    expect(response.status).toBe(426);
    expect(await response.json()).toEqual({
      message: 'This endpoint only accepts websocket connections',
    });
  });

  it('connects with a valid token, answers ping, and pushes that order only', async () => {
    const orderId = await insertTestOrder(h.db, h.demo.id, { service_type: 'TAKEAWAY' });
    const otherId = await insertTestOrder(h.db, h.demo.id);
    const token = issueLiveToken({ companyId: h.demo.id, orderId });
    const diner = await connected(openSocket(served.port, dinerPath(token), { host: host() }));
    diner.ws.send('ping');
    expect(await diner.next()).toBe('pong');

    const other = await kitchen(h, 'PATCH', `/orders/${otherId}`, {
      cookie,
      body: { status: 'PREPARING' },
    });
    expect(other.status).toBe(200);
    const moved = await kitchen(h, 'PATCH', `/orders/${orderId}`, {
      cookie,
      body: { status: 'PREPARING' },
    });
    expect(moved.status).toBe(200);
    const message = JSON.parse((await diner.next()) ?? 'null') as Pushed;
    expect(message.event_type).toBe('ORDER_UPDATED');
    expect(message.order).toMatchObject({ id: orderId, status: 'PREPARING' });
    expect(Object.keys(message).sort()).toEqual(['event_type', 'order']);
    // The pushed order carries its token too, so the page can reconnect with what it shows.
    expect(typeof message.order.live_token).toBe('string');
    expect(await diner.next(300)).toBeNull();
    diner.close();
  });

  it('closes the socket on a message other than ping', async () => {
    const orderId = await insertTestOrder(h.db, h.demo.id);
    const token = issueLiveToken({ companyId: h.demo.id, orderId });
    const diner = await connected(openSocket(served.port, dinerPath(token), { host: host() }));
    diner.ws.send('{"subscribe":"everything"}');
    expect(await diner.whenClosed()).toEqual({
      code: 1008,
      reason: "Only 'ping' messages are accepted",
    });
    expect(realtime.sockets.size).toBe(0);
  });

  it('pushes an order to the kitchen when it is placed, never its draft (ORDER_CREATED)', async () => {
    const kitchenSocket = await connected(
      openSocket(served.port, '/ws/kitchen', { host: host(), cookie }),
    );
    const product = (await listCategories(h.db, h.demo.id))
      .flatMap((c) => c.products)
      .find((p) => p.modifier_groups.length === 0 && (p.product_variants[0]?.stock ?? 0) > 3);
    const variant = product?.product_variants[0];
    if (!product || !variant) throw new Error('no simple demo product');
    const client = await findOrCreateClient(h.db, h.demo.id, {
      name: 'Ada',
      phone_number: '+15555550123',
    });
    const api = (path: string, method: string, body: unknown) =>
      fetch(`http://127.0.0.1:${served.port}${h.env.API_BASE}${path}`, {
        method,
        headers: { host: host(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const draft = (await (
      await api('/ms-orders/public/orders', 'POST', {
        company_id: h.demo.id,
        client_id: client.id,
        country_code: 'US',
        timezone: 'America/New_York',
        service_type: 'TAKEAWAY',
        status: 'INITIATED',
        currency: 'USD',
        combos: [
          {
            product_id: product.id,
            variant_id: variant.id,
            quantity: 1,
            comment: null,
            modifiers: [],
          },
        ],
      })
    ).json()) as Order;
    const cash = await cashOf(h, h.demo.id, 'TAKEAWAY');
    const placed = await api(
      `/ms-orders/public/companies/${h.demo.id}/orders/${draft.id}`,
      'PATCH',
      placementBody(cash, draft),
    );
    expect(placed.status).toBe(200);
    // Events arrive in order: the first one is the placement, so the draft sent none.
    const pushed = JSON.parse((await kitchenSocket.next()) ?? 'null') as Pushed;
    expect(pushed.event_type).toBe('ORDER_CREATED');
    expect(pushed.order.id).toBe(draft.id);
    expect(pushed.order.status).toBe('PENDING');
    expect(pushed.order.placed_at).not.toBeNull();
    kitchenSocket.close();
  });

  it('opens the kitchen socket only with a session of the host company', async () => {
    expect(await openSocket(served.port, '/ws/kitchen', { host: host() })).toEqual({
      ok: false,
      status: 401,
    });
    expect(await openSocket(served.port, '/ws/kitchen', { host: host('sabor'), cookie })).toEqual({
      ok: false,
      status: 404,
    });
    expect(
      await openSocket(served.port, '/ws/kitchen', {
        host: host(),
        cookie,
        origin: 'http://sabor.comanda.test',
      }),
    ).toEqual({ ok: false, status: 403 });
    // The same host over the other scheme is another origin (server/tenancy/same-origin.ts).
    expect(
      await openSocket(served.port, '/ws/kitchen', {
        host: host(),
        cookie,
        origin: `https://${host()}`,
      }),
    ).toEqual({ ok: false, status: 403 });

    const board = await connected(
      openSocket(served.port, '/ws/kitchen', {
        host: host(),
        cookie,
        origin: `http://${host()}`,
      }),
    );
    board.ws.send('ping');
    expect(await board.next()).toBe('pong');
    const orderId = await insertTestOrder(h.db, h.demo.id, { service_type: 'DELIVERY' });
    await kitchen(h, 'PATCH', `/orders/${orderId}`, { cookie, body: { status: 'CANCELLED' } });
    const pushed = JSON.parse((await board.next()) ?? 'null') as Pushed;
    expect(pushed).toMatchObject({
      event_type: 'ORDER_UPDATED',
      order: { id: orderId, status: 'CANCELLED' },
    });

    // Logging out closes the session's sockets.
    await kitchen(h, 'DELETE', '/session', { cookie });
    expect(await board.whenClosed()).toEqual({ code: 4401, reason: 'Logged out' });
    cookie = await login(h);
  });

  it('closes open sockets when the realtime part shuts down', async () => {
    const own = createRealtime({ REDIS_URL: undefined, SESSION_SECRET: SECRET });
    const { buildApp } = await import('../../../server/app');
    const app = buildApp({ db: h.db, env: h.env, realtime: own, indexHtml: '<html></html>' });
    const second = await serveApp(app, own);
    const orderId = await insertTestOrder(h.db, h.demo.id);
    const token = issueLiveToken({ companyId: h.demo.id, orderId });
    const diner = await connected(openSocket(second.port, dinerPath(token), { host: host() }));
    await second.close();
    expect(await diner.whenClosed()).toEqual({ code: 1001, reason: 'Server shutting down' });
  });
});

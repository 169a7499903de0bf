// Issue [17/21] "Strangers": with the table code on, a photo of a table's QR lets nobody read the
// tab, call the staff, order onto it or follow it live without the four digits. The phone that
// opened the tab is shown the code; the others send it. Wrong codes are limited per address.
// On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRealtime } from '../../../server/realtime/realtime';
import type { Realtime } from '../../../server/realtime/realtime';
import type { Order, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import {
  combo,
  countOrders,
  createDraft,
  newClient,
  orderPayload,
  plainProduct,
  send,
} from '../orders/support';
import { kitchen, login } from '../kitchen/support';
import { insertPaymentMethods } from '../../../server/db/repositories/payment-methods';
import { insertPaymentProvider } from '../../../server/db/repositories/payment-providers';
import { WEBHOOK_SECRET, assignPayment, prepare, start } from '../payments/support';
import type { PaymentAnswer } from '../payments/support';
import { connected, openSocket, serveApp } from '../realtime/sockets';
import type { LiveSocket, Served } from '../realtime/sockets';

const SECRET = 'tab-code-test-secret-0123456789abcd';
const ATTEMPTS = 3;

interface TabBody {
  id: string;
  code_required: boolean;
  code: string | null;
  rounds: { order_id: string }[];
}

describe.each(testDialects)('the table code (%s)', (dialect) => {
  let h: Harness;
  let realtime: Realtime;
  let served: Served;
  let product: Product;
  const qrs: string[] = [];

  beforeAll(async () => {
    realtime = createRealtime({
      REDIS_URL: undefined,
      SESSION_SECRET: SECRET,
      TAB_CODE_ATTEMPTS_PER_MINUTE: ATTEMPTS,
    });
    h = await startHarness(dialect, { env: { SESSION_SECRET: SECRET }, app: { realtime } });
    served = await serveApp(h.app, realtime);
    product = await plainProduct(h.db, h.demo.id);
    const rows = await h.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('ordering_type', '=', 'TABLE')
      .orderBy('name')
      .execute();
    qrs.push(...rows.map((r) => r.id));
    // One table more than the demo has: each test below keeps a table of its own.
    for (const n of [1, 2, 3]) {
      const extra = `qr-code-test-${dialect}-${n}`;
      await h.db
        .insertInto('qrs')
        .values({
          id: extra,
          company_id: h.demo.id,
          name: `Z${n}`,
          zone_name: null,
          ordering_type: 'TABLE',
        })
        .execute();
      qrs.push(extra);
    }
    expect(qrs.length).toBeGreaterThanOrEqual(5);
    // The demo pays at the end; the owner also requires a table code here.
    await h.db
      .updateTable('tab_settings')
      .set({ code_required: 1 })
      .where('company_id', '=', h.demo.id)
      .execute();
  });
  afterAll(async () => {
    await served.close();
    await h.cleanup();
  });

  const tabPath = (qrId: string) => `/ms-orders/public/companies/${h.demo.id}/qrs/${qrId}/tab`;
  const requestPath = (qrId: string) =>
    `/ms-orders/public/companies/${h.demo.id}/qrs/${qrId}/requests`;
  const orderPath = (id: string) => `/ms-orders/public/companies/${h.demo.id}/orders/${id}`;
  const draftBody = (qrId: string, extra: Record<string, unknown> = {}) =>
    orderPayload(h.demo.id, 'TABLE', [combo(product)], { table_id: qrId, ...extra });
  const place = (order: Order, extra: Record<string, unknown> = {}, headers = {}) =>
    send(
      h,
      'PATCH',
      orderPath(order.id),
      { timezone: 'UTC', currency: order.currency, status: 'payment_requested', ...extra },
      headers,
    );
  /** A round from the phone that opens the table's tab: it needs no code, and is shown it. */
  const openTab = async (qrId: string, headers: Record<string, string> = {}) => {
    const draft = await createDraft(h, draftBody(qrId), headers);
    const placed = await place(draft, {}, headers);
    expect(placed.status, await placed.clone().text()).toBe(200);
    const order = await json<Order>(placed);
    expect(order.tab?.code).toMatch(/^\d{4}$/);
    return { order, tab: order.tab as { id: string; code: string } };
  };
  const refusal = async (response: Response, status: number, code: string) => {
    expect(response.status, await response.clone().text()).toBe(status);
    const body = await json<ErrorBody>(response);
    expect(body.code).toBe(code);
    // Nothing of the tab: no names, no items, no amounts (a 429 says when to try again).
    expect(Object.keys(body).sort()).toEqual(
      status === 429 ? ['code', 'message', 'params'] : ['code', 'message'],
    );
  };

  const requireCodes = (on: boolean) =>
    h.db
      .updateTable('tab_settings')
      .set({ code_required: on ? 1 : 0 })
      .where('company_id', '=', h.demo.id)
      .execute();

  it('asks for no code where the owner requires none, nor on a tab opened before it was asked', async () => {
    await requireCodes(false);
    const draft = await createDraft(h, draftBody(qrs[5]!));
    const placed = await json<Order>(await place(draft));
    expect(placed.tab?.id).toMatch(/^[0-9a-f]{32}$/);
    expect(placed.tab?.code).toBeNull();
    await requireCodes(true);
    for (const headers of [{}, { 'X-Tab-Code': '1234' }] as Record<string, string>[]) {
      const read = await send(h, 'GET', tabPath(qrs[5]!), undefined, headers);
      expect(read.status).toBe(200);
      expect(await json<TabBody>(read)).toMatchObject({ code_required: false, code: null });
    }
    expect((await createDraft(h, draftBody(qrs[5]!))).status).toBe('INITIATED');
  });

  it('shows the opener its code, and reads the tab only with it', async () => {
    const { order, tab } = await openTab(qrs[0]!);
    // The order's read by its owner carries the tab and its code too.
    const read = await json<Order>(await send(h, 'GET', orderPath(order.id)));
    expect(read.tab).toEqual(tab);

    await refusal(await send(h, 'GET', tabPath(qrs[0]!)), 403, 'tab_code_required');
    const wrong = tab.code === '0000' ? '0001' : '0000';
    await refusal(
      await send(h, 'GET', tabPath(qrs[0]!), undefined, { 'X-Tab-Code': wrong }),
      403,
      'tab_code_wrong',
    );
    const right = await send(h, 'GET', tabPath(qrs[0]!), undefined, { 'X-Tab-Code': tab.code });
    expect(right.status).toBe(200);
    const body = await json<TabBody>(right);
    expect(body).toMatchObject({ id: tab.id, code_required: true, code: tab.code });
    expect(body.rounds.map((r) => r.order_id)).toEqual([order.id]);

    // Calling the staff needs the code as well.
    await refusal(
      await send(h, 'POST', requestPath(qrs[0]!), { kind: 'waiter' }),
      403,
      'tab_code_required',
    );
    expect((await h.db.selectFrom('tab_requests').select('id').execute()).length).toBe(0);
    const sent = await send(
      h,
      'POST',
      requestPath(qrs[0]!),
      { kind: 'waiter' },
      { 'X-Tab-Code': tab.code },
    );
    expect(sent.status).toBe(201);
    // Staff see the code, to give it to a diner who asks them.
    const cookie = await login(h);
    const staff = await json<{ id: string; code: string | null }[]>(
      await kitchen(h, 'GET', '/tabs', { cookie }),
    );
    expect(staff.find((t) => t.id === tab.id)?.code).toBe(tab.code);
    // Everything under …/tab/ is guarded, whichever route answers it.
    await refusal(
      await send(h, 'POST', `${tabPath(qrs[0]!)}/split`, { people: 2 }),
      403,
      'tab_code_required',
    );
  });

  it('knows the phone whose client ordered a round: it needs no code and is shown it', async () => {
    const client = await newClient(h, h.demo.id, '1', '2125550177', { name: 'Opener' });
    const draft = await createDraft(h, draftBody(qrs[1]!, { client_id: client.id }), client.secret);
    const placed = await place(draft, {}, client.secret);
    expect(placed.status).toBe(200);
    const { tab } = await json<Order>(placed);
    const read = await send(h, 'GET', tabPath(qrs[1]!), undefined, client.secret);
    expect(read.status).toBe(200);
    expect(await json<TabBody>(read)).toMatchObject({ code_required: true, code: tab?.code });
    // Its next round needs no code either.
    const next = await createDraft(h, draftBody(qrs[1]!, { client_id: client.id }), client.secret);
    expect((await place(next, {}, client.secret)).status).toBe(200);
    // A stranger who knows the phone number gets a guest device: no proof of the table.
    const guest = await newClient(h, h.demo.id, '1', '2125550177', { name: 'Stranger' });
    await refusal(
      await send(h, 'GET', tabPath(qrs[1]!), undefined, guest.secret),
      403,
      'tab_code_required',
    );
  });

  it('places a round onto a coded tab only with the code, and nothing is held without it', async () => {
    const { tab } = await openTab(qrs[2]!);
    const before = await countOrders(h.db, h.demo.id);
    await refusal(
      await send(h, 'POST', '/ms-orders/public/orders', draftBody(qrs[2]!)),
      403,
      'tab_code_required',
    );
    const wrong = tab.code === '1111' ? '2222' : '1111';
    await refusal(
      await send(h, 'POST', '/ms-orders/public/orders', draftBody(qrs[2]!, { tab_code: wrong })),
      403,
      'tab_code_wrong',
    );
    expect(await countOrders(h.db, h.demo.id)).toBe(before);

    const joined = await createDraft(h, draftBody(qrs[2]!, { tab_code: tab.code }));
    expect(joined.tab).toBeNull();
    const placed = await place(joined);
    expect(placed.status).toBe(200);
    expect((await json<Order>(placed)).tab).toEqual(tab);
    const read = await json<TabBody>(
      await send(h, 'GET', tabPath(qrs[2]!), undefined, { 'X-Tab-Code': tab.code }),
    );
    expect(read.rounds).toHaveLength(2);
  });

  it('refuses the placement of a draft made before another phone opened the tab, until it sends the code', async () => {
    const late = await createDraft(h, draftBody(qrs[3]!));
    const { tab } = await openTab(qrs[3]!);
    const stockOf = async () =>
      (
        await h.db
          .selectFrom('product_variants')
          .select('stock_consumed')
          .where('company_id', '=', h.demo.id)
          .where('product_id', '=', product.id)
          .executeTakeFirstOrThrow()
      ).stock_consumed;
    const stock = await stockOf();
    await refusal(await place(late), 403, 'tab_code_required');
    const row = await h.db
      .selectFrom('orders')
      .select(['status', 'placed_at', 'placement'])
      .where('id', '=', late.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'INITIATED', placed_at: null, placement: null });
    expect(await stockOf()).toBe(stock);
    const placed = await place(late, { tab_code: tab.code });
    expect(placed.status, await placed.clone().text()).toBe(200);
    expect((await json<Order>(placed)).tab?.id).toBe(tab.id);
  });

  it('follows one QR live over /ws/tab with the code, and refuses without it before the upgrade', async () => {
    const host = { host: `demo.${BASE_HOST}` };
    const ws = (qrId: string, code?: string) =>
      `/ws/tab?company=${h.demo.id}&qr=${qrId}${code === undefined ? '' : `&code=${code}`}`;
    // A table with no open tab yet may be followed: its first round is what the phone awaits.
    const waiting = await connected(openSocket(served.port, ws(qrs[4]!), host));
    const { tab } = await openTab(qrs[4]!);
    expect(JSON.parse((await waiting.next()) ?? 'null')).toEqual({
      event_type: 'TAB_CHANGED',
      qr_id: qrs[4],
      change: 'ROUND',
    });

    expect(await openSocket(served.port, ws(qrs[4]!), host)).toEqual({ ok: false, status: 403 });
    const wrong = tab.code === '0000' ? '0001' : '0000';
    expect(await openSocket(served.port, ws(qrs[4]!, wrong), host)).toEqual({
      ok: false,
      status: 403,
    });
    // Another storefront's host does not serve this company's tables.
    const foreign = { host: `elsewhere.${BASE_HOST}` };
    expect((await openSocket(served.port, ws(qrs[4]!, tab.code), foreign)).ok).toBe(false);

    const follower: LiveSocket = await connected(
      openSocket(served.port, ws(qrs[4]!, tab.code), host),
    );
    // Another table's change does not reach this one's phones.
    const other = await send(
      h,
      'POST',
      requestPath(qrs[0]!),
      { kind: 'bill' },
      { 'X-Tab-Code': await codeOf(qrs[0]!) },
    );
    expect(other.status).toBe(201);
    expect(await follower.next(500)).toBeNull();
    const mine = await send(
      h,
      'POST',
      requestPath(qrs[4]!),
      { kind: 'bill' },
      { 'X-Tab-Code': tab.code },
    );
    expect(mine.status).toBe(201);
    const pushed = [await follower.next(), await waiting.next()].map((t): unknown =>
      JSON.parse(t ?? 'null'),
    );
    expect(pushed).toEqual([
      { event_type: 'TAB_CHANGED', qr_id: qrs[4], change: 'REQUEST' },
      { event_type: 'TAB_CHANGED', qr_id: qrs[4], change: 'REQUEST' },
    ]);
    follower.close();
    waiting.close();
  });

  it("starts a round's online payment only for a draft that proved the code, before any charge", async () => {
    const providerId = await insertPaymentProvider(h.db, h.demo.id, {
      kind: 'sandbox',
      publicConfig: {},
      secretConfig: { webhook_secret: WEBHOOK_SECRET },
    });
    const card = {
      id: `card-${providerId}`,
      code: 'card',
      description: null,
      payment_code: null,
      payment_method_fee: 0,
      provider_id: providerId,
      provider_code: 'sandbox',
    };
    await insertPaymentMethods(h.db, h.demo.id, 'table', [card]);
    // One draft made before another phone opened the tab, one made with its code.
    const early = await createDraft(h, draftBody(qrs[6]!));
    const { tab } = await openTab(qrs[6]!);
    const joined = await createDraft(h, draftBody(qrs[6]!, { tab_code: tab.code }));
    const paying = async (order: Order) => {
      expect((await assignPayment(h, order, card)).status).toBe(200);
      const prepared = await prepare(h, order, card);
      expect(prepared.status, await prepared.clone().text()).toBe(201);
      return json<PaymentAnswer>(prepared);
    };
    const rowOf = (id: string) =>
      h.db
        .selectFrom('orders')
        .select(['status', 'placed_at', 'placement', 'tab_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    const refused = await paying(early);
    await refusal(await start(h, h.demo.id, refused.id), 403, 'tab_code_required');
    expect(await rowOf(early.id)).toMatchObject({
      status: 'INITIATED',
      placed_at: null,
      placement: null,
    });
    const payment = await h.db
      .selectFrom('payments')
      .select(['state', 'started_at'])
      .where('id', '=', refused.id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ state: 'created', started_at: null });

    const accepted = await paying(joined);
    expect((await start(h, h.demo.id, accepted.id)).status).toBe(200);
    const tabRow = await h.db
      .selectFrom('tabs')
      .select('id')
      .where('public_id', '=', tab.id)
      .executeTakeFirstOrThrow();
    const placed = await rowOf(joined.id);
    expect(placed.placed_at).not.toBeNull();
    expect(placed.tab_id).toBe(tabRow.id);
  });

  /** The code of a QR's open tab, as staff could read it. */
  async function codeOf(qrId: string): Promise<string> {
    const row = await h.db
      .selectFrom('tabs')
      .select('code')
      .where('company_id', '=', h.demo.id)
      .where('open_qr_id', '=', qrId)
      .executeTakeFirstOrThrow();
    return row.code ?? '';
  }

  // Last: it uses up this address's wrong codes for the minute.
  it('limits wrong codes per address: 429 with Retry-After, then even the right code waits', async () => {
    const code = await codeOf(qrs[0]!);
    const wrong = code === '9999' ? '9998' : '9999';
    const guess = (value: string) =>
      send(h, 'GET', tabPath(qrs[0]!), undefined, { 'X-Tab-Code': value });
    // The tests above spent some of this address's wrong codes: a run of 403s, then 429s.
    const statuses: number[] = [];
    for (let i = 0; i <= ATTEMPTS; i += 1) statuses.push((await guess(wrong)).status);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(statuses).toEqual([
      ...Array<number>(first429).fill(403),
      ...statuses.slice(first429).fill(429),
    ]);
    const limited = await guess(wrong);
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/);
    await refusal(limited, 429, 'tab_code_attempts');
    await refusal(await guess(code), 429, 'tab_code_attempts');
    // A round's code and the socket's count in the same limit.
    await refusal(
      await send(h, 'POST', '/ms-orders/public/orders', draftBody(qrs[0]!, { tab_code: code })),
      429,
      'tab_code_attempts',
    );
  });

  it('limits wrong codes on the socket the same way', async () => {
    const code = await codeOf(qrs[0]!);
    const wrong = code === '9999' ? '9998' : '9999';
    const status = async (value: string) => {
      const opened = await openSocket(
        served.port,
        `/ws/tab?company=${h.demo.id}&qr=${qrs[0]!}&code=${value}`,
        { host: `demo.${BASE_HOST}` },
      );
      if (opened.ok) opened.socket.close();
      return opened.ok ? 101 : opened.status;
    };
    // The socket's address (127.0.0.1) spent one wrong code in the live test above.
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 1) statuses.push(await status(wrong));
    expect(statuses).toEqual([...Array<number>(ATTEMPTS - 1).fill(403), 429]);
    expect(await status(code)).toBe(429);
  });
});

// Issue [17/21] "The table's tab", server slice: every TABLE round from one QR joins the table's
// open tab, two first rounds at once open one tab, a round after the close opens the next one,
// requests keep the repeat rule, staff close only a paid tab, and another company's QR has no
// tab here. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { kitchen, login } from '../kitchen/support';
import {
  combo,
  companyIdOf,
  createDraft,
  orderPayload,
  plainProduct,
  send,
} from '../orders/support';

interface TabBody {
  id: string;
  opened_at: string;
  total: number;
  paid: number;
  balance: number;
  balance_state: string;
  rounds: {
    order_id: string;
    client_name: string | null;
    status: string;
    items: { product_name: string; quantity: number }[];
  }[];
}

interface StaffTabBody extends TabBody {
  qr_id: string;
  voids: { order_id: string; quantity: number; reason: string }[];
  table_name: string;
  requests: { id: string; kind: string; created_at: string }[];
}

describe.each(testDialects)('the table tab (%s)', (dialect) => {
  let h: Harness;
  let product: Product;
  let cookie: string;
  const qrs: string[] = [];

  beforeAll(async () => {
    h = await startHarness(dialect);
    product = await plainProduct(h.db, h.demo.id);
    const rows = await h.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('ordering_type', '=', 'TABLE')
      .orderBy('name')
      .execute();
    qrs.push(...rows.map((r) => r.id));
    cookie = await login(h);
  });
  afterAll(() => h.cleanup());

  const tabPath = (qrId: string, companyId = h.demo.id) =>
    `/ms-orders/public/companies/${companyId}/qrs/${qrId}/tab`;
  const requestPath = (qrId: string, companyId = h.demo.id) =>
    `/ms-orders/public/companies/${companyId}/qrs/${qrId}/requests`;
  const draftAt = (qrId: string, quantity = 1): Promise<Order> =>
    createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(product, quantity)], { table_id: qrId }),
    );
  // The demo pays at the end: a round is placed without a payment method.
  const place = (order: Order) =>
    send(h, 'PATCH', `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`, {
      timezone: 'UTC',
      currency: order.currency,
      status: 'payment_requested',
    });
  const round = async (qrId: string, quantity = 1): Promise<Order> => {
    const order = await draftAt(qrId, quantity);
    const placed = await place(order);
    expect(placed.status, await placed.clone().text()).toBe(200);
    return json<Order>(placed);
  };
  const tabOf = async (qrId: string): Promise<TabBody> => {
    const response = await send(h, 'GET', tabPath(qrId));
    expect(response.status).toBe(200);
    return json<TabBody>(response);
  };
  const tabIdsOf = async (orderIds: string[]) =>
    (
      await h.db
        .selectFrom('orders')
        .select('tab_id')
        .where('company_id', '=', h.demo.id)
        .where('id', 'in', orderIds)
        .execute()
    ).map((r) => r.tab_id);
  const payAll = (qrId: string) =>
    h.db
      .updateTable('orders')
      .set({ payment_status: 'paid' })
      .where('company_id', '=', h.demo.id)
      .where('table_id', '=', qrId)
      .execute();
  const staffTabs = async () => json<StaffTabBody[]>(await kitchen(h, 'GET', '/tabs', { cookie }));

  it('has no tab before the first round (404 with a code)', async () => {
    const response = await send(h, 'GET', tabPath(qrs[0]!));
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).code).toBe('tab_not_found');
  });

  it("puts every round from one QR on the table's tab, unpaid (pay at the end)", async () => {
    const first = await round(qrs[0]!, 1);
    const second = await round(qrs[0]!, 2);
    expect(first.status).toBe('PENDING');
    const tab = await tabOf(qrs[0]!);
    expect(tab.id).toMatch(/^[0-9a-f]{32}$/);
    expect(tab.rounds.map((r) => r.order_id)).toEqual([first.id, second.id]);
    expect(tab.rounds[1]!.items[0]).toMatchObject({ product_name: product.name, quantity: 2 });
    expect(tab).toMatchObject({
      total: first.total + second.total,
      paid: 0,
      balance: first.total + second.total,
      balance_state: 'UNPAID',
    });
    expect(JSON.stringify(tab)).not.toMatch(/phone/i);
    // A draft is not a round yet.
    await draftAt(qrs[0]!);
    expect((await tabOf(qrs[0]!)).rounds).toHaveLength(2);
  });

  it('opens exactly one tab when first rounds arrive at once', async () => {
    const drafts = await Promise.all([1, 2, 3, 4, 5].map(() => draftAt(qrs[1]!)));
    const placed = await Promise.all(drafts.map(place));
    expect(placed.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const tabIds = new Set(await tabIdsOf(drafts.map((d) => d.id)));
    expect(tabIds.size).toBe(1);
    expect([...tabIds][0]).not.toBeNull();
    const open = await h.db
      .selectFrom('tabs')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('qr_id', '=', qrs[1]!)
      .execute();
    expect(open).toHaveLength(1);
    expect((await tabOf(qrs[1]!)).rounds).toHaveLength(5);
  });

  it('refuses to close an unpaid tab, closes a paid one, and the next round opens a new tab', async () => {
    const before = await tabOf(qrs[0]!);
    const refused = await kitchen(h, 'POST', `/tabs/${before.id}/close`, { cookie });
    expect(refused.status).toBe(409);
    expect((await json<ErrorBody>(refused)).code).toBe('tab_not_paid');

    await payAll(qrs[0]!);
    const paid = await tabOf(qrs[0]!);
    expect(paid).toMatchObject({ balance: 0, balance_state: 'PAID' });
    const closed = await kitchen(h, 'POST', `/tabs/${before.id}/close`, { cookie });
    expect(closed.status).toBe(200);
    expect((await json<{ closed_at: string }>(closed)).closed_at).toBeTruthy();
    const again = await kitchen(h, 'POST', `/tabs/${before.id}/close`, { cookie });
    expect(again.status).toBe(404);

    // A closed tab is history: the next scan has no tab, the next round starts a fresh one.
    expect((await send(h, 'GET', tabPath(qrs[0]!))).status).toBe(404);
    const next = await round(qrs[0]!);
    const fresh = await tabOf(qrs[0]!);
    expect(fresh.id).not.toBe(before.id);
    expect(fresh.rounds.map((r) => r.order_id)).toEqual([next.id]);
    const audit = await h.db
      .selectFrom('admin_audit')
      .select('action')
      .where('company_id', '=', h.demo.id)
      .where('action', '=', 'tab.close')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('sends requests to the staff, refuses the same one from the same phone within a minute', async () => {
    const phone = { 'user-agent': 'phone-a' };
    const other = { 'user-agent': 'phone-b' };
    expect((await send(h, 'POST', requestPath(qrs[2]!), { kind: 'waiter' }, phone)).status).toBe(
      404,
    );
    await round(qrs[2]!);
    const sent = await send(h, 'POST', requestPath(qrs[2]!), { kind: 'waiter' }, phone);
    expect(sent.status).toBe(201);
    const repeated = await send(h, 'POST', requestPath(qrs[2]!), { kind: 'waiter' }, phone);
    expect(repeated.status).toBe(429);
    expect(repeated.headers.get('retry-after')).toMatch(/^\d+$/);
    const body = await json<ErrorBody & { retry_after: number }>(repeated);
    expect(body.code).toBe('tab_request_repeated');
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(60);
    // Another kind, or another phone, is a new request.
    expect((await send(h, 'POST', requestPath(qrs[2]!), { kind: 'bill' }, phone)).status).toBe(201);
    expect((await send(h, 'POST', requestPath(qrs[2]!), { kind: 'waiter' }, other)).status).toBe(
      201,
    );
    const bad = await send(h, 'POST', requestPath(qrs[2]!), { kind: 'dessert' }, phone);
    expect(bad.status).toBe(422);

    const board = (await staffTabs()).find((t) => t.qr_id === qrs[2]);
    expect(board?.requests.map((r) => r.kind).sort()).toEqual(['bill', 'waiter', 'waiter']);
    expect(board?.table_name).toBeTruthy();
    expect(JSON.stringify(board)).not.toMatch(/phone|device/i);
    const first = board!.requests[0]!;
    const acked = await kitchen(h, 'POST', `/tab-requests/${first.id}/acknowledge`, { cookie });
    expect(acked.status).toBe(200);
    expect((await json<{ acknowledged_at: string }>(acked)).acknowledged_at).toBeTruthy();
    const twice = await kitchen(h, 'POST', `/tab-requests/${first.id}/acknowledge`, { cookie });
    expect(twice.status).toBe(200);
    const audited = await h.db
      .selectFrom('admin_audit')
      .select('entity_id')
      .where('company_id', '=', h.demo.id)
      .where('action', '=', 'tab_request.acknowledge')
      .execute();
    expect(audited.map((a) => a.entity_id)).toEqual([first.id]);
    const left = (await staffTabs()).find((t) => t.qr_id === qrs[2]);
    expect(left?.requests).toHaveLength(2);
    const unknown = await kitchen(h, 'POST', '/tab-requests/nope/acknowledge', { cookie });
    expect(unknown.status).toBe(404);
  });

  it('lets staff void a line of an unpaid round with a reason, pricing the round again', async () => {
    const draft = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(product, 1), combo(product, 3)], {
        table_id: qrs[3]!,
      }),
    );
    expect((await place(draft)).status).toBe(200);
    const unit = draft.combos[0]!.variant_price + draft.combos[0]!.modifiers_price;
    expect(draft.combos_price).toBe(4 * unit);
    const lineId = draft.combos[0]!.id;
    const path = `/order-items/${lineId}/void`;

    expect((await kitchen(h, 'POST', path, { cookie, body: { reason: '  ' } })).status).toBe(422);
    expect((await kitchen(h, 'POST', path, { cookie, body: {} })).status).toBe(422);
    const voided = await kitchen(h, 'POST', path, { cookie, body: { reason: 'Sent back' } });
    expect(voided.status).toBe(200);
    const priced = await json<{ total: number; combos_price: number; service_fee: number }>(voided);
    expect(priced.combos_price).toBe(3 * unit);
    expect(priced.service_fee).toBe(Math.round((draft.service_fee * 3) / 4));
    expect(priced.total).toBe(priced.combos_price + priced.service_fee);
    expect((await kitchen(h, 'POST', path, { cookie, body: { reason: 'again' } })).status).toBe(
      404,
    );

    const tab = await tabOf(qrs[3]!);
    expect(tab.total).toBe(priced.total);
    expect(tab.rounds[0]!.items).toHaveLength(1);
    expect(JSON.stringify(tab)).not.toContain('Sent back');
    const staff = (await staffTabs()).find((t) => t.qr_id === qrs[3]);
    expect(staff?.voids).toEqual([
      expect.objectContaining({ order_id: draft.id, quantity: 1, reason: 'Sent back' }),
    ]);
    const audit = await h.db
      .selectFrom('admin_audit')
      .select('entity_id')
      .where('company_id', '=', h.demo.id)
      .where('action', '=', 'order.void_item')
      .execute();
    expect(audit.map((a) => a.entity_id)).toEqual([draft.id]);

    // A paid round is not changed here; another company's board does not find the line.
    await payAll(qrs[3]!);
    const lastLine = draft.combos[1]!.id;
    const paid = await kitchen(h, 'POST', `/order-items/${lastLine}/void`, {
      cookie,
      body: { reason: 'Sent back' },
    });
    expect(paid.status).toBe(409);
    expect((await json<ErrorBody>(paid)).code).toBe('tab_round_paid');
    const foreign = await kitchen(h, 'POST', `/order-items/${lastLine}/void`, {
      token: 'taqueria',
      cookie: await login(h, 'taqueria'),
      body: { reason: 'Sent back' },
    });
    expect(foreign.status).toBe(404);
  });

  it("keeps each company's tabs to itself", async () => {
    const other = await companyIdOf(h.db, 'taqueria');
    // The demo's QR under another company, and the other company's path with the demo's QR.
    const foreign = await send(h, 'GET', tabPath(qrs[1]!, other));
    expect(foreign.status).toBe(404);
    expect((await json<ErrorBody>(foreign)).code).toBe('tab_not_found');
    const call = await send(h, 'POST', requestPath(qrs[1]!, other), { kind: 'waiter' });
    expect(call.status).toBe(404);
    const tab = await tabOf(qrs[1]!);
    const otherBoard = await login(h, 'taqueria');
    const close = await kitchen(h, 'POST', `/tabs/${tab.id}/close`, {
      token: 'taqueria',
      cookie: otherBoard,
    });
    expect(close.status).toBe(404);
    const list = await kitchen(h, 'GET', '/tabs', { token: 'taqueria', cookie: otherBoard });
    expect(await json<unknown[]>(list)).toEqual([]);
  });

  it('never answers a 500 on bad input', async () => {
    expect((await send(h, 'GET', tabPath('bad id!'))).status).toBe(400);
    expect((await send(h, 'POST', requestPath(qrs[1]!), 'not json')).status).toBe(400);
    expect((await send(h, 'POST', requestPath(qrs[1]!), {})).status).toBe(422);
  });
});

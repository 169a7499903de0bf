// Issue [17/21], the back office's side of the tab: the owner's tab settings (read, saved with a
// version, refused when stale or malformed, audited as settings.tab), the public read the
// storefront follows, and the open tabs per table for the Tables page. Owner-only and scoped by
// company. On SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../src/domain/types';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { admin, ownerLogin } from '../admin/support';
import { companyIdOf, kitchen, login } from '../kitchen/support';
import { combo, createDraft, orderPayload, plainProduct, send } from '../orders/support';

interface TabSettingsBody {
  version: number;
  pay_at_end: boolean;
  code_required: boolean;
}

interface OpenTab {
  id: string;
  qr_id: string;
  table_name: string;
  opened_at: string;
  total: number;
  paid: number;
  balance: number;
  balance_state: string;
  rounds: number;
  pending_requests: number;
}

interface Entry {
  action: string;
  before: unknown;
  after: unknown;
}

describe.each(testDialects)('the tab in the back office (%s)', (dialect) => {
  let h: Harness;
  let product: Product;
  let cookie: string;
  let saborId: string;
  const qrs: { id: string; name: string }[] = [];

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    product = await plainProduct(h.db, h.demo.id);
    saborId = await companyIdOf(h.db, 'sabor');
    const rows = await h.db
      .selectFrom('qrs')
      .select(['id', 'name'])
      .where('company_id', '=', h.demo.id)
      .where('ordering_type', '=', 'TABLE')
      .orderBy('name')
      .execute();
    qrs.push(...rows);
    cookie = await ownerLogin(h);
  });
  afterAll(() => h.cleanup());

  const put = (body: unknown, extra: { cookie?: string; headers?: Record<string, string> } = {}) =>
    h.app.request(hostUrl(h, 'demo', '/admin/tab-settings'), {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        ...('cookie' in extra ? (extra.cookie ? { cookie: extra.cookie } : {}) : { cookie }),
        ...extra.headers,
      },
      body: JSON.stringify(body),
    });
  const read = async (): Promise<TabSettingsBody> => {
    const response = await admin(h, 'GET', '/tab-settings', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return json<TabSettingsBody>(response);
  };
  const publicRead = async (companyId: string) => {
    const response = await h.app.request(
      api(h, `/ms-orders/public/companies/${companyId}/tab-settings`),
    );
    expect(response.status).toBe(200);
    return json<Record<string, unknown>>(response);
  };
  const audit = async (): Promise<Entry[]> => {
    const rows = await h.db
      .selectFrom('admin_audit')
      .select(['action', 'before', 'after'])
      .where('company_id', '=', h.demo.id)
      .where('action', '=', 'settings.tab')
      .orderBy('created_at')
      .execute();
    return rows.map((r) => ({
      action: r.action,
      before: typeof r.before === 'string' ? (JSON.parse(r.before) as unknown) : r.before,
      after: typeof r.after === 'string' ? (JSON.parse(r.after) as unknown) : r.after,
    }));
  };
  const openTabs = async (owner = cookie, token = 'demo'): Promise<OpenTab[]> => {
    const response = await admin(h, 'GET', '/tabs', { cookie: owner, token });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    return (await json<{ tabs: OpenTab[] }>(response)).tabs;
  };
  // The demo pays at the end: a round is placed without a payment method.
  const round = async (qrId: string, quantity = 1): Promise<Order> => {
    const order = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(product, quantity)], { table_id: qrId }),
    );
    const placed = await send(
      h,
      'PATCH',
      `/ms-orders/public/companies/${h.demo.id}/orders/${order.id}`,
      {
        timezone: 'UTC',
        currency: order.currency,
        status: 'payment_requested',
      },
    );
    expect(placed.status, await placed.clone().text()).toBe(200);
    return json<Order>(placed);
  };

  it("is the owner's only, on the owner's own origin", async () => {
    for (const path of ['/tab-settings', '/tabs']) {
      expect((await admin(h, 'GET', path)).status).toBe(401);
      expect((await admin(h, 'GET', path, { cookie: await login(h) })).status).toBe(401);
      // Another company's owner cookie is no session here.
      expect((await admin(h, 'GET', path, { cookie: await ownerLogin(h, 'sabor') })).status).toBe(
        401,
      );
    }
    const body = { pay_at_end: false, code_required: false };
    expect((await put(body, { cookie: undefined })).status).toBe(401);
    const foreign = await put(body, { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect(await audit()).toEqual([]);
    expect(await read()).toMatchObject({ pay_at_end: true, code_required: false });
  });

  it("lists each table's open tab with what it owes, and only this company's", async () => {
    expect(await openTabs()).toEqual([]);
    const [a, b] = [qrs[0]!, qrs[1]!];
    const first = await round(a.id, 1);
    const second = await round(a.id, 2);
    const third = await round(b.id, 3);
    const call = await send(
      h,
      'POST',
      `/ms-orders/public/companies/${h.demo.id}/qrs/${b.id}/requests`,
      {
        kind: 'bill',
      },
    );
    expect(call.status).toBe(201);
    // One round of table a paid (as a per-order payment would): the tab is PARTIAL.
    await h.db
      .updateTable('orders')
      .set({ payment_status: 'paid' })
      .where('company_id', '=', h.demo.id)
      .where('id', '=', first.id)
      .execute();

    const tabs = await openTabs();
    expect(tabs.map((t) => t.qr_id).sort()).toEqual([a.id, b.id].sort());
    const tabA = tabs.find((t) => t.qr_id === a.id)!;
    expect(tabA).toMatchObject({
      table_name: a.name,
      total: first.total + second.total,
      paid: first.total,
      balance: second.total,
      balance_state: 'PARTIAL',
      rounds: 2,
      pending_requests: 0,
    });
    expect(tabA.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.parse(tabA.opened_at)).not.toBeNaN();
    expect(tabs.find((t) => t.qr_id === b.id)).toMatchObject({
      table_name: b.name,
      total: third.total,
      paid: 0,
      balance: third.total,
      balance_state: 'UNPAID',
      rounds: 1,
      pending_requests: 1,
    });
    // No names, items or phones: sums only.
    expect(JSON.stringify(tabs)).not.toMatch(/phone|device|items|client_name/i);
    // Another company's owner sees none of these tabs.
    expect(await openTabs(await ownerLogin(h, 'sabor'), 'sabor')).toEqual([]);
  });

  it('saves the settings with a version, audited; the storefront reads them at once', async () => {
    const start = await read();
    expect(start).toEqual({ version: 0, pay_at_end: true, code_required: false });
    expect(await publicRead(h.demo.id)).toEqual({ pay_at_end: true, code_required: false });

    const saved = await put({ version: 0, pay_at_end: false, code_required: true });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect(await json<TabSettingsBody>(saved)).toEqual({
      version: 1,
      pay_at_end: false,
      code_required: true,
    });
    expect(await read()).toEqual({ version: 1, pay_at_end: false, code_required: true });
    expect(await publicRead(h.demo.id)).toEqual({ pay_at_end: false, code_required: true });
    // Another company keeps its own (the defaults).
    expect(await publicRead(saborId)).toEqual({ pay_at_end: false, code_required: false });
    expect(await audit()).toEqual([
      {
        action: 'settings.tab',
        before: { pay_at_end: true, code_required: false },
        after: { pay_at_end: false, code_required: true },
      },
    ]);

    // The same section under /settings/tab, as the settings form reads and saves it.
    const section = await admin(h, 'GET', '/settings/tab', { cookie });
    expect(await json(section)).toEqual({
      version: 1,
      value: { pay_at_end: false, code_required: true },
    });
  });

  it('refuses a stale version (409 with the current values) and a malformed body (422)', async () => {
    const before = (await audit()).length;
    const stale = await put({ version: 0, pay_at_end: true, code_required: true });
    expect(stale.status).toBe(409);
    const conflict = await json<ErrorBody & { current?: unknown }>(stale);
    expect(conflict.code).toBe('edit_conflict');
    expect(conflict.current).toEqual({
      version: 1,
      value: { pay_at_end: false, code_required: true },
    });
    for (const body of [
      { version: 1, pay_at_end: 'yes', code_required: true },
      { version: 1, pay_at_end: true },
      { version: -1, pay_at_end: true, code_required: true },
      { version: 1, pay_at_end: true, code_required: true, code: '1234' },
    ]) {
      const refused = await put(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect((await json<ErrorBody>(refused)).code).toBe('invalid_body');
    }
    expect((await audit()).length).toBe(before);

    // Without a version the save applies over what is stored; back to the demo's choice.
    const restored = await put({ pay_at_end: true, code_required: false });
    expect(restored.status).toBe(200);
    expect(await json<TabSettingsBody>(restored)).toEqual({
      version: 2,
      pay_at_end: true,
      code_required: false,
    });
    expect(await publicRead(h.demo.id)).toEqual({ pay_at_end: true, code_required: false });
  });

  it('answers 404 for an unknown company on the public read', async () => {
    const response = await h.app.request(
      api(h, '/ms-orders/public/companies/no-such-company/tab-settings'),
    );
    expect(response.status).toBe(404);
    expect((await json<ErrorBody>(response)).code).toBeTruthy();
  });

  it('keeps the kitchen out of the owner settings', async () => {
    const staff = await kitchen(h, 'GET', '/tabs', { cookie: await login(h) });
    expect(staff.status).toBe(200);
    expect(
      (await put({ pay_at_end: false, code_required: false }, { cookie: await login(h) })).status,
    ).toBe(401);
  });
});

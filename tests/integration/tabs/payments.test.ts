// Issue [17/21] "Paying the bill": the tab's payments on SQLite and PostgreSQL. Ten phones paying
// the rest at once give one payment; ten claims of one item give one claim; an even split adds
// up exactly and is paid to the staff, who record it, and the tab closes; a card payment through
// the sandbox's webhook pays the tab; money arriving after the hold expired is refunded.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Product } from '../../../src/domain/types';
import { createPaymentDeps } from '../../../server/payments/index';
import { releaseTabPayment, sweepTabHolds } from '../../../server/tabs/payments/holds';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { kitchen, login } from '../kitchen/support';
import { combo, createDraft, orderPayload, plainProduct, send } from '../orders/support';
import { eventually, sandboxCall } from '../payments/support';
import type { PaymentAnswer } from '../payments/support';

interface TabPaymentBody {
  id: string;
  kind: string;
  amount: number;
  tip: number;
  status: string;
  method: string;
  item_ids: string[];
  share_index: number | null;
  refund_reason: string | null;
  expires_at: string | null;
  payment: PaymentAnswer | null;
}

interface TabBody {
  id: string;
  total: number;
  paid: number;
  held: number;
  balance: number;
  balance_state: string;
  split: { people: number; shares: number[]; paid_shares: number } | null;
  payments: TabPaymentBody[];
  rounds: { items: { id: string; claim: string | null; unit_price: number; quantity: number }[] }[];
}

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

describe.each(testDialects)('paying the table tab (%s)', (dialect) => {
  let h: Harness;
  let product: Product;
  let cookie: string;
  let card: { id: string; provider_id: string };
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
    card = await h.db
      .selectFrom('payment_methods')
      .select(['id', 'provider_id'])
      .where('company_id', '=', h.demo.id)
      .where('service_key', '=', 'table')
      .where('code', '=', 'card')
      .executeTakeFirstOrThrow()
      .then((m) => ({ id: m.id, provider_id: m.provider_id ?? '' }));
    cookie = await login(h);
  });
  afterAll(() => h.cleanup());

  const base = (qrId: string) => `/ms-orders/public/companies/${h.demo.id}/qrs/${qrId}/tab`;
  const round = async (qrId: string, quantity = 1): Promise<Order> => {
    const draft = await createDraft(
      h,
      orderPayload(h.demo.id, 'TABLE', [combo(product, quantity)], { table_id: qrId }),
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
    expect(placed.status, await placed.clone().text()).toBe(200);
    return json<Order>(placed);
  };
  const tabOf = async (qrId: string): Promise<TabBody> => {
    const response = await send(h, 'GET', base(qrId));
    expect(response.status).toBe(200);
    return json<TabBody>(response);
  };
  const pay = (qrId: string, body: Record<string, unknown>) =>
    send(h, 'POST', `${base(qrId)}/payments`, {
      idempotency_key: randomUUID(),
      payment_method_id: null,
      ...body,
    });
  const codeOf = async (response: Response) => (await json<ErrorBody>(response)).code;

  it('ten phones paying the rest at once: one payment, nine refused before any charge', async () => {
    const qr = qrs[0]!;
    await round(qr, 2);
    await round(qr, 1);
    const before = await tabOf(qr);
    expect(before.balance).toBeGreaterThan(0);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(qr, { kind: 'full', payment_method_id: card.id })),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = answers.filter((r) => r.status === 409);
    expect(new Set(await Promise.all(refused.map(codeOf)))).toEqual(new Set(['tab_balance_taken']));
    const made = await json<TabPaymentBody>(answers.find((r) => r.status === 201)!);
    expect(made).toMatchObject({ kind: 'full', amount: before.balance, status: 'pending' });
    expect(made.payment?.state).toBe('pending');
    // One intent at the provider, no more.
    const rows = await h.db
      .selectFrom('payments')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('tab_payment_id', 'is not', null)
      .execute();
    expect(rows).toHaveLength(1);
    const tab = await tabOf(qr);
    expect(tab).toMatchObject({ held: before.balance, paid: 0, balance: before.balance });

    // The card pays it: the sandbox's webhook settles the tab payment and the tab is PAID.
    const confirm = await sandboxCall(h, card.provider_id, made.payment!, 'confirm', GOOD);
    expect(confirm.status).toBe(200);
    const settled = await eventually(
      () => send(h, 'GET', `${base(qr)}/payments/${made.id}`).then((r) => json<TabPaymentBody>(r)),
      (p) => p.status === 'succeeded',
    );
    expect(settled.status).toBe('succeeded');
    const after = await tabOf(qr);
    expect(after).toMatchObject({ paid: before.total, held: 0, balance: 0, balance_state: 'PAID' });
    expect(after.payments[0]!.payment).toBeNull();
    // Nothing is left: a further payment is refused.
    expect(await codeOf(await pay(qr, { kind: 'full' }))).toBe('tab_balance_taken');
  });

  it('ten claims of one item at once: exactly one claim', async () => {
    const qr = qrs[1]!;
    await round(qr, 1);
    await round(qr, 1);
    const tab = await tabOf(qr);
    const item = tab.rounds[0]!.items[0]!;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => pay(qr, { kind: 'items', item_ids: [item.id] })),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 201);
    expect(refused.map((r) => r.status)).toEqual(Array(9).fill(409));
    expect(new Set(await Promise.all(refused.map(codeOf)))).toEqual(new Set(['tab_item_claimed']));
    const claims = await h.db
      .selectFrom('tab_claims')
      .select('id')
      .where('company_id', '=', h.demo.id)
      .where('order_item_id', '=', item.id)
      .execute();
    expect(claims).toHaveLength(1);
    const made = await json<TabPaymentBody>(answers.find((r) => r.status === 201)!);
    expect(made).toMatchObject({
      kind: 'items',
      amount: item.unit_price * item.quantity,
      status: 'awaiting_staff',
      method: 'staff',
      item_ids: [item.id],
    });
    const after = await tabOf(qr);
    expect(after.rounds[0]!.items[0]!.claim).toBe('held');
    expect(after.rounds[1]!.items[0]!.claim).toBeNull();
    // The same key answers the same payment.
    const key = randomUUID();
    const other = tab.rounds[1]!.items[0]!;
    const first = await pay(qr, { idempotency_key: key, kind: 'items', item_ids: [other.id] });
    const again = await pay(qr, { idempotency_key: key, kind: 'items', item_ids: [other.id] });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect((await json<TabPaymentBody>(again)).id).toBe((await json<TabPaymentBody>(first)).id);
  });

  it('an even split adds up exactly; staff record each share; the tab turns PAID and closes', async () => {
    const qr = qrs[2]!;
    await round(qr, 1);
    await round(qr, 2);
    const before = await tabOf(qr);
    const split = await send(h, 'POST', `${base(qr)}/split`, { people: 3 });
    expect(split.status).toBe(200);
    const view = await json<TabBody>(split);
    expect(view.split?.people).toBe(3);
    expect(view.split!.shares.reduce((a, b) => a + b, 0)).toBe(before.balance);
    const shares: TabPaymentBody[] = [];
    for (let i = 0; i < 3; i += 1) {
      const response = await pay(qr, { kind: 'share' });
      expect(response.status, await response.clone().text()).toBe(201);
      shares.push(await json<TabPaymentBody>(response));
    }
    expect(shares.map((s) => s.share_index)).toEqual([0, 1, 2]);
    expect(shares.reduce((sum, s) => sum + s.amount, 0)).toBe(before.balance);
    expect(await codeOf(await pay(qr, { kind: 'share' }))).toBe('tab_split_missing');
    expect(await codeOf(await send(h, 'POST', `${base(qr)}/split`, { people: 2 }))).toBe(
      'tab_split_started',
    );
    // Not paid yet: the tab cannot close.
    const tabId = before.id;
    expect((await kitchen(h, 'POST', `/tabs/${tabId}/close`, { cookie })).status).toBe(409);
    for (const share of shares) {
      const recorded = await kitchen(h, 'POST', `/tab-payments/${share.id}/record`, {
        cookie,
        body: { method: 'cash' },
      });
      expect(recorded.status).toBe(200);
      expect(await json<TabPaymentBody>(recorded)).toMatchObject({ status: 'succeeded' });
    }
    const again = await kitchen(h, 'POST', `/tab-payments/${shares[0]!.id}/record`, {
      cookie,
      body: { method: 'cash' },
    });
    expect(again.status).toBe(409);
    const paid = await tabOf(qr);
    expect(paid).toMatchObject({ balance: 0, balance_state: 'PAID', paid: before.total });
    expect(paid.split?.paid_shares).toBe(3);
    const staffTabs = await json<{ id: string; payments: unknown[] }[]>(
      await kitchen(h, 'GET', '/tabs', { cookie }),
    );
    expect(staffTabs.find((t) => t.id === tabId)?.payments).toHaveLength(3);
    expect((await kitchen(h, 'POST', `/tabs/${tabId}/close`, { cookie })).status).toBe(200);
    expect((await send(h, 'GET', base(qr))).status).toBe(404);
  });

  it('staff record money taken at the table, never above what is left', async () => {
    const qr = qrs[3]!;
    await round(qr, 1);
    const tab = await tabOf(qr);
    const above = await kitchen(h, 'POST', `/tabs/${tab.id}/payments`, {
      cookie,
      body: { amount: tab.balance + 1, method: 'cash' },
    });
    expect(above.status).toBe(409);
    expect(await codeOf(above)).toBe('tab_balance_taken');
    const part = await kitchen(h, 'POST', `/tabs/${tab.id}/payments`, {
      cookie,
      body: { amount: 100, tip: 50, method: 'card_terminal' },
    });
    expect(part.status).toBe(201);
    // The tip is not part of what the tab was paid.
    expect(await tabOf(qr)).toMatchObject({ paid: 100, balance: tab.balance - 100 });
    expect((await tabOf(qr)).balance_state).toBe('PARTIAL');
    const custom = await pay(qr, { kind: 'custom', amount: tab.balance });
    expect(await codeOf(custom)).toBe('tab_balance_taken');
  });

  it('money that arrives after the hold expired is refunded and shows as such', async () => {
    // The split test closed this table's tab: this round opens the next one.
    const qr = qrs[2]!;
    await round(qr, 1);
    const before = await tabOf(qr);
    const made = await json<TabPaymentBody>(
      await pay(qr, { kind: 'full', payment_method_id: card.id }),
    );
    // The hold runs out; the cancel never reached the provider (the diner's frame is still open).
    await h.db
      .transaction()
      .execute((trx) =>
        releaseTabPayment(trx, h.demo.id, made.id, 'expired', new Date().toISOString()),
      );
    expect((await tabOf(qr)).held).toBe(0);
    await sandboxCall(h, card.provider_id, made.payment!, 'confirm', GOOD);
    const refunded = await eventually(
      () => send(h, 'GET', `${base(qr)}/payments/${made.id}`).then((r) => json<TabPaymentBody>(r)),
      (p) => p.status === 'refunded' && p.payment?.state === 'succeeded',
    );
    expect(refunded).toMatchObject({ status: 'refunded', refund_reason: 'hold_expired' });
    const money = await eventually(
      () =>
        h.db
          .selectFrom('payments')
          .select(['refund_state', 'refund_reason'])
          .where('company_id', '=', h.demo.id)
          .where('tab_payment_id', '=', made.id)
          .executeTakeFirstOrThrow(),
      (p) => p.refund_state === 'refunded',
    );
    expect(money).toEqual({ refund_state: 'refunded', refund_reason: 'hold_expired' });
    expect(await tabOf(qr)).toMatchObject({ paid: 0, balance: before.balance });
  });

  it('a hold that runs out gives its amount back: the sweep expires it and cancels the intent', async () => {
    const qr = qrs[3]!;
    const before = await tabOf(qr);
    const made = await json<TabPaymentBody>(
      await pay(qr, { kind: 'full', tip: 150, payment_method_id: card.id }),
    );
    // The tip rides on the charge, not on what the tab is paid.
    expect(made.amount).toBe(before.balance);
    expect(made.payment?.amount).toBe(before.balance + 150);
    expect((await tabOf(qr)).held).toBe(before.balance);
    expect(await codeOf(await pay(qr, { kind: 'full' }))).toBe('tab_balance_taken');
    const deps = createPaymentDeps({
      db: h.db,
      env: h.env,
      dispatch: (request) => Promise.resolve(h.app.fetch(request)),
    });
    const later = new Date(Date.now() + (h.env.TAB_PAYMENT_HOLD_MINUTES + 1) * 60_000);
    expect(await sweepTabHolds(deps, later)).toBeGreaterThanOrEqual(1);
    const expired = await json<TabPaymentBody>(
      await send(h, 'GET', `${base(qr)}/payments/${made.id}`),
    );
    expect(expired).toMatchObject({ status: 'expired', expires_at: null });
    expect(expired.payment?.state).toBe('canceled');
    expect((await tabOf(qr)).held).toBe(0);
    expect((await pay(qr, { kind: 'full' })).status).toBe(201);
  });

  it('refuses bad requests with clear codes, and a table without a tab with 404', async () => {
    const qr = qrs[3]!;
    const status = async (response: Response) => [response.status, await codeOf(response)];
    expect(await status(await send(h, 'POST', `${base(qr)}/split`, { people: 1 }))).toEqual([
      422,
      'invalid_body',
    ]);
    expect(await status(await pay(qr, { kind: 'custom' }))).toEqual([422, 'invalid_body']);
    expect(await status(await pay(qr, { kind: 'everything' }))).toEqual([422, 'invalid_body']);
    expect(await status(await pay(qr, { kind: 'full', tip: -1 }))).toEqual([422, 'invalid_body']);
    expect(await status(await pay(qr, { kind: 'items', item_ids: ['not-on-this-tab'] }))).toEqual([
      422,
      'invalid_body',
    ]);
    expect(await status(await pay(qr, { kind: 'full', payment_method_id: 'nope' }))).toEqual([
      422,
      'payment_method_unknown',
    ]);
    expect(await status(await send(h, 'GET', `${base(qr)}/payments/nope`))).toEqual([
      404,
      'tab_payment_not_found',
    ]);
    const closedTable = qrs[0]!;
    const { id } = await tabOf(closedTable);
    expect((await kitchen(h, 'POST', `/tabs/${id}/close`, { cookie })).status).toBe(200);
    expect(await status(await pay(closedTable, { kind: 'full' }))).toEqual([404, 'tab_not_found']);
  });

  it('refuses a tip where the country allows none (§5.6: Brazil), before anything else', async () => {
    const sabor = await h.db
      .selectFrom('companies')
      .select('id')
      .where('token', '=', 'sabor')
      .executeTakeFirstOrThrow();
    const qr = await h.db
      .selectFrom('qrs')
      .select('id')
      .where('company_id', '=', sabor.id)
      .where('ordering_type', '=', 'TABLE')
      .executeTakeFirstOrThrow();
    const response = await send(
      h,
      'POST',
      `/ms-orders/public/companies/${sabor.id}/qrs/${qr.id}/tab/payments`,
      { idempotency_key: randomUUID(), kind: 'full', tip: 100, payment_method_id: null },
    );
    expect(response.status).toBe(422);
    expect(await codeOf(response)).toBe('tips_not_accepted');
  });

  it('money that would pay more than the tab owes (a line voided meanwhile) goes back: overpaid', async () => {
    // An earlier test closed this table's tab: these rounds open the next one.
    const qr = qrs[0]!;
    await round(qr, 1);
    await round(qr, 1);
    const before = await tabOf(qr);
    const made = await json<TabPaymentBody>(
      await pay(qr, { kind: 'full', payment_method_id: card.id }),
    );
    const line = before.rounds[1]!.items[0]!;
    const voided = await kitchen(h, 'POST', `/order-items/${line.id}/void`, {
      cookie,
      body: { reason: 'sent back' },
    });
    expect(voided.status).toBe(200);
    await sandboxCall(h, card.provider_id, made.payment!, 'confirm', GOOD);
    const refunded = await eventually(
      () => send(h, 'GET', `${base(qr)}/payments/${made.id}`).then((r) => json<TabPaymentBody>(r)),
      (p) => p.status === 'refunded',
    );
    expect(refunded).toMatchObject({ status: 'refunded', refund_reason: 'overpaid' });
    const after = await tabOf(qr);
    expect(after).toMatchObject({ paid: 0, held: 0, balance_state: 'UNPAID' });
    expect(after.total).toBeLessThan(before.total);
  });
});

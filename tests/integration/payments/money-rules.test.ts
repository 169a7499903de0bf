// Issue [14/21] "the money is always right", on both databases, through the real app: an order
// is paid only by money equal to its bill. A coupon or a tip changed after the intent voids it;
// money taken for the old amount is refunded and the order stays unpaid; a signed webhook's word
// is checked with the provider's API; money for an intent never started is placed or refunded
// by the job; the status poll is rate-limited and asks the provider at most once per interval.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { buildApp } from '../../../server/app';
import { sweepDrafts } from '../../../server/orders/maintenance';
import { createPaymentDeps } from '../../../server/payments/index';
import { providerFactory } from '../../../server/payments/create-provider';
import type { ProviderFactory } from '../../../server/payments/create-provider';
import type { PaymentDeps } from '../../../server/payments/deps';
import { reconcilePayments } from '../../../server/payments/reconcile';
import { signatureHeader } from '../../../server/payments/sandbox/signature';
import { emitOrderChanged } from '../../../server/orders/events';
import type { Order, PaymentMethod, Product } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { FIXTURE_HTML, json, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { combo, createDraft, menuProduct, newClient, orderPayload, send } from '../orders/support';
import type { TestClient } from '../orders/support';
import {
  addSandbox,
  applyCoupon,
  assignPayment,
  eventually,
  orderRow,
  paymentRow,
  prepare,
  providerTook,
  sandboxCall,
  sandboxIntent,
  start,
  WEBHOOK_SECRET,
} from './support';
import type { PaymentAnswer } from './support';

const GOOD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };
const POLLS_PER_MINUTE = 5;

describe.each(testDialects)('the money is always right (%s)', (dialect) => {
  let h: Harness;
  let providerId: string;
  let card: PaymentMethod;
  let nachos: Product;
  let deaf: PaymentDeps;
  let client: TestClient;
  const retrieves = { count: 0 };

  beforeAll(async () => {
    // The app's payment service, with the provider's status calls counted.
    let app: Hono | null = null;
    const env = {
      RATE_LIMIT_STATUS_CHECKS_PER_MINUTE: String(POLLS_PER_MINUTE),
      RATE_LIMIT_COUPON_TRIES_PER_MINUTE: '1000',
    };
    h = await startHarness(dialect, { env });
    const dispatch = (request: Request): Promise<Response> =>
      Promise.resolve(app ? app.fetch(request) : new Response(null, { status: 503 }));
    const base = providerFactory({ db: h.db, env: h.env, dispatch });
    const counted: ProviderFactory = (record) => {
      const provider = base(record);
      return {
        ...provider,
        retrieve: (id) => {
          retrieves.count += 1;
          return provider.retrieve(id);
        },
      };
    };
    const payments: PaymentDeps = {
      db: h.db,
      env: h.env,
      providers: counted,
      publish: (order) => emitOrderChanged(order, 'ORDER_UPDATED'),
      dispatch,
    };
    app = buildApp({
      db: h.db,
      env: h.env,
      indexHtml: FIXTURE_HTML,
      mediaDir: h.mediaDir,
      payments,
    });
    h = { ...h, app };
    // An instance whose webhooks never arrive, on the same database (the job's view).
    deaf = createPaymentDeps({
      db: h.db,
      env: h.env,
      dispatch: () => Promise.reject(new Error('lost')),
    });
    ({ providerId, card } = await addSandbox(h, h.demo.id));
    client = await newClient(h, h.demo.id, '1', '2125550177');
    nachos = await menuProduct(h.db, h.demo.id, 'Loaded Nachos');
    await h.db
      .updateTable('product_variants')
      .set({ stock: 10_000 })
      .where('id', '=', nachos.product_variants[0]!.id)
      .execute();
  });
  afterAll(() => h.cleanup());

  /** Four Loaded Nachos to take away, paid by card, with `coupon` applied first. */
  async function draft(coupon?: string): Promise<Order> {
    let order = await createDraft(
      h,
      orderPayload(h.demo.id, 'TAKEAWAY', [combo(nachos, 4)], { client_id: client.id }),
      client.secret,
    );
    if (coupon) order = await json<Order>(await applyCoupon(h, order, coupon));
    const assigned = await assignPayment(h, order, card);
    expect(assigned.status).toBe(200);
    return json<Order>(assigned);
  }

  async function intentFor(order: Order): Promise<PaymentAnswer> {
    const response = await prepare(h, order, card);
    expect(response.status).toBe(201);
    return json<PaymentAnswer>(response);
  }

  const readOrder = (id: string) => orderRow(h, h.demo.id, id);
  const readPayment = (id: string) => paymentRow(h, h.demo.id, id);

  it('a coupon changed after the intent voids it: the old amount cannot be charged', async () => {
    const order = await draft('STAFF50');
    const payment = await intentFor(order);
    expect(payment.amount).toBe(order.total);
    const raised = await json<Order>(await applyCoupon(h, order, 'WELCOME10'));
    expect(raised.total).toBeGreaterThan(order.total);

    // The old intent is cancelled at the provider, then in our books.
    await eventually(
      () => readPayment(payment.id),
      (row) => row.state === 'canceled',
    );
    expect((await sandboxIntent(h, payment.client.intent_id!)).status).toBe('canceled');
    // Confirmed without a start (as Stripe's browser-side confirmation allows): nothing is taken.
    const confirm = await json(await sandboxCall(h, providerId, payment, 'confirm', GOOD));
    expect(confirm).toMatchObject({ status: 'canceled' });
    // And it cannot be started either.
    expect((await start(h, h.demo.id, payment.id)).status).toBe(409);
    const row = await readOrder(order.id);
    expect([row.status, row.payment_status, row.placed_at]).toEqual(['INITIATED', null, null]);
  });

  it('money taken for the old amount is refunded and the order stays unpaid (coupon)', async () => {
    const order = await draft('STAFF50');
    const payment = await intentFor(order);
    // The diner's bank took the old amount; its webhook has not come yet.
    await providerTook(h, payment.client.intent_id!);
    const raised = await json<Order>(await applyCoupon(h, order, 'WELCOME10'));
    const refunded = await eventually(
      () => readPayment(payment.id),
      (row) => row.refund_state === 'refunded',
    );
    expect(refunded).toMatchObject({
      state: 'succeeded',
      refund_reason: 'amount_mismatch',
      refund_state: 'refunded',
    });
    expect(Number(refunded.received_amount)).toBe(order.total);
    expect(Number((await sandboxIntent(h, payment.client.intent_id!)).refunded)).toBe(order.total);
    const row = await readOrder(order.id);
    expect([row.status, row.payment_status, row.placed_at]).toEqual(['INITIATED', null, null]);

    // The diner sees why, and can pay the right amount.
    const listed = await json<{ data: { data: PaymentAnswer[] } }>(
      await send(
        h,
        'GET',
        `/ms-payments/public/company-payments/filters?company_id=${h.demo.id}&reference_id=${order.id}`,
      ),
    );
    expect(listed.data.data.find((p) => p.id === payment.id)).toMatchObject({
      refund_reason: 'amount_mismatch',
      refund_state: 'refunded',
    });
    const again = await intentFor(raised);
    expect(again.id).not.toBe(payment.id);
    expect(again.amount).toBe(raised.total);
    expect((await start(h, h.demo.id, again.id)).status).toBe(200);
    await sandboxCall(h, providerId, again, 'confirm', GOOD);
    const paid = await eventually(
      () => readOrder(order.id),
      (r) => r.status === 'PENDING',
    );
    expect([paid.status, paid.payment_status]).toEqual(['PENDING', 'paid']);
  });

  it('money taken before the tip was raised is refunded: the bill is not marked paid', async () => {
    const order = await draft();
    const payment = await intentFor(order);
    await providerTook(h, payment.client.intent_id!);
    expect((await assignPayment(h, order, card, 500_000)).status).toBe(200);
    const refunded = await eventually(
      () => readPayment(payment.id),
      (row) => row.refund_state === 'refunded',
    );
    expect(refunded.refund_reason).toBe('amount_mismatch');
    const row = await readOrder(order.id);
    expect([row.status, row.payment_status]).toEqual(['INITIATED', null]);
  });

  it('a signed webhook is checked with the provider: less money than the bill is refunded', async () => {
    const order = await draft();
    const payment = await intentFor(order);
    expect((await start(h, h.demo.id, payment.id)).status).toBe(200);
    // The provider says it took 1 cent (a broken or hostile upstream), and the event says paid.
    await providerTook(h, payment.client.intent_id!, 1);
    const body = JSON.stringify({
      id: `evt_one_cent_${order.id}`,
      type: 'payment.succeeded',
      data: { id: payment.client.intent_id, status: 'succeeded', amount: order.total },
    });
    const answer = await send(h, 'POST', `/ms-payments/webhooks/${providerId}`, body, {
      'content-type': 'application/json',
      'sandbox-signature': signatureHeader(WEBHOOK_SECRET, body, new Date()),
    });
    expect(answer.status).toBe(200);
    const row = await readOrder(order.id);
    // Released like a failed payment: nothing held, not in the kitchen.
    expect([row.status, row.payment_status, row.placed_at]).toEqual(['INITIATED', 'failed', null]);
    const refunded = await readPayment(payment.id);
    expect([
      refunded.refund_reason,
      refunded.refund_state,
      Number(refunded.refunded_amount),
    ]).toEqual(['amount_mismatch', 'refunded', 1]);
  });

  it('money for an intent never started is placed by the job when it is the bill', async () => {
    const order = await draft();
    const payment = await intentFor(order);
    await providerTook(h, payment.client.intent_id!);
    const result = await reconcilePayments(deaf, new Date(Date.now() + 60_000));
    expect(result.errors).toBe(0);
    const row = await readOrder(order.id);
    expect([row.status, row.payment_status]).toEqual(['PENDING', 'paid']);
    expect((await readPayment(payment.id)).refund_state).toBeNull();
  });

  it('money for an intent never started is refunded by the job when its draft is gone', async () => {
    const order = await draft();
    const payment = await intentFor(order);
    await providerTook(h, payment.client.intent_id!);
    // The sweeper deletes the abandoned draft first (the order of events in the attack).
    const later = new Date(Date.now() + (h.env.DRAFT_TTL_MINUTES + 1) * 60_000);
    expect(await sweepDrafts(h.db, later, h.env.DRAFT_TTL_MINUTES)).toBeGreaterThan(0);
    await reconcilePayments(deaf, later);
    const refunded = await readPayment(payment.id);
    expect([refunded.state, refunded.refund_reason, refunded.refund_state]).toEqual([
      'succeeded',
      'not_placeable',
      'refunded',
    ]);
    expect(Number((await sandboxIntent(h, payment.client.intent_id!)).refunded)).toBe(order.total);
  });

  it('money for an order whose stock ran out is refunded, and an unpaid intent expires', async () => {
    const lava = await menuProduct(h.db, h.demo.id, 'Chocolate Lava Cake');
    const variant = lava.product_variants[0]!.id;
    const created = await createDraft(
      h,
      orderPayload(h.demo.id, 'TAKEAWAY', [combo(lava)], { client_id: client.id }),
      client.secret,
    );
    const order = await json<Order>(await assignPayment(h, created, card));
    const payment = await intentFor(order);
    const stock = await h.db
      .selectFrom('product_variants')
      .select('stock')
      .where('id', '=', variant)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('product_variants')
      .set({ stock: 0 })
      .where('id', '=', variant)
      .execute();
    try {
      await providerTook(h, payment.client.intent_id!);
      await reconcilePayments(deaf, new Date(Date.now() + 60_000));
      const refunded = await readPayment(payment.id);
      expect([refunded.refund_reason, refunded.refund_state]).toEqual([
        'not_placeable',
        'refunded',
      ]);
      expect((await readOrder(order.id)).placed_at).toBeNull();
    } finally {
      await h.db
        .updateTable('product_variants')
        .set({ stock: stock.stock })
        .where('id', '=', variant)
        .execute();
    }

    const idle = await intentFor(await draft());
    const afterTtl = new Date(Date.now() + (h.env.PAYMENT_TTL_MINUTES + 1) * 60_000);
    await reconcilePayments(deaf, afterTtl);
    expect((await readPayment(idle.id)).state).toBe('expired');
    expect((await sandboxIntent(h, idle.client.intent_id!)).status).toBe('canceled');
  });

  it('the status poll is rate-limited and asks the provider at most once per interval', async () => {
    const order = await draft();
    const payment = await intentFor(order);
    expect((await start(h, h.demo.id, payment.id)).status).toBe(200);
    const poll = () =>
      send(
        h,
        'GET',
        `/ms-payments/public/company-payments/filters?company_id=${h.demo.id}&reference_id=${order.id}`,
      );
    const before = retrieves.count;
    const answers = await Promise.all(Array.from({ length: POLLS_PER_MINUTE }, () => poll()));
    expect(answers.map((a) => a.status)).toEqual(Array(POLLS_PER_MINUTE).fill(200));
    // Five polls at once, one provider call.
    expect(retrieves.count - before).toBe(1);
    const refused = await poll();
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await json(refused)).code).toBe('rate_limited');
    // Another order's poll is counted apart.
    const other = await draft();
    const answer = await send(
      h,
      'GET',
      `/ms-payments/public/company-payments/filters?company_id=${h.demo.id}&reference_id=${other.id}`,
    );
    expect(answer.status).toBe(200);
  });
});

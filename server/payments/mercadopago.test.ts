// The adapter against a local server speaking Mercado Pago's REST API v1 wire format (JSON, Bearer
// auth, X-Idempotency-Key replays, MP's error bodies), so what is asserted is what goes over HTTP.
import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCardPayment, createMercadoPagoProvider } from './mercadopago';
import type { MercadoPagoConfig } from './mercadopago';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './provider';
import type { HttpAdapterOptions, IntentRequest, PaymentProvider } from './provider';

const TOKEN = 'APP_USR-1234567890123456-010101-0123456789abcdef0123456789abcdef-123456789';
const CONFIG: MercadoPagoConfig = {
  accessToken: TOKEN,
  publicKey: 'APP_USR-public-0000',
  webhookSecret: 'whsec-mp-test-secret',
};

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

interface StoredPayment {
  id: number;
  status: string;
  status_detail: string;
  transaction_amount: number;
  currency_id: string;
  [key: string]: unknown;
}

interface Reply {
  status: number;
  json: unknown;
}

/** What the next requests meet instead of the API: an error status, or no answer at all. */
type Fault = Reply | 'hang';

interface FakeMercadoPago {
  url: string;
  received: Received[];
  payments: Map<number, StoredPayment>;
  refunds: Map<number, Record<string, unknown>[]>;
  fault: Fault | null;
  /** The status the next refunds are created with (MP answers approved for most). */
  refundStatus: string;
  seed(fields: Partial<StoredPayment>): number;
  reset(): void;
  close(): Promise<void>;
}

const mpError = (status: number, error: string, code: number, message: string): Reply => ({
  status,
  json: { message, error, status, cause: [{ code, description: message, data: null }] },
});

async function startFakeMercadoPago(): Promise<FakeMercadoPago> {
  let nextId = 1_325_000_001;
  const replays = new Map<string, Reply>();

  const createPayment = (body: Record<string, unknown>): Reply => {
    const payer = body.payer as Record<string, unknown> | undefined;
    if (typeof body.transaction_amount !== 'number' || body.transaction_amount <= 0) {
      return mpError(400, 'bad_request', 4020, 'transaction_amount must be positive');
    }
    if (typeof payer?.email !== 'string') {
      return mpError(400, 'bad_request', 4050, 'payer.email must be a valid email');
    }
    const id = nextId++;
    const outcome: Record<string, [string, string]> = {
      tok_approved: ['approved', 'accredited'],
      tok_rejected: ['rejected', 'cc_rejected_insufficient_amount'],
      tok_challenge: ['pending', 'pending_challenge'],
    };
    const [status, detail] =
      body.payment_method_id === 'pix'
        ? ['pending', 'pending_waiting_transfer']
        : (outcome[String(body.token)] ?? ['rejected', 'cc_rejected_other_reason']);
    const payment: StoredPayment = {
      ...body,
      id,
      status,
      status_detail: detail,
      currency_id: 'BRL',
      transaction_amount: body.transaction_amount,
    };
    if (body.payment_method_id === 'pix') {
      payment.point_of_interaction = {
        type: 'PIX',
        transaction_data: {
          qr_code: `00020126580014br.gov.bcb.pix0136${id}5204000053039865802BR6304ABCD`,
          qr_code_base64: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk',
          ticket_url: `https://www.mercadopago.com.br/payments/${id}/ticket`,
        },
      };
    }
    mp.payments.set(id, payment);
    return { status: 201, json: payment };
  };

  const route = (req: Received): Reply => {
    if (req.headers.authorization !== `Bearer ${TOKEN}`) {
      return mpError(401, 'unauthorized', 2002, 'invalid access token');
    }
    const key = req.headers['x-idempotency-key'];
    const replayKey = typeof key === 'string' ? `${req.method} ${req.path} ${key}` : null;
    const replay = replayKey === null ? undefined : replays.get(replayKey);
    if (replay) return replay;
    const reply = answer(req);
    if (replayKey !== null && reply.status < 500) replays.set(replayKey, reply);
    return reply;
  };

  const answer = (req: Received): Reply => {
    if (req.method === 'POST' && req.path === '/v1/payments') return createPayment(req.body);
    const match = /^\/v1\/payments\/(\d+)(\/refunds)?$/.exec(req.path);
    const payment = match ? mp.payments.get(Number(match[1])) : undefined;
    if (!match || !payment) return mpError(404, 'not_found', 2000, 'Payment not found');
    if (match[2] && req.method === 'POST') {
      const taken = (mp.refunds.get(payment.id) ?? []).reduce(
        (sum, r) => sum + Number(r.amount),
        0,
      );
      const amount = Number(req.body.amount ?? payment.transaction_amount);
      if (payment.status !== 'approved' || amount > payment.transaction_amount - taken) {
        return mpError(400, 'bad_request', 2085, 'Invalid refund');
      }
      const refund = { id: nextId++, payment_id: payment.id, amount, status: mp.refundStatus };
      mp.refunds.set(payment.id, [...(mp.refunds.get(payment.id) ?? []), refund]);
      return { status: 201, json: refund };
    }
    if (req.method === 'GET') return { status: 200, json: payment };
    if (req.method === 'PUT' && req.body.status === 'cancelled') {
      if (!['pending', 'in_process', 'authorized'].includes(payment.status)) {
        return mpError(400, 'bad_request', 2062, 'Payment cannot be cancelled');
      }
      payment.status = 'cancelled';
      payment.status_detail = 'by_collector';
      return { status: 200, json: payment };
    }
    return mpError(405, 'method_not_allowed', 0, 'Method not allowed');
  };

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const entry: Received = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://mp').pathname,
        headers: req.headers,
        body: raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>),
      };
      mp.received.push(entry);
      if (mp.fault === 'hang') return;
      const reply = mp.fault ?? route(entry);
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;

  const mp: FakeMercadoPago = {
    url: `http://127.0.0.1:${port}`,
    received: [],
    payments: new Map(),
    refunds: new Map(),
    fault: null,
    refundStatus: 'approved',
    seed(fields) {
      const id = nextId++;
      mp.payments.set(id, {
        id,
        status: 'approved',
        status_detail: 'accredited',
        transaction_amount: 50,
        currency_id: 'BRL',
        ...fields,
      });
      return id;
    },
    reset() {
      mp.received.length = 0;
      mp.fault = null;
      mp.refundStatus = 'approved';
    },
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
  return mp;
}

function pixRequest(overrides: Partial<IntentRequest> = {}): IntentRequest {
  return {
    idempotencyKey: `pay-${Math.random().toString(36).slice(2)}`,
    amount: 1250,
    currency: 'BRL',
    method: 'pix',
    paymentId: 'pay_01',
    orderId: 'ord_01',
    companyId: 'co_01',
    description: 'Order #1234 at Cantina',
    payer: { name: 'Ana', email: null, phone: null },
    ...overrides,
  };
}

/** The rejection a promise ends with, so its class and message can both be checked. */
async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

let fake: FakeMercadoPago;
let options: HttpAdapterOptions;
let provider: PaymentProvider;

beforeAll(async () => {
  fake = await startFakeMercadoPago();
  options = { apiBase: fake.url, timeoutMs: 2_000 };
  provider = createMercadoPagoProvider(CONFIG, options);
});

afterAll(async () => {
  await fake.close();
});

beforeEach(() => {
  fake.reset();
});

describe('createIntent', () => {
  it('creates a Pix in major units with the idempotency key and answers its copy-and-paste code', async () => {
    const request = pixRequest({ idempotencyKey: 'pix-key-1' });
    const answer = await provider.createIntent(request);

    expect(fake.received).toHaveLength(1);
    const sent = fake.received[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payments');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers['x-idempotency-key']).toBe('pix-key-1');
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toMatchObject({
      transaction_amount: 12.5,
      payment_method_id: 'pix',
      description: 'Order #1234 at Cantina',
      external_reference: 'pay_01',
      metadata: { order_id: 'ord_01', company_id: 'co_01', payment_id: 'pay_01' },
      payer: { first_name: 'Ana' },
    });
    expect(sent.body.payer).toHaveProperty(
      'email',
      expect.stringMatching(/^[^@\s]+@[^@\s]+\.\w+$/),
    );

    const stored = fake.payments.get(Number(answer.providerPaymentId))!;
    expect(answer).toEqual({
      providerPaymentId: String(stored.id),
      state: 'pending',
      client: { pix_code: expect.stringMatching(/^000201/) as unknown },
    });
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
    expect(JSON.stringify(answer)).not.toContain('iVBOR');
  });

  it('passes the diner email when there is one', async () => {
    await provider.createIntent(
      pixRequest({ payer: { name: null, email: 'ana@example.com', phone: null } }),
    );
    expect(fake.received[0]!.body.payer).toEqual({ email: 'ana@example.com' });
  });

  it('creates one payment at Mercado Pago when the same key is sent twice', async () => {
    const before = fake.payments.size;
    const first = await provider.createIntent(pixRequest({ idempotencyKey: 'twice' }));
    const second = await provider.createIntent(pixRequest({ idempotencyKey: 'twice' }));
    expect(second.providerPaymentId).toBe(first.providerPaymentId);
    expect(fake.payments.size).toBe(before + 1);

    await provider.createIntent(pixRequest({ idempotencyKey: 'another' }));
    expect(fake.payments.size).toBe(before + 2);
  });

  it('refuses a Pix in a currency other than reais without calling Mercado Pago', async () => {
    const error = await failure(provider.createIntent(pixRequest({ currency: 'ARS' })));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect(fake.received).toHaveLength(0);
  });

  it('opens a card payment for the Brick with the public key only', async () => {
    const answer = await provider.createIntent(
      pixRequest({ method: 'card', idempotencyKey: 'card-key' }),
    );
    expect(answer).toEqual({
      providerPaymentId: 'pending:card-key',
      state: 'pending',
      client: { public_key: CONFIG.publicKey, amount: '1250' },
    });
    expect(fake.received).toHaveLength(0);
    expect(JSON.stringify(answer)).not.toContain(TOKEN);
  });
});

describe('createCardPayment', () => {
  const input = {
    token: 'tok_approved',
    installments: 1,
    paymentMethodId: 'master',
    issuerId: '24',
    payerEmail: 'ana@example.com',
    idempotencyKey: 'card-pay-1',
    amount: 1999,
    description: 'Order #1234 at Cantina',
    paymentId: 'pay_02',
    orderId: 'ord_02',
    companyId: 'co_01',
  };

  it('charges the Brick token and answers the outcome', async () => {
    const answer = await createCardPayment(CONFIG, options, input);
    const sent = fake.received[0]!;
    expect(sent.headers['x-idempotency-key']).toBe('card-pay-1');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.body).toMatchObject({
      transaction_amount: 19.99,
      token: 'tok_approved',
      installments: 1,
      payment_method_id: 'master',
      issuer_id: 24,
      payer: { email: 'ana@example.com' },
      external_reference: 'pay_02',
    });
    expect(answer.state).toBe('succeeded');
    expect(fake.payments.get(Number(answer.providerPaymentId))?.status).toBe('approved');
  });

  it('answers a declined card as failed with the reason', async () => {
    const answer = await createCardPayment(CONFIG, options, {
      ...input,
      token: 'tok_rejected',
      idempotencyKey: 'card-pay-2',
    });
    expect(answer.state).toBe('failed');
    expect(answer.client).toEqual({ status_detail: 'cc_rejected_insufficient_amount' });
  });
});

describe('retrieve', () => {
  it.each([
    ['pending', 'pending_waiting_transfer', 'pending'],
    ['pending', 'pending_challenge', 'pending'],
    ['in_process', 'pending_contingency', 'processing'],
    ['authorized', '', 'processing'],
    ['approved', 'accredited', 'succeeded'],
    ['rejected', 'cc_rejected_other_reason', 'failed'],
    ['cancelled', 'expired', 'canceled'],
    ['refunded', 'refunded', 'canceled'],
    ['charged_back', 'settled', 'canceled'],
  ])('maps status %s (%s) to %s', async (status, detail, state) => {
    const id = fake.seed({ status, status_detail: detail });
    const answer = await provider.retrieve(String(id));
    expect(answer.state).toBe(state);
    expect(fake.received[0]).toMatchObject({ method: 'GET', path: `/v1/payments/${id}` });
  });

  it.each([
    [12.5, 1250],
    [0.1 + 0.2, 30],
    [0.29, 29],
    [19.99, 1999],
    [0.01, 1],
  ])('reads transaction_amount %d as %d cents', async (major, cents) => {
    const id = fake.seed({ transaction_amount: major, currency_id: 'BRL' });
    expect(await provider.retrieve(String(id))).toEqual({
      providerPaymentId: String(id),
      state: 'succeeded',
      amount: cents,
      currency: 'BRL',
    });
  });

  it('refuses a card payment that was never charged without calling Mercado Pago', async () => {
    const error = await failure(provider.retrieve('pending:card-key'));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect(fake.received).toHaveLength(0);
  });
});

describe('cancel', () => {
  it('cancels a pending payment', async () => {
    const id = fake.seed({ status: 'pending', status_detail: 'pending_waiting_transfer' });
    const answer = await provider.cancel(String(id));
    expect(fake.received[0]).toMatchObject({
      method: 'PUT',
      path: `/v1/payments/${id}`,
      body: { status: 'cancelled' },
    });
    expect(answer.state).toBe('canceled');
    expect(fake.payments.get(id)?.status).toBe('cancelled');
  });

  it('answers succeeded when the payment was approved before the cancel arrived', async () => {
    const id = fake.seed({ status: 'approved' });
    const answer = await provider.cancel(String(id));
    expect(answer).toMatchObject({ state: 'succeeded', amount: 5000 });
    expect(fake.payments.get(id)?.status).toBe('approved');
  });

  it('keeps the refusal for a payment Mercado Pago does not know', async () => {
    const error = await failure(provider.cancel('999'));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).code).toBe('not_found');
  });
});

describe('refund', () => {
  it('refunds in major units with the idempotency key, once per key', async () => {
    const id = fake.seed({ status: 'approved', transaction_amount: 50 });
    const first = await provider.refund(String(id), 1250, 'refund-1');
    const again = await provider.refund(String(id), 1250, 'refund-1');

    const sent = fake.received[0]!;
    expect(sent).toMatchObject({ method: 'POST', path: `/v1/payments/${id}/refunds` });
    expect(sent.body).toEqual({ amount: 12.5 });
    expect(sent.headers['x-idempotency-key']).toBe('refund-1');
    expect(first.state).toBe('refunded');
    expect(again).toEqual(first);
    expect(fake.refunds.get(id)).toHaveLength(1);
  });

  it.each([
    ['in_process', 'pending'],
    ['pending', 'pending'],
  ])('answers a refund MP reports as %s as %s', async (status, state) => {
    fake.refundStatus = status;
    const id = fake.seed({ status: 'approved' });
    expect((await provider.refund(String(id), 500, `refund-${status}`)).state).toBe(state);
  });

  it('refuses a refund MP rejects', async () => {
    fake.refundStatus = 'rejected';
    const id = fake.seed({ status: 'approved' });
    const error = await failure(provider.refund(String(id), 500, 'refund-rejected'));
    expect(error).toBeInstanceOf(ProviderRefused);
  });

  it('refuses a refund of a payment that was not approved', async () => {
    const id = fake.seed({ status: 'pending' });
    const error = await failure(provider.refund(String(id), 500, 'refund-pending'));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).code).toBe('bad_request');
  });
});

describe('errors', () => {
  const leaky = { message: `invalid token ${TOKEN} in body`, error: 'bad_request', status: 400 };

  it.each([500, 503, 429])('answers HTTP %d as unavailable', async (status) => {
    fake.fault = { status, json: leaky };
    const error = await failure(provider.createIntent(pixRequest()));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain('invalid token');
  });

  it('gives up on a server that never answers after timeoutMs', async () => {
    fake.fault = 'hang';
    const quick = createMercadoPagoProvider(CONFIG, { apiBase: fake.url, timeoutMs: 200 });
    const started = Date.now();
    const error = await failure(quick.retrieve('123'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).reason).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('answers an unreachable server as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((ready) => closed.listen(0, '127.0.0.1', ready));
    const { port } = closed.address() as AddressInfo;
    await new Promise((done) => closed.close(done));
    const gone = createMercadoPagoProvider(CONFIG, {
      apiBase: `http://127.0.0.1:${port}`,
      timeoutMs: 1_000,
    });
    const error = await failure(gone.retrieve('123'));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).reason).toBe('unreachable');
  });

  it('answers a 400 as refused with MP error code and nothing of the body', async () => {
    fake.fault = { status: 400, json: leaky };
    const error = await failure(provider.createIntent(pixRequest()));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).code).toBe('bad_request');
    expect(error.message).not.toContain(TOKEN);
    expect(error.message).not.toContain('invalid token');
  });

  it('falls back to the first cause code when MP gives no error', async () => {
    fake.fault = { status: 400, json: { message: 'x', status: 400, cause: [{ code: 4020 }] } };
    const error = await failure(provider.createIntent(pixRequest()));
    expect((error as ProviderRefused).code).toBe('4020');
  });

  it('answers a wrong access token as refused without echoing it', async () => {
    const wrong = createMercadoPagoProvider({ ...CONFIG, accessToken: 'APP_USR-wrong' }, options);
    const error = await failure(wrong.retrieve(String(fake.seed({}))));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).code).toBe('unauthorized');
    expect(error.message).not.toContain('APP_USR');
  });
});

describe('parseWebhook', () => {
  const TS = 1_704_908_010;
  const AT = new Date(TS * 1000);

  function notification(dataId = '1325000001', requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e') {
    const body = JSON.stringify({
      action: 'payment.updated',
      api_version: 'v1',
      data: { id: dataId },
      date_created: '2024-01-10T14:13:30Z',
      id: 114_567_890_123,
      live_mode: true,
      type: 'payment',
      user_id: '123456789',
    });
    return { body, requestId };
  }

  /** MP's documented manifest: id:{data.id};request-id:{x-request-id};ts:{ts}; */
  function signed(
    dataId: string,
    requestId: string,
    ts: number | string,
    secret = CONFIG.webhookSecret,
  ) {
    const manifest = `id:${dataId.toLowerCase()};request-id:${requestId};ts:${ts};`;
    const v1 = createHmac('sha256', secret).update(manifest).digest('hex');
    return new Headers({ 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId });
  }

  it('verifies a correctly signed notification and reads it', () => {
    const { body, requestId } = notification();
    const event = provider.parseWebhook(body, signed('1325000001', requestId, TS), AT);
    expect(event).toEqual({
      id: '114567890123',
      type: 'payment',
      providerPaymentId: '1325000001',
      state: null,
    });
  });

  it('signs an alphanumeric data.id in lower case', () => {
    const { body, requestId } = notification('ABC123');
    const event = provider.parseWebhook(body, signed('ABC123', requestId, TS), AT);
    expect(event.providerPaymentId).toBe('ABC123');
  });

  it('falls back to the data id and ts when the notification has no id', () => {
    const body = JSON.stringify({ action: 'payment.created', data: { id: 42 } });
    const event = provider.parseWebhook(body, signed('42', 'req-1', TS), AT);
    expect(event).toMatchObject({
      id: `42:${TS}`,
      type: 'payment.created',
      providerPaymentId: '42',
    });
  });

  it('rejects a notification signed with another secret', () => {
    const { body, requestId } = notification();
    const headers = signed('1325000001', requestId, TS, 'another-secret');
    expect(() => provider.parseWebhook(body, headers, AT)).toThrow(WebhookRejected);
  });

  it('rejects a body whose data.id was changed', () => {
    const { requestId } = notification();
    const headers = signed('1325000001', requestId, TS);
    const { body } = notification('1325000002');
    expect(() => provider.parseWebhook(body, headers, AT)).toThrow(WebhookRejected);
  });

  it('rejects a changed x-request-id', () => {
    const { body, requestId } = notification();
    const headers = signed('1325000001', requestId, TS);
    headers.set('x-request-id', 'ffffffff-6aae-46ac-982e-9dcd3581d08e');
    expect(() => provider.parseWebhook(body, headers, AT)).toThrow(WebhookRejected);
  });

  it('accepts a ts 299 s away and rejects one 301 s away', () => {
    const { body, requestId } = notification();
    const headers = signed('1325000001', requestId, TS);
    const after = (s: number) => new Date((TS + s) * 1000);
    expect(provider.parseWebhook(body, headers, after(299)).providerPaymentId).toBe('1325000001');
    expect(provider.parseWebhook(body, headers, after(-299)).providerPaymentId).toBe('1325000001');
    expect(() => provider.parseWebhook(body, headers, after(301))).toThrow(WebhookRejected);
    expect(() => provider.parseWebhook(body, headers, after(-301))).toThrow(WebhookRejected);
  });

  it('reads a ts in milliseconds too', () => {
    const { body, requestId } = notification();
    const headers = signed('1325000001', requestId, TS * 1000);
    expect(provider.parseWebhook(body, headers, new Date(TS * 1000 + 299_000)).type).toBe(
      'payment',
    );
    expect(() => provider.parseWebhook(body, headers, new Date(TS * 1000 + 301_000))).toThrow(
      WebhookRejected,
    );
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['without v1', `ts=${TS}`],
    ['without ts', `v1=${'a'.repeat(64)}`],
    ['with a short v1', `ts=${TS},v1=abc`],
    ['with a non-numeric ts', `ts=soon,v1=${'a'.repeat(64)}`],
  ])('rejects an x-signature that is %s', (_label, value) => {
    const { body, requestId } = notification();
    const headers = new Headers({ 'x-request-id': requestId });
    if (value !== null) headers.set('x-signature', value);
    expect(() => provider.parseWebhook(body, headers, AT)).toThrow(WebhookRejected);
  });

  it('rejects a body that is not JSON, even when signed', () => {
    const headers = signed('1325000001', 'req-1', TS);
    expect(() => provider.parseWebhook('id=1325000001&topic=payment', headers, AT)).toThrow(
      WebhookRejected,
    );
  });

  it('rejects a body without data.id', () => {
    const headers = signed('1325000001', 'req-1', TS);
    const body = JSON.stringify({ type: 'payment', data: {} });
    expect(() => provider.parseWebhook(body, headers, AT)).toThrow(WebhookRejected);
  });
});

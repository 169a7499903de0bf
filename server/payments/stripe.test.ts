// The adapter against a local server that speaks Stripe's documented wire format (form-encoded
// bodies, Bearer key, Idempotency-Key, JSON objects and error envelopes), so the real SDK runs
// end to end and every assertion is about what crossed the wire or came back from it.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './provider';
import type { IntentRequest, PaymentProvider, ProviderState } from './provider';
import { createStripeProvider } from './stripe';

const SECRET_KEY = 'sk_test_51NeverLeaveTheServer';
const PUBLISHABLE_KEY = 'pk_test_51FineInTheBrowser';
const WEBHOOK_SECRET = 'whsec_test_signing_secret';

type Json = Record<string, unknown>;
interface Seen {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: URLSearchParams;
}
type Answer = { status: number; body: Json } | 'hang';

const seen: Seen[] = [];
const intents = new Map<string, Json>();
const replays = new Map<string, { status: number; body: Json }>();
let refundStatus = 'succeeded';
/** A test's own answer, ahead of the routes (outages, declines). */
let override: ((request: Seen) => Answer | undefined) | null = null;
let counter = 0;

function stripeError(status: number, type: string, message: string, code?: string): Answer {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

function route(request: Seen): Answer {
  const { method, path, form } = request;
  if (request.headers.authorization !== `Bearer ${SECRET_KEY}`) {
    return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
  }
  if (method === 'POST' && path === '/v1/payment_intents') {
    const id = `pi_${++counter}`;
    const intent: Json = {
      id,
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      currency: form.get('currency'),
      status: 'requires_payment_method',
      client_secret: `${id}_secret_${counter}`,
      last_payment_error: null,
      description: form.get('description'),
    };
    intents.set(id, intent);
    return { status: 200, body: intent };
  }
  const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(path);
  const intent = match ? intents.get(match[1]!) : undefined;
  if (match && !intent)
    return stripeError(404, 'invalid_request_error', 'No such', 'resource_missing');
  if (intent && method === 'GET' && !match![2]) return { status: 200, body: intent };
  if (intent && method === 'POST' && match![2]) {
    if (['succeeded', 'canceled', 'processing'].includes(String(intent.status))) {
      const message = `You cannot cancel this PaymentIntent because it has a status of ${String(intent.status)}.`;
      return stripeError(400, 'invalid_request_error', message, 'payment_intent_unexpected_state');
    }
    intent.status = 'canceled';
    return { status: 200, body: intent };
  }
  if (method === 'POST' && path === '/v1/refunds') {
    const failed = refundStatus === 'failed';
    const body: Json = {
      id: `re_${++counter}`,
      object: 'refund',
      amount: Number(form.get('amount')),
      payment_intent: form.get('payment_intent'),
      status: refundStatus,
      ...(failed ? { failure_reason: 'expired_or_canceled_card' } : {}),
    };
    return { status: 200, body };
  }
  return stripeError(404, 'invalid_request_error', 'Unrecognized request URL');
}

function handle(req: IncomingMessage, res: ServerResponse): void {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const request: Seen = {
      method: req.method ?? '',
      path: new URL(req.url ?? '/', 'http://x').pathname,
      headers: req.headers,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    seen.push(request);
    const key = req.headers['idempotency-key'];
    const replay = typeof key === 'string' ? replays.get(key) : undefined;
    const answer = replay ?? override?.(request) ?? route(request);
    if (answer === 'hang') return;
    if (typeof key === 'string' && request.method === 'POST') replays.set(key, answer);
    res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_1' });
    res.end(JSON.stringify(answer.body));
  });
}

const server = createServer(handle);
let apiBase = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The SDK keeps sockets alive and one test leaves a request unanswered.
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  override = null;
  refundStatus = 'succeeded';
});

const config = {
  secretKey: SECRET_KEY,
  publishableKey: PUBLISHABLE_KEY,
  webhookSecret: WEBHOOK_SECRET,
};
const provider = (timeoutMs = 2000, fetchFn?: typeof fetch): PaymentProvider =>
  createStripeProvider(config, { apiBase, timeoutMs, ...(fetchFn ? { fetch: fetchFn } : {}) });

let keys = 0;
const request = (overrides: Partial<IntentRequest> = {}): IntentRequest => ({
  idempotencyKey: `pay-key-${++keys}`,
  amount: 1250,
  currency: 'USD',
  method: 'card',
  paymentId: 'pay_1',
  orderId: 'ord_1',
  companyId: 'co_1',
  description: 'Order #1234 at Casa',
  payer: { name: 'Ana', email: 'ana@example.com', phone: null },
  ...overrides,
});

function seedIntent(fields: Json): string {
  const id = `pi_seed_${++counter}`;
  intents.set(id, {
    id,
    object: 'payment_intent',
    amount: 1250,
    currency: 'brl',
    status: 'requires_payment_method',
    client_secret: `${id}_secret`,
    last_payment_error: null,
    ...fields,
  });
  return id;
}

async function rejection(promise: Promise<unknown>): Promise<Error> {
  const error: unknown = await promise.then(
    () => new Error('expected a rejection'),
    (e: unknown) => e,
  );
  if (!(error instanceof Error)) throw new Error('rejected with a non-Error');
  return error;
}

describe('createIntent', () => {
  it('sends amount, currency, metadata, key and secret as Stripe reads them', async () => {
    const req = request();
    const answer = await provider().createIntent(req);
    const sent = seen.at(-1)!;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(sent.headers['idempotency-key']).toBe(req.idempotencyKey);
    expect(Object.fromEntries(sent.form)).toMatchObject({
      amount: '1250',
      currency: 'usd',
      description: 'Order #1234 at Casa',
      'metadata[payment_id]': 'pay_1',
      'metadata[order_id]': 'ord_1',
      'metadata[company_id]': 'co_1',
      'automatic_payment_methods[enabled]': 'true',
    });
    expect(answer).toEqual({
      providerPaymentId: expect.stringMatching(/^pi_/) as unknown,
      state: 'pending',
      client: {
        client_secret: `${answer.providerPaymentId}_secret_${answer.providerPaymentId.slice(3)}`,
        publishable_key: PUBLISHABLE_KEY,
      },
    });
    expect(JSON.stringify(answer)).not.toContain(SECRET_KEY);
  });

  it('asks for Pix alone when the method is pix', async () => {
    await provider().createIntent(request({ method: 'pix', currency: 'BRL' }));
    const form = seen.at(-1)!.form;
    expect(form.getAll('payment_method_types[0]')).toEqual(['pix']);
    expect(form.has('automatic_payment_methods[enabled]')).toBe(false);
  });

  it('leaves wallets to the automatic payment methods', async () => {
    await provider().createIntent(request({ method: 'wallet' }));
    const form = seen.at(-1)!.form;
    expect(form.get('automatic_payment_methods[enabled]')).toBe('true');
    expect(form.has('payment_method_types[0]')).toBe(false);
  });

  it('creates one intent for the same idempotency key', async () => {
    const before = intents.size;
    const req = request();
    const first = await provider().createIntent(req);
    const second = await provider().createIntent(req);
    expect(second.providerPaymentId).toBe(first.providerPaymentId);
    expect(intents.size).toBe(before + 1);
    // A fresh key does create another, so the count above is a real measure.
    await provider().createIntent(request());
    expect(intents.size).toBe(before + 2);
  });
});

describe('retrieve', () => {
  const declined = { code: 'card_declined', type: 'card_error', message: 'Declined' };
  it.each<[string, Json | null, ProviderState]>([
    ['requires_payment_method', null, 'pending'],
    ['requires_payment_method', declined, 'failed'],
    ['requires_confirmation', null, 'pending'],
    ['requires_action', null, 'requires_action'],
    ['processing', null, 'processing'],
    ['requires_capture', null, 'processing'],
    ['succeeded', null, 'succeeded'],
    ['canceled', null, 'canceled'],
  ])('maps %s (last error %o) to %s', async (status, lastError, state) => {
    const id = seedIntent({ status, last_payment_error: lastError });
    const answer = await provider().retrieve(id);
    expect(answer).toEqual({ providerPaymentId: id, state, amount: 1250, currency: 'BRL' });
  });

  it('answers what was captured once it succeeded, not what was asked (issue [14/21])', async () => {
    const paid = seedIntent({ status: 'succeeded', amount_received: 1 });
    expect((await provider().retrieve(paid)).amount).toBe(1);
    const waiting = seedIntent({ status: 'requires_payment_method', amount_received: 0 });
    expect((await provider().retrieve(waiting)).amount).toBe(1250);
  });
});

describe('cancel', () => {
  it('voids an unpaid intent', async () => {
    const id = seedIntent({ status: 'requires_payment_method' });
    expect((await provider().cancel(id)).state).toBe('canceled');
  });

  it('answers succeeded when the payment won the race', async () => {
    const id = seedIntent({ status: 'succeeded' });
    expect((await provider().cancel(id)).state).toBe('succeeded');
    expect(seen.slice(-2).map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST /v1/payment_intents/${id}/cancel`,
      `GET /v1/payment_intents/${id}`,
    ]);
  });
});

describe('refund', () => {
  it.each([
    ['succeeded', 'refunded'],
    ['pending', 'pending'],
    ['requires_action', 'pending'],
  ])('maps a %s refund to %s', async (status, state) => {
    refundStatus = status;
    const answer = await provider().refund('pi_42', 500, 'refund-key-1-' + status);
    expect(answer).toEqual({ refundId: expect.stringMatching(/^re_/) as unknown, state });
    const sent = seen.at(-1)!;
    expect(sent.headers['idempotency-key']).toBe('refund-key-1-' + status);
    expect(Object.fromEntries(sent.form)).toEqual({ payment_intent: 'pi_42', amount: '500' });
  });

  it.each(['failed', 'canceled'])('refuses a %s refund', async (status) => {
    refundStatus = status;
    const error = await rejection(provider().refund('pi_42', 500, 'refund-key-2-' + status));
    expect(error).toBeInstanceOf(ProviderRefused);
  });
});

describe('errors', () => {
  // Error bodies quote the key, as a misbehaving proxy might: none of it may come back out.
  const leaky = `Request with ${SECRET_KEY} failed`;

  it.each([500, 503, 429])('treats HTTP %i as unavailable', async (status) => {
    override = () => stripeError(status, 'api_error', leaky);
    const error = await rejection(provider().retrieve(seedIntent({})));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect(error.message).not.toContain(SECRET_KEY);
  });

  it('gives up on a server that never answers', async () => {
    override = () => 'hang';
    const started = Date.now();
    const error = await rejection(provider(200).retrieve(seedIntent({})));
    expect(error).toBeInstanceOf(ProviderUnavailable);
    expect((error as ProviderUnavailable).reason).toBe('timed out');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('treats a refused connection as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createStripeProvider(config, {
      apiBase: `http://127.0.0.1:${port}`,
      timeoutMs: 2000,
    });
    expect(await rejection(unreachable.retrieve('pi_1'))).toBeInstanceOf(ProviderUnavailable);
  });

  it('refuses a declined card with its code and none of the body', async () => {
    override = () => stripeError(402, 'card_error', leaky, 'card_declined');
    const error = await rejection(provider().createIntent(request()));
    expect(error).toBeInstanceOf(ProviderRefused);
    expect((error as ProviderRefused).code).toBe('card_declined');
    expect(error.message).not.toContain(SECRET_KEY);
    expect(error.message).not.toContain('Request with');
  });

  it('refuses an invalid request without a code as invalid_request', async () => {
    override = () => stripeError(400, 'invalid_request_error', leaky);
    const error = await rejection(provider().createIntent(request()));
    expect((error as ProviderRefused).code).toBe('invalid_request');
    expect(error.message).not.toContain(SECRET_KEY);
  });

  it('sends requests through an injected fetch', async () => {
    const urls: string[] = [];
    const counting: typeof fetch = (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
    const id = seedIntent({ status: 'succeeded' });
    expect((await provider(2000, counting).retrieve(id)).state).toBe('succeeded');
    expect(urls).toEqual([`${apiBase}/v1/payment_intents/${id}`]);
  });
});

describe('parseWebhook', () => {
  // A clock far from the real one: the adapter must judge age against `now`, not Date.now().
  const now = new Date('2024-05-01T12:00:00Z');
  const nowS = now.getTime() / 1000;
  // Verification is local: this provider never reaches a server.
  const stripe = createStripeProvider(config, { apiBase: 'https://api.stripe.com', timeoutMs: 1 });

  const body = (type: string, object: Json): string =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } });
  const signed = (payload: string, timestamp = nowS, secret = WEBHOOK_SECRET): Headers =>
    new Headers({
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    });
  const intent = { id: 'pi_9', object: 'payment_intent', amount: 1250 };
  const rejected = (payload: string, headers: Headers): Error => {
    try {
      stripe.parseWebhook(payload, headers, now);
    } catch (error) {
      if (error instanceof WebhookRejected) {
        expect(error.message).not.toContain(WEBHOOK_SECRET);
        return error;
      }
      throw error;
    }
    throw new Error('expected WebhookRejected');
  };

  it.each<[string, ProviderState]>([
    ['payment_intent.succeeded', 'succeeded'],
    ['payment_intent.payment_failed', 'failed'],
    ['payment_intent.canceled', 'canceled'],
    ['payment_intent.processing', 'processing'],
    ['payment_intent.requires_action', 'requires_action'],
  ])('maps %s to %s', (type, state) => {
    const payload = body(type, intent);
    expect(stripe.parseWebhook(payload, signed(payload), now)).toEqual({
      id: 'evt_1',
      type,
      providerPaymentId: 'pi_9',
      state,
    });
  });

  it('reads the payment of charge.refunded from payment_intent', () => {
    const payload = body('charge.refunded', {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_7',
    });
    const event = stripe.parseWebhook(payload, signed(payload), now);
    expect(event).toMatchObject({ providerPaymentId: 'pi_7', state: null });
  });

  it('leaves the state of other events to retrieve()', () => {
    const payload = body('payment_intent.created', intent);
    const event = stripe.parseWebhook(payload, signed(payload), now);
    expect(event).toMatchObject({ providerPaymentId: 'pi_9', state: null });
  });

  it('accepts a signature 299 s old and rejects one 301 s old', () => {
    const payload = body('payment_intent.succeeded', intent);
    expect(stripe.parseWebhook(payload, signed(payload, nowS - 299), now).state).toBe('succeeded');
    expect(rejected(payload, signed(payload, nowS - 301)).message).toContain('too old');
  });

  it('rejects a signature made with another secret', () => {
    const payload = body('payment_intent.succeeded', intent);
    rejected(payload, signed(payload, nowS, 'whsec_forged'));
  });

  it('rejects a body changed by one byte', () => {
    const payload = body('payment_intent.succeeded', intent);
    const tampered = payload.replace('1250', '1251');
    expect(tampered).not.toBe(payload);
    rejected(tampered, signed(payload));
  });

  it('rejects a missing signature header', () => {
    rejected(body('payment_intent.succeeded', intent), new Headers());
  });

  it('rejects a signed body that is not JSON', () => {
    const payload = '{"id": "evt_1",';
    expect(rejected(payload, signed(payload)).message).toContain('unreadable');
  });
});

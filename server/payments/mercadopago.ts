// Mercado Pago, through its REST API v1 (POST/GET/PUT /v1/payments, POST /v1/payments/{id}/refunds)
// with plain fetch. The `mercadopago` npm SDK hard-codes https://api.mercadopago.com, so it could
// not be pointed at the local server the tests run; the wire format is small enough to speak here.
//
// Pix is created server-side and answers a copy-and-paste code. Cards are tokenised in the browser
// (Card Payment Brick), so createIntent only hands out the public key and createCardPayment later
// charges the token. The access token travels only in the Authorization header: no message, answer
// or log built here holds it, nor the provider's error body.
import { createHmac } from 'node:crypto';
import { isRecord } from '../db/json';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './provider';
import { refuseStale, refuseUnlessEqual, signatureParts } from './webhook-signature';
import type {
  HttpAdapterOptions,
  IntentAnswer,
  IntentRequest,
  PaymentProvider,
  ProviderState,
  ProviderStatus,
  RefundAnswer,
  WebhookEvent,
} from './provider';

export interface MercadoPagoConfig {
  accessToken: string;
  publicKey: string;
  webhookSecret: string;
}

/**
 * Mercado Pago requires payer.email on every payment, a Pix included, but a diner may order
 * without giving one. The address only has to be well-formed; MP sends nothing to it for a Pix.
 */
export const PLACEHOLDER_PAYER_EMAIL = 'pagador@comanda.app';

/** The provider id createIntent answers for a card before the browser has a token to charge. */
const PENDING_PREFIX = 'pending:';

const field = (v: unknown, key: string): unknown => (isRecord(v) ? v[key] : undefined);
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** MP ids are numbers in its JSON and text in ours; anything else is an unreadable answer. */
function idText(v: unknown): string | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return String(v);
  if (typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)) return v;
  return null;
}

/**
 * MP's `status` in our words. status_detail needs no reading: pending_challenge (3-D Secure) and
 * pending_waiting_transfer (an unpaid Pix) both come with status 'pending' and stay 'pending'.
 * refunded and charged_back map to 'canceled': the money went back, and the refund itself is
 * tracked by the service (refund()), not by this state. in_mediation is a dispute over money
 * already taken. An unknown status is an outcome we cannot read yet, so the service keeps asking.
 */
export function mercadoPagoState(status: string): ProviderState {
  switch (status) {
    case 'pending':
      return 'pending';
    case 'in_process':
    case 'authorized':
      return 'processing';
    case 'approved':
    case 'in_mediation':
      return 'succeeded';
    case 'rejected':
      return 'failed';
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'canceled';
    default:
      return 'processing';
  }
}

interface Call {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
}

/** A refusal code from MP's error body, kept only when it is a short token (never free text). */
function refusalCode(json: unknown): string {
  const cause = field(json, 'cause');
  const candidates = [field(json, 'error'), Array.isArray(cause) ? field(cause[0], 'code') : null];
  for (const c of candidates) {
    const code = typeof c === 'number' ? String(c) : text(c);
    if (code !== null && /^[A-Za-z0-9_.-]{1,64}$/.test(code)) return code;
  }
  return 'bad_request';
}

const isTimeout = (error: unknown): boolean => field(error, 'name') === 'TimeoutError';

async function request(
  config: MercadoPagoConfig,
  options: HttpAdapterOptions,
  call: Call,
): Promise<unknown> {
  const doFetch = options.fetch ?? globalThis.fetch;
  const url = `${options.apiBase.replace(/\/+$/, '')}${call.path}`;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: call.method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${config.accessToken}`,
        ...(call.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(call.idempotencyKey === undefined ? {} : { 'X-Idempotency-Key': call.idempotencyKey }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    throw new ProviderUnavailable('mercadopago', isTimeout(error) ? 'timed out' : 'unreachable');
  }
  if (response.status === 429 || response.status >= 500) {
    await response.body?.cancel().catch(() => undefined);
    throw new ProviderUnavailable('mercadopago', `answered HTTP ${response.status}`);
  }
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null);
    throw new ProviderRefused('mercadopago', refusalCode(json));
  }
  try {
    return await response.json();
  } catch (error) {
    throw new ProviderUnavailable(
      'mercadopago',
      isTimeout(error) ? 'timed out' : 'unreadable answer',
    );
  }
}

const unreadable = () => new ProviderUnavailable('mercadopago', 'unreadable answer');

/** Minor units to MP's decimal major units: 1250 → 12.5 (exact for any safe integer of cents). */
function majorUnits(amount: number): number {
  if (!Number.isSafeInteger(amount) || amount <= 0) {
    throw new RangeError('amount must be a positive whole number of minor units');
  }
  return amount / 100;
}

/** A payment id we may put in a path; a card that was never charged has none at MP. */
function paymentPath(providerPaymentId: string): string {
  if (providerPaymentId.startsWith(PENDING_PREFIX)) {
    throw new ProviderRefused('mercadopago', 'not_created');
  }
  if (!/^\d{1,20}$/.test(providerPaymentId)) throw new ProviderRefused('mercadopago', 'invalid_id');
  return `/v1/payments/${providerPaymentId}`;
}

function paymentStatus(json: unknown): ProviderStatus {
  const id = idText(field(json, 'id'));
  const status = text(field(json, 'status'));
  const amount = field(json, 'transaction_amount');
  const currency = text(field(json, 'currency_id'));
  if (id === null || status === null || typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw unreadable();
  }
  return {
    providerPaymentId: id,
    state: mercadoPagoState(status),
    // MP answers decimals (0.29 is 28.999… cents as a double), so round rather than truncate.
    amount: Math.round(amount * 100),
    currency: currency?.toUpperCase() ?? '',
  };
}

interface Ours {
  amount: number;
  description: string;
  paymentId: string;
  orderId: string;
  companyId: string;
}

/** The fields every payment we create carries, so a notification can be traced back to us. */
function paymentBase(ours: Ours) {
  return {
    transaction_amount: majorUnits(ours.amount),
    description: ours.description,
    external_reference: ours.paymentId,
    metadata: { order_id: ours.orderId, company_id: ours.companyId, payment_id: ours.paymentId },
  };
}

async function createPix(
  config: MercadoPagoConfig,
  options: HttpAdapterOptions,
  req: IntentRequest,
): Promise<IntentAnswer> {
  // Pix exists only in reais; an account in another country would refuse it less clearly.
  if (req.currency !== 'BRL') throw new ProviderRefused('mercadopago', 'currency_not_supported');
  const json = await request(config, options, {
    method: 'POST',
    path: '/v1/payments',
    idempotencyKey: req.idempotencyKey,
    body: {
      ...paymentBase(req),
      payment_method_id: 'pix',
      payer: {
        email: req.payer.email ?? PLACEHOLDER_PAYER_EMAIL,
        ...(req.payer.name === null ? {} : { first_name: req.payer.name }),
      },
    },
  });
  const id = idText(field(json, 'id'));
  const status = text(field(json, 'status'));
  const qr = text(field(field(field(json, 'point_of_interaction'), 'transaction_data'), 'qr_code'));
  if (id === null || status === null || qr === null) throw unreadable();
  // qr_code_base64 is left out: the storefront draws its own QR from the same text.
  return {
    providerPaymentId: id,
    state: mercadoPagoState(status),
    client: { pix_code: qr },
  };
}

export interface CardPaymentInput {
  /** The Card Payment Brick's card token (single use, minted in the browser). */
  token: string;
  installments: number;
  paymentMethodId: string;
  issuerId: string | null;
  payerEmail: string;
  idempotencyKey: string;
  /** Minor units, as in IntentRequest. */
  amount: number;
  description: string;
  paymentId: string;
  orderId: string;
  companyId: string;
}

/** Charges a card token from the Brick: the second half of the card flow createIntent opens. */
export async function createCardPayment(
  config: MercadoPagoConfig,
  options: HttpAdapterOptions,
  input: CardPaymentInput,
): Promise<IntentAnswer> {
  // The Brick hands issuer_id over as text; MP's API documents it as a number.
  const issuer = input.issuerId !== null && /^\d+$/.test(input.issuerId) ? input.issuerId : null;
  const json = await request(config, options, {
    method: 'POST',
    path: '/v1/payments',
    idempotencyKey: input.idempotencyKey,
    body: {
      ...paymentBase(input),
      token: input.token,
      installments: input.installments,
      payment_method_id: input.paymentMethodId,
      ...(issuer === null ? {} : { issuer_id: Number(issuer) }),
      payer: { email: input.payerEmail },
    },
  });
  const id = idText(field(json, 'id'));
  const status = text(field(json, 'status'));
  if (id === null || status === null) throw unreadable();
  const detail = text(field(json, 'status_detail'));
  // status_detail (cc_rejected_insufficient_amount …) lets the browser say why a card failed.
  return {
    providerPaymentId: id,
    state: mercadoPagoState(status),
    client: detail === null ? {} : { status_detail: detail },
  };
}

interface Signature {
  ts: number;
  tsText: string;
  v1: Buffer;
}

/** `x-signature: ts=1704908010,v1=<64 hex>`; parts may come in any order. */
function parseSignature(header: string | null): Signature {
  if (header === null) throw new WebhookRejected('missing x-signature');
  const parts = signatureParts(header);
  const tsText = parts.get('ts');
  const v1 = parts.get('v1');
  if (tsText === undefined || !/^\d{1,16}$/.test(tsText) || v1 === undefined) {
    throw new WebhookRejected('malformed x-signature');
  }
  if (!/^[0-9a-fA-F]{64}$/.test(v1)) throw new WebhookRejected('malformed x-signature');
  return { ts: Number(tsText), tsText, v1: Buffer.from(v1, 'hex') };
}

function parseWebhook(
  config: MercadoPagoConfig,
  rawBody: string,
  headers: Headers,
  now: Date,
): WebhookEvent {
  const signature = parseSignature(headers.get('x-signature'));
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new WebhookRejected('body is not JSON');
  }
  const dataId = idText(field(field(body, 'data'), 'id'));
  if (dataId === null) throw new WebhookRejected('no data.id');

  // MP signs the data.id query parameter; for payments it equals the body's data.id, which we
  // read so the signed value is the one we act on. MP's docs: lower-case it when alphanumeric.
  // A missing x-request-id drops its segment, as the docs say for any absent value.
  const requestId = headers.get('x-request-id');
  const manifest =
    `id:${/^[A-Za-z0-9]+$/.test(dataId) ? dataId.toLowerCase() : dataId};` +
    (requestId === null ? '' : `request-id:${requestId};`) +
    `ts:${signature.tsText};`;
  refuseUnlessEqual(
    createHmac('sha256', config.webhookSecret).update(manifest).digest(),
    signature.v1,
  );

  // MP's docs show ts in seconds in some places and milliseconds in others.
  refuseStale(signature.ts > 1e11 ? signature.ts : signature.ts * 1000, now);

  return {
    id: idText(field(body, 'id')) ?? `${dataId}:${signature.tsText}`,
    type: text(field(body, 'type')) ?? text(field(body, 'action')) ?? 'unknown',
    providerPaymentId: dataId,
    // A notification only says "payment X changed": the service asks retrieve() for the state.
    state: null,
  };
}

export function createMercadoPagoProvider(
  config: MercadoPagoConfig,
  options: HttpAdapterOptions,
): PaymentProvider {
  const retrieve = async (providerPaymentId: string): Promise<ProviderStatus> =>
    paymentStatus(
      await request(config, options, { method: 'GET', path: paymentPath(providerPaymentId) }),
    );

  return {
    kind: 'mercadopago',
    refunds: true,

    async createIntent(req: IntentRequest): Promise<IntentAnswer> {
      if (req.method === 'pix') return await createPix(config, options, req);
      majorUnits(req.amount);
      // Nothing exists at MP until the Brick's token is charged (createCardPayment).
      // amount stays in minor units like every amount we hand out; the Brick wants amount/100.
      return {
        providerPaymentId: PENDING_PREFIX + req.idempotencyKey,
        state: 'pending',
        client: { public_key: config.publicKey, amount: String(req.amount) },
      };
    },

    retrieve,

    async cancel(providerPaymentId: string): Promise<ProviderStatus> {
      const path = paymentPath(providerPaymentId);
      try {
        return paymentStatus(
          await request(config, options, { method: 'PUT', path, body: { status: 'cancelled' } }),
        );
      } catch (error) {
        if (!(error instanceof ProviderRefused)) throw error;
        // MP refuses to cancel a payment that is no longer pending (it raced to approved, or was
        // already cancelled): its current state is then the answer. Still pending means the
        // refusal was about something else.
        const current = await retrieve(providerPaymentId);
        if (current.state === 'pending') throw error;
        return current;
      }
    },

    async refund(
      providerPaymentId: string,
      amount: number,
      idempotencyKey: string,
    ): Promise<RefundAnswer> {
      const json = await request(config, options, {
        method: 'POST',
        path: `${paymentPath(providerPaymentId)}/refunds`,
        idempotencyKey,
        body: { amount: majorUnits(amount) },
      });
      const refundId = idText(field(json, 'id'));
      const status = text(field(json, 'status'));
      if (refundId === null || status === null) throw unreadable();
      if (status === 'approved') return { refundId, state: 'refunded' };
      if (status === 'in_process' || status === 'pending') return { refundId, state: 'pending' };
      throw new ProviderRefused('mercadopago', /^[a-z_]{1,32}$/.test(status) ? status : 'refund');
    },

    parseWebhook: (rawBody, headers, now) => parseWebhook(config, rawBody, headers, now),
  };
}

// Stripe behind the PaymentProvider interface, through the official SDK: PaymentIntents for card,
// wallet (Apple/Google Pay come from automatic payment methods in the Payment Element) and Pix,
// Refunds, and signed webhooks. The SDK does the wire format and signature checks; this file only
// translates. Every error leaves in our own words: Stripe's messages and bodies may quote the
// request, and the secret key must never reach an answer or a log.
import Stripe from 'stripe';
import { ProviderRefused, ProviderUnavailable, WebhookRejected } from './provider';
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

export interface StripeConfig {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/** Seconds a signed webhook stays acceptable: Stripe's own default, against replays. */
const WEBHOOK_TOLERANCE_S = 300;

const WEBHOOK_STATES: Readonly<Record<string, ProviderState>> = {
  'payment_intent.succeeded': 'succeeded',
  'payment_intent.payment_failed': 'failed',
  'payment_intent.canceled': 'canceled',
  'payment_intent.processing': 'processing',
  'payment_intent.requires_action': 'requires_action',
};

function createClient(config: StripeConfig, options: HttpAdapterOptions): Stripe {
  const base = new URL(options.apiBase);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: base.hostname,
    port: base.port === '' ? (protocol === 'http' ? 80 : 443) : Number(base.port),
    protocol,
    timeout: options.timeoutMs,
    // The payment service retries with the same idempotency key; two layers would multiply waits.
    maxNetworkRetries: 0,
    ...(options.fetch ? { httpClient: Stripe.createFetchHttpClient(options.fetch) } : {}),
  });
}

function stateOf(intent: Stripe.PaymentIntent): ProviderState {
  switch (intent.status) {
    case 'requires_payment_method':
      // Stripe returns a declined intent to this status so the diner can try another card.
      return intent.last_payment_error ? 'failed' : 'pending';
    case 'requires_confirmation':
      return 'pending';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    default:
      throw new ProviderUnavailable('stripe', 'unknown payment status');
  }
}

function statusOf(intent: Stripe.PaymentIntent): ProviderStatus {
  if (typeof intent.id !== 'string' || typeof intent.amount !== 'number') {
    throw new ProviderUnavailable('stripe', 'unreadable answer');
  }
  const state = stateOf(intent);
  // What was actually captured once it succeeded (issue [14/21]): that is the money we hold.
  const received =
    state === 'succeeded' && typeof intent.amount_received === 'number'
      ? intent.amount_received
      : intent.amount;
  return {
    providerPaymentId: intent.id,
    state,
    amount: received,
    currency: String(intent.currency).toUpperCase(),
  };
}

/** Stripe's codes are short identifiers; anything else is not repeated in our messages. */
const safeCode = (code: string | null | undefined, fallback: string): string =>
  typeof code === 'string' && /^[a-z0-9_]{1,64}$/.test(code) ? code : fallback;

function translate(error: unknown): Error {
  if (error instanceof ProviderUnavailable || error instanceof ProviderRefused) return error;
  const errors = Stripe.errors;
  if (error instanceof errors.StripeConnectionError) {
    const detail = error.detail;
    const timedOut = detail instanceof Error && 'code' in detail && detail.code === 'ETIMEDOUT';
    return new ProviderUnavailable('stripe', timedOut ? 'timed out' : 'unreachable');
  }
  if (error instanceof errors.StripeRateLimitError) {
    return new ProviderUnavailable('stripe', 'rate limited');
  }
  if (error instanceof errors.StripeError) {
    const status = error.statusCode;
    if (error instanceof errors.StripeAPIError || status === undefined || status >= 500) {
      return new ProviderUnavailable('stripe', status ? `answered HTTP ${status}` : 'bad answer');
    }
    if (error instanceof errors.StripeIdempotencyError) {
      return new ProviderRefused('stripe', 'idempotency_error');
    }
    return new ProviderRefused('stripe', safeCode(error.code, 'invalid_request'));
  }
  // The SDK's own runtime failures (and anything unforeseen) are outages, never retried blindly.
  return new ProviderUnavailable('stripe', 'client error');
}

async function call<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translate(error);
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The payment an event is about. An event unrelated to a PaymentIntent answers '' (the interface
 * has no null here); the service then finds no payment for it and ignores it.
 */
function paymentIdOf(object: Record<string, unknown>): string {
  if (object.object === 'payment_intent' && typeof object.id === 'string') return object.id;
  const linked = object.payment_intent;
  if (typeof linked === 'string') return linked;
  if (isRecord(linked) && typeof linked.id === 'string') return linked.id;
  return '';
}

export function createStripeProvider(
  config: StripeConfig,
  options: HttpAdapterOptions,
): PaymentProvider {
  const stripe = createClient(config, options);

  const retrieve = (id: string): Promise<ProviderStatus> =>
    call(async () => statusOf(await stripe.paymentIntents.retrieve(id)));

  return {
    kind: 'stripe',
    refunds: true,

    createIntent: (request: IntentRequest): Promise<IntentAnswer> =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amount,
            currency: request.currency.toLowerCase(),
            description: request.description,
            metadata: {
              payment_id: request.paymentId,
              order_id: request.orderId,
              company_id: request.companyId,
            },
            ...(request.method === 'pix'
              ? { payment_method_types: ['pix'] }
              : { automatic_payment_methods: { enabled: true } }),
          },
          { idempotencyKey: request.idempotencyKey },
        );
        const status = statusOf(intent);
        if (typeof intent.client_secret !== 'string') {
          throw new ProviderUnavailable('stripe', 'unreadable answer');
        }
        return {
          providerPaymentId: status.providerPaymentId,
          state: status.state,
          client: { client_secret: intent.client_secret, publishable_key: config.publishableKey },
        };
      }),

    retrieve,

    cancel: async (id: string): Promise<ProviderStatus> => {
      try {
        return await call(async () => statusOf(await stripe.paymentIntents.cancel(id)));
      } catch (error) {
        // Stripe refuses to cancel an intent that already succeeded (or is processing, or was
        // canceled): the payment raced the cancel, and its real state is the answer.
        if (error instanceof ProviderRefused && error.code === 'payment_intent_unexpected_state') {
          return retrieve(id);
        }
        throw error;
      }
    },

    refund: (id: string, amount: number, idempotencyKey: string): Promise<RefundAnswer> =>
      call(async () => {
        const refund = await stripe.refunds.create(
          { payment_intent: id, amount },
          { idempotencyKey },
        );
        if (typeof refund.id !== 'string') {
          throw new ProviderUnavailable('stripe', 'unreadable answer');
        }
        switch (refund.status) {
          case 'succeeded':
            return { refundId: refund.id, state: 'refunded' };
          case 'pending':
          case 'requires_action':
            return { refundId: refund.id, state: 'pending' };
          case 'failed':
          case 'canceled':
            throw new ProviderRefused('stripe', safeCode(refund.failure_reason, 'refund_failed'));
          default:
            throw new ProviderUnavailable('stripe', 'unknown refund status');
        }
      }),

    parseWebhook(rawBody: string, headers: Headers, now: Date): WebhookEvent {
      const signature = headers.get('stripe-signature');
      if (!signature) throw new WebhookRejected('missing signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_S,
          undefined,
          // The SDK measures the age against this clock (ms) instead of Date.now().
          now.getTime(),
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          const stale = error.message === 'Timestamp outside the tolerance zone';
          throw new WebhookRejected(stale ? 'timestamp too old' : 'bad signature');
        }
        throw new WebhookRejected('unreadable body');
      }
      const raw: unknown = event;
      const object: unknown = isRecord(raw) && isRecord(raw.data) ? raw.data.object : undefined;
      if (
        !isRecord(raw) ||
        typeof raw.id !== 'string' ||
        typeof raw.type !== 'string' ||
        !isRecord(object)
      ) {
        throw new WebhookRejected('unreadable body');
      }
      const providerPaymentId = paymentIdOf(object);
      if (raw.type.startsWith('payment_intent.') && providerPaymentId === '') {
        throw new WebhookRejected('unreadable body');
      }
      return {
        id: raw.id,
        type: raw.type,
        providerPaymentId,
        state: WEBHOOK_STATES[raw.type] ?? null,
      };
    },
  };
}

// The one interface every payment provider sits behind (DESIGN.md rule 4). Adapters: stripe.ts,
// mercadopago.ts, pix-static.ts (a static Pix BR Code, confirmed by staff) and sandbox/ (the
// demo's provider, with hosted card fields on its own origin). The payment service
// (server/payments/service.ts) only ever sees this interface; it never sees card data.

/** Which adapter serves a company's payment method (payment_providers.kind). */
export type ProviderKind = 'stripe' | 'mercadopago' | 'pix_static' | 'sandbox';

/** What a method asks the provider for (src/domain/payment-state.ts). */
export type { PaymentMethodKind } from '../../src/domain/payment-state';
import type { PaymentMethodKind } from '../../src/domain/payment-state';

/**
 * A payment as the provider sees it, in our words:
 * - pending: created, nothing charged yet (the diner has not confirmed, or a Pix is unpaid);
 * - requires_action: the diner must complete an extra step (3-D Secure, a bank app);
 * - processing: confirmed, the outcome is not known yet;
 * - succeeded: the money is taken; failed: declined or errored; canceled: voided before paying.
 */
export type ProviderState =
  'pending' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'canceled';

export interface IntentRequest {
  /**
   * Derived from the order, the amount and the method (service.ts), sent as the provider's
   * idempotency key: the same request twice creates one payment at the provider.
   */
  idempotencyKey: string;
  /** Minor units (cents), the §5.6 checkout total. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  method: PaymentMethodKind;
  /** Ours, stored in the provider's metadata so a webhook can be traced back. */
  paymentId: string;
  orderId: string;
  companyId: string;
  /** 'Order #1234 at Name', shown on the diner's statement where the provider allows. */
  description: string;
  payer: { name: string | null; email: string | null; phone: string | null };
}

export interface IntentAnswer {
  /** The provider's id of the payment (Stripe pi_…, Mercado Pago's numeric id as text). */
  providerPaymentId: string;
  state: ProviderState;
  /**
   * What the browser needs, all of it public: a Stripe client secret and publishable key, the
   * sandbox's hosted-fields URL, a Pix copy-and-paste payload. Never a secret key.
   */
  client: Record<string, string>;
}

export interface ProviderStatus {
  providerPaymentId: string;
  state: ProviderState;
  /** Minor units the provider holds for this payment (to catch an amount that disagrees). */
  amount: number;
  currency: string;
}

export interface RefundAnswer {
  refundId: string;
  /** 'refunded' when the provider says it is done, 'pending' when it will finish later. */
  state: 'refunded' | 'pending';
}

/** A verified webhook, reduced to what the service needs. */
export interface WebhookEvent {
  /** The provider's event id: events are de-duplicated by it. */
  id: string;
  /** The provider's own event type ('payment_intent.succeeded', 'payment.updated' …). */
  type: string;
  providerPaymentId: string;
  /**
   * The state the event's body claims, or null when it only says "something changed" (Mercado
   * Pago). Never acted on: the service asks the provider with retrieve() for the state and the
   * amount (issue [14/21]); kept for logs and the adapters' tests.
   */
  state: ProviderState | null;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** Whether refund() reaches the provider (a static Pix is refunded by hand). */
  readonly refunds: boolean;
  createIntent(request: IntentRequest): Promise<IntentAnswer>;
  /** The provider's current word on a payment: the server-side status check. */
  retrieve(providerPaymentId: string): Promise<ProviderStatus>;
  /** Voids a payment that was not paid; answers its state after (succeeded if it raced). */
  cancel(providerPaymentId: string): Promise<ProviderStatus>;
  refund(providerPaymentId: string, amount: number, idempotencyKey: string): Promise<RefundAnswer>;
  /**
   * Verifies the signature over the raw body (never a re-serialised one) and reads the event.
   * Throws WebhookRejected when the signature, its age or the body is wrong.
   */
  parseWebhook(rawBody: string, headers: Headers, now: Date): WebhookEvent;
}

/**
 * The provider could not answer (network, timeout, non-2xx, unreadable body). The message is ours
 * and never holds a key, a URL with a token or the provider's error body.
 */
export class ProviderUnavailable extends Error {
  constructor(
    readonly provider: ProviderKind,
    readonly reason: string,
  ) {
    super(`${provider} is unavailable: ${reason}`);
    this.name = 'ProviderUnavailable';
  }
}

/** The provider refused the request itself (a 4xx that retrying will not fix). */
export class ProviderRefused extends Error {
  constructor(
    readonly provider: ProviderKind,
    readonly code: string,
  ) {
    super(`${provider} refused the request: ${code}`);
    this.name = 'ProviderRefused';
  }
}

/** A webhook whose signature, timestamp or body does not hold: answered 400, nothing changes. */
export class WebhookRejected extends Error {
  constructor(readonly reason: string) {
    super(`webhook rejected: ${reason}`);
    this.name = 'WebhookRejected';
  }
}

/** Options every HTTP adapter takes, so tests point it at a local server speaking the format. */
export interface HttpAdapterOptions {
  /** Base URL of the provider's API ('https://api.stripe.com'). */
  apiBase: string;
  timeoutMs: number;
  /** Injected for tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

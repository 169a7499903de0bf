// The demo's payment provider behind the same interface as Stripe and Mercado Pago. Its card
// fields are served from its own origin (routes.ts), its intents live in its own table
// (store.ts) and its webhooks are signed (signature.ts). It moves no money: the storefront
// names it "Sandbox" wherever it shows, and the README says so.
import type { Kysely } from 'kysely';
import { isRecord } from '../../db/json';
import type { Database } from '../../db/schema';
import type {
  IntentAnswer,
  PaymentProvider,
  ProviderState,
  ProviderStatus,
  WebhookEvent,
} from '../provider';
import { ProviderRefused, WebhookRejected } from '../provider';
import type { SandboxNotifier } from './events';
import { verifySignature, SIGNATURE_HEADER } from './signature';
import type { SandboxIntent, SandboxStatus } from './store';
import { createIntent, getIntent, markRefunded, moveIntent } from './store';

const STATES: Record<SandboxStatus, ProviderState> = {
  requires_payment_method: 'pending',
  requires_action: 'requires_action',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

export const sandboxState = (status: SandboxStatus): ProviderState => STATES[status];

const statusOf = (intent: SandboxIntent): ProviderStatus => ({
  providerPaymentId: intent.id,
  state: sandboxState(intent.status),
  amount: Number(intent.amount),
  currency: intent.currency.toUpperCase(),
});

export interface SandboxOptions {
  providerId: string;
  webhookSecret: string;
  db: Kysely<Database>;
  notifier: SandboxNotifier;
  now?: () => Date;
}

export function createSandboxProvider(options: SandboxOptions): PaymentProvider {
  const { db, providerId } = options;
  const now = options.now ?? (() => new Date());
  const intentOf = async (id: string): Promise<SandboxIntent> => {
    const intent = await getIntent(db, providerId, id);
    if (!intent) throw new ProviderRefused('sandbox', 'resource_missing');
    return intent;
  };
  return {
    kind: 'sandbox',
    refunds: true,
    async createIntent(request): Promise<IntentAnswer> {
      const intent = await createIntent(
        db,
        providerId,
        {
          amount: request.amount,
          currency: request.currency.toLowerCase(),
          method: request.method,
          idempotencyKey: request.idempotencyKey,
          metadata: {
            payment_id: request.paymentId,
            order_id: request.orderId,
            company_id: request.companyId,
          },
        },
        now(),
      );
      return {
        providerPaymentId: intent.id,
        state: sandboxState(intent.status),
        client: {
          intent_id: intent.id,
          client_secret: intent.client_secret,
          mode: request.method,
          provider_id: providerId,
        },
      };
    },
    async retrieve(id) {
      return statusOf(await intentOf(id));
    },
    async cancel(id) {
      const moved = await moveIntent(
        db,
        id,
        ['requires_payment_method', 'requires_action'],
        'canceled',
        now(),
      );
      const intent = await intentOf(id);
      if (moved) options.notifier.notify(intent, 'payment.canceled');
      return statusOf(intent);
    },
    async refund(id, amount) {
      const intent = await intentOf(id);
      if (intent.status !== 'succeeded') throw new ProviderRefused('sandbox', 'not_succeeded');
      if (amount > Number(intent.amount)) throw new ProviderRefused('sandbox', 'amount_too_large');
      // The refund is recorded once; a retried refund answers the first one.
      if (await markRefunded(db, id, amount, now()))
        options.notifier.notify(await intentOf(id), 'payment.refunded');
      return { refundId: `sbx_re_${id}`, state: 'refunded' };
    },
    parseWebhook(rawBody, headers, at): WebhookEvent {
      verifySignature(options.webhookSecret, rawBody, headers.get(SIGNATURE_HEADER), at);
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const data = isRecord(body) && isRecord(body.data) ? body.data : null;
      if (!isRecord(body) || typeof body.id !== 'string' || typeof body.type !== 'string' || !data)
        throw new WebhookRejected('not a sandbox event');
      if (typeof data.id !== 'string') throw new WebhookRejected('event names no payment');
      const status = typeof data.status === 'string' ? data.status : '';
      const state = status in STATES ? STATES[status as SandboxStatus] : null;
      return { id: body.id, type: body.type, providerPaymentId: data.id, state };
    },
  };
}

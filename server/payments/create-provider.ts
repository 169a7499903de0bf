// Makes the adapter of a company's provider record (DESIGN.md: one adapter per boundary). The
// secret half of the record goes to the adapter and nowhere else.
import type { Kysely } from 'kysely';
import type { ProviderRecord } from '../db/repositories/payment-providers';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { createMercadoPagoProvider } from './mercadopago';
import { createPixStaticProvider } from './pix-static';
import type { PaymentProvider } from './provider';
import { ProviderUnavailable } from './provider';
import type { SandboxNotifier, WebhookDispatch } from './sandbox/events';
import { sandboxNotifier } from './sandbox/events';
import { createSandboxProvider } from './sandbox/provider';
import { createStripeProvider } from './stripe';

export type ProviderFactory = (record: ProviderRecord) => PaymentProvider;

/** The path of a provider's webhook route, under API_BASE. */
export const webhookPath = (providerId: string): string =>
  `/ms-payments/webhooks/${encodeURIComponent(providerId)}`;

/** The notifier of a sandbox provider row: its signed webhooks go to its route in this app. */
export function sandboxNotifierOf(
  record: Pick<ProviderRecord, 'id' | 'secretConfig'>,
  env: Pick<Env, 'API_BASE'>,
  dispatch: WebhookDispatch,
): SandboxNotifier {
  return sandboxNotifier({
    providerId: record.id,
    webhookSecret: record.secretConfig.webhook_secret ?? '',
    webhookUrl: `http://127.0.0.1${env.API_BASE}${webhookPath(record.id)}`,
    dispatch,
  });
}

export function providerFactory(deps: {
  db: Kysely<Database>;
  env: Env;
  dispatch: WebhookDispatch;
}): ProviderFactory {
  const { env } = deps;
  const http = (apiBase: string) => ({ apiBase, timeoutMs: env.PAYMENT_TIMEOUT_MS });
  return (record) => {
    const secret = (name: string): string => {
      const value = record.secretConfig[name];
      // Named in the message, never shown: a misconfigured provider is a clear 503, not a crash.
      if (!value) throw new ProviderUnavailable(record.kind, `${name} is not configured`);
      return value;
    };
    const open = (name: string): string => record.publicConfig[name] ?? '';
    switch (record.kind) {
      case 'stripe':
        return createStripeProvider(
          {
            secretKey: secret('secret_key'),
            publishableKey: open('publishable_key'),
            webhookSecret: secret('webhook_secret'),
          },
          http(env.STRIPE_API_URL),
        );
      case 'mercadopago':
        return createMercadoPagoProvider(
          {
            accessToken: secret('access_token'),
            publicKey: open('public_key'),
            webhookSecret: secret('webhook_secret'),
          },
          http(env.MERCADOPAGO_API_URL),
        );
      case 'pix_static':
        return createPixStaticProvider({
          key: open('pix_key'),
          merchantName: open('merchant_name'),
          merchantCity: open('merchant_city'),
        });
      case 'sandbox':
        return createSandboxProvider({
          providerId: record.id,
          webhookSecret: secret('webhook_secret'),
          db: deps.db,
          notifier: sandboxNotifierOf(record, env, deps.dispatch),
        });
    }
  };
}

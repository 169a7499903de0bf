// Builds the payment service's dependencies (deps.ts) for an app and its maintenance job.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import { emitOrderChanged } from '../orders/events';
import { providerFactory } from './create-provider';
import type { PaymentDeps } from './deps';
import type { WebhookDispatch } from './sandbox/events';

export function createPaymentDeps(options: {
  db: Kysely<Database>;
  env: Env;
  /** How the sandbox reaches our webhook route: the app's own fetch. */
  dispatch: WebhookDispatch;
}): PaymentDeps {
  return {
    db: options.db,
    env: options.env,
    providers: providerFactory(options),
    publish: (order) => emitOrderChanged(order, 'ORDER_UPDATED'),
    dispatch: options.dispatch,
  };
}

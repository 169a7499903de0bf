// What the payment service needs, built once by buildApp (no globals, so tests build many).
import type { Kysely } from 'kysely';
import type { Order } from '../../src/domain/types';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import type { ProviderFactory } from './create-provider';
import type { WebhookDispatch } from './sandbox/events';

export interface PaymentDeps {
  db: Kysely<Database>;
  env: Env;
  providers: ProviderFactory;
  /** Tells tracking and the kitchen board that an order changed (after commit). */
  publish: (order: Order) => void;
  /** How the sandbox delivers its webhooks to our own route. */
  dispatch: WebhookDispatch;
}

// What every route module receives from buildApp: no globals, so tests can build many apps.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Env } from '../env';
import type { PaymentDeps } from '../payments/deps';
import type { CatalogCache } from './products/catalog-cache';

export interface RouteDeps {
  db: Kysely<Database>;
  dialect: 'sqlite' | 'postgres';
  env: Env;
  catalogs: CatalogCache;
  /** Folder served at /media (demo media and uploads). */
  mediaDir: string;
  /** The payment service (server/payments). */
  payments: PaymentDeps;
}

// Migrations are imported in code (not read from a folder) so they work the same under tsx,
// vitest and any bundler, and the order is explicit.
import { Migrator } from 'kysely';
import type { Kysely, Migration, MigrationProvider } from 'kysely';
import * as m0001 from './migrations/0001_companies_catalog';
import * as m0002 from './migrations/0002_orders_clients';
import * as m0003 from './migrations/0003_placement';
import * as m0004 from './migrations/0004_client_devices';
import * as m0005 from './migrations/0005_payments';
import * as m0006 from './migrations/0006_admin';
import * as m0007 from './migrations/0007_admin_versions';
import * as m0008 from './migrations/0008_company_postal_address';
import * as m0009 from './migrations/0009_payment_receipts';
import * as m0010 from './migrations/0010_menu_undo';
import * as m0011 from './migrations/0011_visit_devices';
import * as m0012 from './migrations/0012_tabs';
import * as m0013 from './migrations/0013_tab_payments';
import type { Database } from './schema';

const migrations: Record<string, Migration> = {
  '0001_companies_catalog': m0001,
  '0002_orders_clients': m0002,
  '0003_placement': m0003,
  '0004_client_devices': m0004,
  '0005_payments': m0005,
  '0006_admin': m0006,
  '0007_admin_versions': m0007,
  '0008_company_postal_address': m0008,
  '0009_payment_receipts': m0009,
  '0010_menu_undo': m0010,
  '0011_visit_devices': m0011,
  '0012_tabs': m0012,
  '0013_tab_payments': m0013,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

function migrator(db: Kysely<Database>): Migrator {
  return new Migrator({ db, provider });
}

/** Applies every pending migration; throws with the failing migration's name on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const { error, results } = await migrator(db).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error !== undefined) {
    const name = failed?.migrationName ?? 'unknown';
    throw new Error(
      `Migration ${name} failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

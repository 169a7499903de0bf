// The CLI reads its configuration through the server's validated environment (server/env.ts),
// so `npm run company` and `npm start` always agree on which database they use.
import { resolve } from 'node:path';
import { openDatabase } from '../db/connection';
import type { DbHandle } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';

export interface CliConfig {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Where the API answers (API_BASE): the payment commands print the webhook URL under it. */
  apiBase: string;
  /** Storefronts live at {token}.{baseHost}. */
  baseHost: string;
}

export function cliConfig(source: Record<string, string | undefined> = process.env): CliConfig {
  const env = loadEnv(source);
  return {
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    apiBase: env.API_BASE,
    baseHost: env.BASE_HOST,
  };
}

/** Opens and migrates the configured database. */
export async function openCliDatabase(config: CliConfig): Promise<DbHandle> {
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  return handle;
}

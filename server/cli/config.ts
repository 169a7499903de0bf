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
}

export function cliConfig(source: Record<string, string | undefined> = process.env): CliConfig {
  const env = loadEnv(source);
  return { databaseUrl: env.DATABASE_URL, dataDir: resolve(env.DATA_DIR) };
}

/** Opens and migrates the configured database. */
export async function openCliDatabase(config: CliConfig): Promise<DbHandle> {
  const handle = await openDatabase(config);
  await migrateToLatest(handle.db);
  return handle;
}

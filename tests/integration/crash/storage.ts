// Where the crashed server keeps its data, per tier: the SQLite file in its DATA_DIR, or a
// PostgreSQL database made for this run (named like helpers/databases.ts names its own) and
// dropped after. The test reads it with the server's own openDatabase once the server is gone.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE_NAME, openDatabase } from '../../../server/db/connection';
import type { DbHandle, DialectName } from '../../../server/db/connection';
import { postgresUrl } from '../helpers/databases';

export interface CrashStorage {
  /** Environment for the server child: DATABASE_URL, empty for SQLite. */
  env: Record<string, string>;
  open(): Promise<DbHandle>;
  drop(): Promise<void>;
}

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function crashStorage(dialect: DialectName, dataDir: string): Promise<CrashStorage> {
  if (dialect === 'sqlite') {
    return {
      env: { DATABASE_URL: '' },
      open: () => openDatabase({ sqliteFile: join(dataDir, SQLITE_FILE_NAME) }),
      drop: () => Promise.resolve(),
    };
  }
  const name = `comanda_crash_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = postgresUrl(name);
  return {
    env: { DATABASE_URL: url },
    open: () => openDatabase({ databaseUrl: url, dataDir }),
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

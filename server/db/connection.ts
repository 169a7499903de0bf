// One entry point for both storage tiers (DESIGN.md "database"): SQLite by default, PostgreSQL
// when DATABASE_URL says so. Callers only ever see a Kysely<Database> and the dialect name.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import type { SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import {
  SAFETY_NET_PAGES,
  SQLITE_DEFAULT_AUTOCHECKPOINT,
  startWalCheckpointer,
} from './wal-checkpointer';
import type { WalCheckpointer } from './wal-checkpointer';

export type DialectName = 'sqlite' | 'postgres';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

/**
 * `dataDir`: the server's own database (SQLite there unless `databaseUrl` names PostgreSQL), whose
 * WAL checkpoints run on a worker thread. `sqliteFile`: a file opened as is (tests, tools).
 */
export type OpenDatabaseOptions =
  | { databaseUrl?: string | undefined; dataDir: string }
  | { sqliteFile: string; backgroundCheckpoint?: boolean };

export const SQLITE_FILE_NAME = 'comanda.sqlite';

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export function openDatabase(opts: OpenDatabaseOptions): Promise<DbHandle> {
  if ('sqliteFile' in opts)
    return Promise.resolve(openSqlite(opts.sqliteFile, opts.backgroundCheckpoint ?? false));
  if (isPostgresUrl(opts.databaseUrl)) return Promise.resolve(openPostgres(opts.databaseUrl));
  mkdirSync(opts.dataDir, { recursive: true });
  return Promise.resolve(openSqlite(join(opts.dataDir, SQLITE_FILE_NAME), true));
}

function openSqlite(file: string, backgroundCheckpoint: boolean): DbHandle {
  const database = new BetterSqlite3(file);
  const wal = file !== ':memory:';
  // WAL lets readers proceed while a writer commits; busy_timeout makes a second process
  // (the CLI next to a running server) wait instead of failing with SQLITE_BUSY.
  if (wal) database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  let checkpointer: WalCheckpointer | null = null;
  if (wal && backgroundCheckpoint) {
    database.pragma(`wal_autocheckpoint = ${SAFETY_NET_PAGES}`);
    checkpointer = startWalCheckpointer(file, (reason) => {
      console.error(`[db] background checkpoints stopped (${reason}); SQLite checkpoints itself`);
      if (database.open) database.pragma(`wal_autocheckpoint = ${SQLITE_DEFAULT_AUTOCHECKPOINT}`);
    });
  }
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(database) }),
  });
  const close = async () => {
    // The worker's connection goes first, so closing the last one folds the WAL back in.
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, dialect: 'sqlite', close };
}

/** Distinct statements kept compiled; the app's queries are far fewer. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every query anew, and compiling the SQL was 13 % of an
 * order placement's server time (issue [12/13]). Each distinct SQL text is compiled once and kept
 * (least recently used dropped first). Safe because better-sqlite3 runs a statement to completion
 * synchronously and Kysely never streams here: no statement is ever in use twice at once. A
 * schema change is no problem: SQLite recompiles a kept statement by itself.
 */
export function withStatementCache(
  database: BetterSqlite3.Database,
  capacity = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare: (sql) => {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > capacity) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
  };
}

function openPostgres(connectionString: string): DbHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) =>
    console.error('[db] idle PostgreSQL connection failed:', error.message),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}

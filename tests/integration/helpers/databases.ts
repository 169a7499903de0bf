// Both storage tiers run the same integration tests (DESIGN.md "database"). PostgreSQL is
// probed once per test file; each test database is created for the test and dropped after.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../../../server/db/connection';
import type { DbHandle, DialectName } from '../../../server/db/connection';
import { migrateToLatest } from '../../../server/db/migrate';

export const PG_HOST = process.env.PGHOST ?? '127.0.0.1';
export const PG_PORT = Number(process.env.PGPORT ?? 5432);
const PG_USER = 'postgres';

function reachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

async function detectDialects(): Promise<DialectName[]> {
  if (await reachable(PG_HOST, PG_PORT, 1_000)) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true') {
    throw new Error(
      `PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT}, and CI requires the PostgreSQL tier`,
    );
  }
  console.warn(
    `PostgreSQL is not reachable at ${PG_HOST}:${PG_PORT}: skipping the PostgreSQL tier`,
  );
  return ['sqlite'];
}

export const testDialects: DialectName[] = await detectDialects();

export interface TestDatabase {
  name: string;
  handle: DbHandle;
  cleanup(): Promise<void>;
}

export function postgresUrl(database: string): string {
  return `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${database}`;
}

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl('postgres') });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function openTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (dialect === 'postgres') {
    const name = `comanda_test_${suffix}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: postgresUrl(name), dataDir: tmpdir() });
    const cleanup = async () => {
      await handle.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    };
    return { name, handle, cleanup };
  }
  const dir = mkdtempSync(join(tmpdir(), 'comanda-test-'));
  const file = join(dir, `comanda_test_${suffix}.sqlite`);
  const handle = await openDatabase({ sqliteFile: file });
  const cleanup = async () => {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { name: file, handle, cleanup };
}

/** A fresh, migrated database (seeded with the demo companies when asked). */
export async function createTestDatabase(
  dialect: DialectName,
  options: { seed?: boolean } = {},
): Promise<TestDatabase> {
  const test = await openTestDatabase(dialect);
  try {
    await migrateToLatest(test.handle.db);
    if (options.seed) {
      // Imported lazily so tests that never seed do not load the demo menus.
      const { seedDemo } = await import('../../../server/seed/index');
      await seedDemo(test.handle.db);
    }
    return test;
  } catch (error) {
    await test.cleanup();
    throw error;
  }
}

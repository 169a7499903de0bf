// Shared set-up for the HTTP tests: a real, migrated and demo-seeded database of the given
// dialect, and the real app built on it (no port needed: app.request() takes full URLs, so the
// Host is part of the URL exactly as @hono/node-server builds it from the Host header).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import type { Company } from '../../../src/domain/types';
import type { Kysely } from 'kysely';
import { buildApp } from '../../../server/app';
import type { BuildAppOptions } from '../../../server/app';
import {
  createCompany,
  findCompanyByToken,
  getCompany,
} from '../../../server/db/repositories/companies';
import type { CompanyRef } from '../../../server/db/repositories/companies';
import type { Database } from '../../../server/db/schema';
import { loadEnv } from '../../../server/env';
import type { StockShortage } from '../../../src/domain/error-codes';
import type { Env } from '../../../server/env';
import { openDatabase } from '../../../server/db/connection';
import type { DbHandle } from '../../../server/db/connection';
import { createTestDatabase, postgresUrl } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

export const BASE_HOST = 'comanda.test';
export const FIXTURE_HTML = readFileSync(
  new URL('../../fixtures/index.html', import.meta.url),
  'utf8',
);

export interface Harness {
  app: Hono;
  db: Kysely<Database>;
  env: Env;
  demo: CompanyRef;
  mediaDir: string;
  /** Full URL on the demo storefront's subdomain. */
  demoUrl(path: string): string;
  /** A second, independent connection to the same database (another instance's). */
  openAnother(): Promise<DbHandle>;
  cleanup(): Promise<void>;
}

export async function startHarness(
  dialect: 'sqlite' | 'postgres',
  options: { env?: Record<string, string>; app?: Partial<BuildAppOptions> } = {},
): Promise<Harness> {
  const database: TestDatabase = await createTestDatabase(dialect, { seed: true });
  const mediaDir = mkdtempSync(join(tmpdir(), 'comanda-media-'));
  const env = loadEnv({ APP_ENV: 'test', BASE_HOST, ...options.env });
  const db = database.handle.db;
  const demo = await findCompanyByToken(db, 'demo');
  if (!demo) throw new Error('the seed has no "demo" company');
  const app = buildApp({ db, env, indexHtml: FIXTURE_HTML, mediaDir, ...options.app });
  return {
    app,
    db,
    env,
    demo,
    mediaDir,
    demoUrl: (path) => `http://demo.${BASE_HOST}${path}`,
    openAnother: () =>
      dialect === 'postgres'
        ? openDatabase({ databaseUrl: postgresUrl(database.name), dataDir: tmpdir() })
        : openDatabase({ sqliteFile: database.name }),
    cleanup: async () => {
      // pg-pool's end() resolves before its idle clients' sockets close; dropping the database
      // then kills them and the pool re-emits that as an unhandled 'error'. Closing first and
      // letting the sockets finish avoids it (close is idempotent, cleanup calls it again).
      await database.handle.close();
      await new Promise((done) => setTimeout(done, 100));
      await database.cleanup();
      rmSync(mediaDir, { recursive: true, force: true });
    },
  };
}

/** The API base URL as the storefront of the demo company calls it. */
export const api = (h: Harness, path: string): string => h.demoUrl(`${h.env.API_BASE}${path}`);

export interface ErrorBody {
  message: string;
  code?: string;
  errors?: Record<string, string[]>;
  params?: Record<string, string | number>;
  items?: StockShortage[];
}

/** The field names an error answer complains about. */
export async function errorFields(response: Response): Promise<string[]> {
  return Object.keys((await json<ErrorBody>(response)).errors ?? {}).sort();
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A second company made from the demo's data, for cases the seed does not cover. */
export async function cloneDemo(
  h: Harness,
  overrides: Partial<Company> & { token: string },
): Promise<Company> {
  const demo = await getCompany(h.db, h.demo.id);
  if (!demo) throw new Error('demo company missing');
  const { id: _id, ...rest } = demo;
  return createCompany(h.db, { ...rest, domain_settings: null, ...overrides });
}

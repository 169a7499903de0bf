// The crash tests' server: one real server per dialect, in a child process, on a database of its
// own (storage.ts), killed and restarted by the test (server-control.ts). The storefront is built
// once per file by the first start and shared by every restart, so a restart is only the server's
// own start-up.
import { mkdtempSync, rmSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { STAMP_FILE } from '../../../server/build/staleness';
import type { DialectName } from '../../../server/db/connection';
import { freePort } from '../../e2e/support/server';
import type { ServerControl } from './server-control';
import { startControlled } from './server-control';
import { crashStorage } from './storage';
import type { CrashStorage } from './storage';

export interface CrashServer {
  server: ServerControl;
  storage: CrashStorage;
}

/** The file's build directory, removed when the file ends. */
export function crashDist(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-crash-dist-'));
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));
  return distDir;
}

/**
 * Starts the server before the describe's tests and removes it, its database and its data after;
 * answers a getter that throws if the start failed.
 */
export function useCrashServer(
  dialect: DialectName,
  distDir: string,
  env: Record<string, string> = {},
): () => CrashServer {
  const dataDir = mkdtempSync(join(tmpdir(), `comanda-crash-${dialect}-`));
  let started: CrashServer | null = null;
  let storage: CrashStorage | null = null;
  beforeAll(async () => {
    storage = await crashStorage(dialect, dataDir);
    const server = await startControlled({
      port: await freePort(),
      dataDir,
      env: { ...storage.env, DIST_DIR: distDir, ...env },
    });
    started = { server, storage };
    // Dated a day ahead: a source file saved mid-run must not turn a restart into a build.
    const later = new Date(Date.now() + 86_400_000);
    await utimes(join(distDir, STAMP_FILE), later, later);
  }, 300_000);
  afterAll(async () => {
    await started?.server.kill();
    await storage?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!started) throw new Error('the server did not start');
    return started;
  };
}

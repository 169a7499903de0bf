// Builds (when stale) and starts the real servers of the e2e run. Test files run two at a time
// (vitest.config.ts, `E2E_WORKERS`), and each worker slot has servers of its own, so two files
// running side by side never share a database: per slot, one server for the diners' tests and
// one for the back office's (support/server-port.ts picks them by VITEST_POOL_ID). Each seeds its
// own fresh SQLite database in a temporary data directory. Map tiles come from a local tile
// server (support/tiles.ts), never the network: its port is `inject('tilePort')` and the
// server's MAP_TILE_URL points at it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eWorkers } from './support/workers';
import { removeDataDir, startServer } from './support/server';
import type { RunningServer } from './support/server';
import { startTileServer } from './support/tiles';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Per worker slot: the diners' server. */
    ports: number[];
    /** Per worker slot: the diners' server's data directory. */
    dataDirs: string[];
    /** Per worker slot: the back office tests' own server (support/server-port.ts). */
    adminPorts: number[];
    tilePort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each run builds into its own directory (a build takes about a second), so concurrent runs
  // never swap assets under each other's feet.
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
  const tiles = await startTileServer();
  const env = { DIST_DIR: distDir, MAP_TILE_URL: tiles.template };
  const first = await startServer({ env });
  // Started after the first, which has built the assets they all serve.
  const rest = await Promise.all(
    Array.from({ length: e2eWorkers() * 2 - 1 }, () => startServer({ env })),
  );
  const servers: RunningServer[] = [first, ...rest];
  const diners = servers.filter((_, i) => i % 2 === 0);
  const admins = servers.filter((_, i) => i % 2 === 1);
  project.provide(
    'ports',
    diners.map((s) => s.port),
  );
  project.provide(
    'dataDirs',
    diners.map((s) => s.dataDir),
  );
  project.provide(
    'adminPorts',
    admins.map((s) => s.port),
  );
  project.provide('tilePort', tiles.port);
  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await tiles.stop();
    for (const s of servers) removeDataDir(s.dataDir);
    removeDataDir(distDir);
  };
}

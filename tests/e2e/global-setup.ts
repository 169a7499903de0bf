// Builds (when stale) and starts the real servers of the e2e run: one for the diners' tests, read
// with `inject('port')`, and one for the back office's (`inject('adminPort')`,
// support/server-port.ts). Each seeds its own fresh SQLite database in a temporary data directory.
// Map tiles come from a local tile server (support/tiles.ts), never the network: its port is
// `inject('tilePort')` and the server's MAP_TILE_URL points at it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeDataDir, startServer } from './support/server';
import { startTileServer } from './support/tiles';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    dataDir: string;
    /** The back office tests' own server (support/server-port.ts). */
    adminPort: number;
    tilePort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each run builds into its own directory (a build takes about a second), so concurrent runs
  // never swap assets under each other's feet.
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
  const tiles = await startTileServer();
  const env = { DIST_DIR: distDir, MAP_TILE_URL: tiles.template };
  const server = await startServer({ env });
  // Started after the first, which has built the assets both serve.
  const admin = await startServer({ env });
  project.provide('port', server.port);
  project.provide('adminPort', admin.port);
  project.provide('dataDir', server.dataDir);
  project.provide('tilePort', tiles.port);
  return async () => {
    await server.stop();
    await admin.stop();
    await tiles.stop();
    removeDataDir(server.dataDir);
    removeDataDir(admin.dataDir);
    removeDataDir(distDir);
  };
}

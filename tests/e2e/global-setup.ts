// Builds (when stale) and starts one real server for the whole e2e run; tests read its port with
// `inject('port')`. The server seeds its own fresh SQLite database in a temporary data directory.
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
    tilePort: number;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each run builds into its own directory (a build takes about a second), so concurrent runs
  // never swap assets under each other's feet.
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
  const tiles = await startTileServer();
  const server = await startServer({ env: { DIST_DIR: distDir, MAP_TILE_URL: tiles.template } });
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
  project.provide('tilePort', tiles.port);
  return async () => {
    await server.stop();
    await tiles.stop();
    removeDataDir(server.dataDir);
    removeDataDir(distDir);
  };
}

// Builds (when stale) and starts one real server for the whole e2e run; tests read its port with
// `inject('port')`. The server seeds its own fresh SQLite database in a temporary data directory.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { removeDataDir, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    port: number;
    dataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Each run builds into its own directory (a build takes about a second), so concurrent runs
  // never swap assets under each other's feet.
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
  const server = await startServer({ env: { DIST_DIR: distDir } });
  project.provide('port', server.port);
  project.provide('dataDir', server.dataDir);
  return async () => {
    await server.stop();
    removeDataDir(server.dataDir);
    removeDataDir(distDir);
  };
}

// A file that changes what the server serves (deletes a chunk, deploys a new service worker)
// starts its own server on its own DIST_DIR, so no other file sees the change, and a browser.
// Both are ready inside the file's tests and gone after them.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { removeDataDir, startServer } from './server';
import type { RunningServer } from './server';

export interface OwnDist {
  server: RunningServer;
  browser: Browser;
  distDir: string;
}

/** `name` tells the temporary folders apart. Read the fields inside tests, not at load time. */
export function useOwnDistServer(name: string): OwnDist {
  const own = {} as OwnDist;
  beforeAll(async () => {
    own.distDir = mkdtempSync(join(tmpdir(), `comanda-dist-${name}-`));
    [own.server, own.browser] = await Promise.all([
      startServer({ env: { DIST_DIR: own.distDir } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await (own.browser as Browser | undefined)?.close();
    const server = own.server as RunningServer | undefined;
    await server?.stop();
    if (server) removeDataDir(server.dataDir);
    if (own.distDir) removeDataDir(own.distDir);
  });
  return own;
}

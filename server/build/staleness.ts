// Decides whether the storefront bundle in dist/ is older than its sources. A stamp file written
// after a successful build is the reference, so a half-finished build never looks fresh.
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** What vite reads to build the storefront (web helpers own these; the server only watches them). */
export const BUILD_INPUTS = [
  'src',
  'sw',
  'public',
  'manifests',
  'index.html',
  'vite.config.ts',
  // The build's own plugin: it writes the brand fonts' CSS and files.
  'scripts/fonts-plugin.ts',
];
export const STAMP_FILE = '.build-stamp';

async function mtimeOf(path: string): Promise<number | null> {
  try {
    return (await stat(path)).mtimeMs;
  } catch {
    return null;
  }
}

/** Newest modification time under path (a file or a folder); tests beside the code do not count. */
export async function newestMtime(path: string): Promise<number> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(path))
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

export type Staleness = { stale: false } | { stale: true; reason: string };

export async function checkStaleness(root: string, distDir: string): Promise<Staleness> {
  if ((await mtimeOf(join(distDir, 'index.html'))) === null)
    return { stale: true, reason: 'dist/index.html is missing' };
  if ((await mtimeOf(join(distDir, 'ssr', 'entry-server.js'))) === null)
    return { stale: true, reason: "the server's page renderer is missing" };
  const stamp = await mtimeOf(join(distDir, STAMP_FILE));
  if (stamp === null) return { stale: true, reason: 'no build stamp' };
  for (const input of BUILD_INPUTS) {
    if ((await newestMtime(join(root, input))) > stamp)
      return { stale: true, reason: `${input} changed since the last build` };
  }
  return { stale: false };
}

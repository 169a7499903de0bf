// The storefront as `npm run build` makes it (the client, the server's page renderer and the
// precompressed siblings: server/build/ensure-built.ts), into a temporary directory, with a build
// stamp dated a day ahead, so a server started on it serves this build as it is
// (server/build/ensure-built.ts would rebuild it as soon as anyone saves a source file while the
// bench runs).
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStorefront } from '../../server/build/ensure-built';
import { STAMP_FILE } from '../../server/build/staleness';

export async function buildForBench(): Promise<{ distDir: string; remove: () => void }> {
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-bench-dist-'));
  await buildStorefront(process.cwd(), distDir, { quiet: true, log: () => undefined });
  const stamp = join(distDir, STAMP_FILE);
  const ahead = new Date(Date.now() + 86_400_000);
  writeFileSync(stamp, ahead.toISOString());
  utimesSync(stamp, ahead, ahead);
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

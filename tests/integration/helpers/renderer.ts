// The real page renderer for HTTP tests: `vite build --ssr` into a temporary dist with the fixture
// shell (about a second), so a test sees the pages exactly as the server draws them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SSR_BUILD_ARGS } from '../../../server/build/ensure-built';
import { FIXTURE_HTML } from '../api/harness';

const ROOT = resolve(import.meta.dirname, '../../..');

function buildRenderer(outDir: string): Promise<void> {
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [vite, ...SSR_BUILD_ARGS, outDir], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`ssr build: ${code}`))));
  });
}

/** A dist directory holding the fixture shell and the built renderer; remove() deletes it. */
export async function builtRenderer(): Promise<{ distDir: string; remove(): void }> {
  const distDir = mkdtempSync(join(tmpdir(), 'comanda-ssr-'));
  writeFileSync(join(distDir, 'index.html'), FIXTURE_HTML);
  await buildRenderer(join(distDir, 'ssr'));
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}

/** What the server drew into #root ('' when the browser is left to draw the page). */
export const drawnRoot = (html: string): string =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

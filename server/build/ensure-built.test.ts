// `npm start` builds a stale storefront without vite's hundreds of lines of chunk listing, and
// shows everything vite said when the build fails (issue [13/13]). A stand-in vite.js plays the
// build: it writes its output folder and prints a long listing, or fails with an error.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt } from './ensure-built';

const FAKE_VITE = `
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
const args = process.argv.slice(2);
const out = args[args.indexOf('--outDir') + 1];
for (let i = 0; i < 170; i++) console.log('dist/assets/chunk-' + i + '.js   1.00 kB │ gzip: 0.50 kB');
console.warn('(!) a warning about the config');
if (process.env.FAKE_VITE_FAIL && args.includes('--ssr')) {
  console.error('error during build: [vite] Could not resolve "./missing" from "src/app.tsx"');
  process.exit(1);
}
mkdirSync(out, { recursive: true });
writeFileSync(join(out, args.includes('--ssr') ? 'entry-server.js' : 'index.html'), '');
`;

describe('ensureBuilt', () => {
  let root: string;
  let lines: string[];
  let errors: string[];
  const options = () => ({
    root,
    distDir: join(root, 'dist'),
    log: (line: string) => lines.push(line),
    logError: (text: string) => errors.push(text),
  });

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'comanda-ensure-built-'));
    mkdirSync(join(root, 'node_modules', 'vite', 'bin'), { recursive: true });
    writeFileSync(join(root, 'node_modules', 'vite', 'bin', 'vite.js'), FAKE_VITE);
    writeFileSync(join(root, 'package.json'), '{"type":"module"}');
    lines = [];
    errors = [];
  });
  afterEach(() => {
    delete process.env.FAKE_VITE_FAIL;
    rmSync(root, { recursive: true, force: true });
  });

  it('says only that it builds and how long it took', async () => {
    expect(await ensureBuilt(options())).toBe(true);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toBe('Building the storefront (dist/index.html is missing)…');
    expect(lines[1]).toMatch(/^Storefront built in \d+\.\d s\.$/);
    expect(errors).toEqual([]);
    // Fresh now: the next start builds nothing and says nothing.
    expect(await ensureBuilt(options())).toBe(false);
    expect(lines).toHaveLength(2);
  });

  it('prints what the build said when it fails, and fails', async () => {
    process.env.FAKE_VITE_FAIL = '1';
    await expect(ensureBuilt(options())).rejects.toThrow(/exited with code 1/);
    expect(lines).toEqual(['Building the storefront (dist/index.html is missing)…']);
    const output = errors.join('');
    expect(output).toContain('Could not resolve "./missing"');
    expect(output).toContain('chunk-169.js');
  });
});

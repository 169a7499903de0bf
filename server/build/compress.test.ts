// The precompression step of the build (scripts/compress.ts).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressDir } from '../../scripts/compress';

describe('compressDir', () => {
  let dist: string;
  beforeEach(() => {
    dist = mkdtempSync(join(tmpdir(), 'comanda-compress-'));
  });
  afterEach(() => rmSync(dist, { recursive: true, force: true }));

  it('writes .br and .gz siblings for text assets of 1 KB or more only', async () => {
    mkdirSync(join(dist, 'assets'));
    const script = `export const x = ${JSON.stringify('a'.repeat(3000))};`;
    writeFileSync(join(dist, 'assets', 'index-1.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny.css'), 'a{}');
    writeFileSync(join(dist, 'icon.png'), Buffer.alloc(4096));
    expect(await compressDir(dist)).toBe(1);
    expect(
      brotliDecompressSync(readFileSync(join(dist, 'assets', 'index-1.js.br'))).toString(),
    ).toBe(script);
    expect(gunzipSync(readFileSync(join(dist, 'assets', 'index-1.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(dist, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'icon.png.br'))).toBe(false);
  });
});

// Build step after `vite build`: writes .br and .gz siblings for text assets of 1 KB or more, so the
// server sends prepared bytes instead of compressing per request (DESIGN.md measured the difference).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { COMPRESSIBLE_EXTENSIONS } from '../server/http/mime';

const MIN_BYTES = 1024;

/** The server's own build output (its page renderer, Vite's manifest) is never sent: not compressed. */
const SERVER_ONLY_DIRS = new Set(['ssr', '.vite']);

async function* walk(dir: string, top = true): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && SERVER_ONLY_DIRS.has(entry.name))) yield* walk(path, false);
    } else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under dir; returns how many files got siblings. */
export async function compressDir(dir: string): Promise<number> {
  let count = 0;
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE_EXTENSIONS.includes(extname(file).toLowerCase())) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.byteLength,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    // A sibling that saves nothing only costs a disk read; skip it.
    if (br.byteLength < data.byteLength) await writeFile(`${file}.br`, br);
    if (gz.byteLength < data.byteLength) await writeFile(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = resolve(process.argv[2] ?? 'dist');
  const count = await compressDir(dir);
  console.log(`compress: wrote .br and .gz for ${count} files in ${dir}`);
}

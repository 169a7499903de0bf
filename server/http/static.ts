// Files from disk (the built storefront and the demo media), with precompressed siblings chosen by
// Accept-Encoding and a hard refusal of anything that would resolve outside the root folder.
import { readFile, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Context } from 'hono';
import { COMPRESSIBLE_EXTENSIONS, contentTypeFor } from './mime';
import { etagMatches, pickEncoding } from './encoding';
import type { Encoding } from './encoding';

/**
 * The absolute file for a URL path under root, or null when the path is malformed or escapes root
 * (encoded dots, backslashes and NUL bytes included).
 */
export function safeJoin(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const base = resolve(root);
  const file = resolve(base, ...segments);
  return file.startsWith(base + sep) ? file : null;
}

async function fileStat(path: string): Promise<{ size: number; mtimeMs: number } | null> {
  try {
    const info = await stat(path);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

const EXTENSION_OF: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function compressedSibling(
  file: string,
  fileMtimeMs: number,
  header: string | undefined,
): Promise<{ path: string; encoding: Encoding } | null> {
  const found: Encoding[] = [];
  for (const encoding of ['br', 'gzip'] as const) {
    const sibling = await fileStat(file + EXTENSION_OF[encoding]);
    // A sibling older than its file is stale (a file rewritten in place): serving it under the
    // new file's ETag would pin browsers to the old body.
    if (sibling && sibling.mtimeMs >= fileMtimeMs) found.push(encoding);
  }
  const encoding = pickEncoding(header, found);
  return encoding ? { path: file + EXTENSION_OF[encoding], encoding } : null;
}

/**
 * The self-hosted brand fonts' files (src/domain/font-files.ts, copied by scripts/fonts-plugin.ts)
 * are named by package, subset and weight, and their bytes stay the same under a name: a repeat
 * visit on weak wifi reuses them without asking again. Their stylesheets (/fonts/{name}.css) keep
 * the caller's short cache.
 */
export const FONT_FILE_CACHE = 'public, max-age=31536000, immutable';
const FONT_FILE = /^\/fonts\/files\/[A-Za-z0-9._-]+\.woff2$/;

/** Serves root/urlPath, or returns null (the caller decides: 404, SPA shell, redirect). */
export async function serveFile(
  c: Context,
  root: string,
  urlPath: string,
  cacheControl: string,
): Promise<Response | null> {
  const file = safeJoin(root, urlPath);
  if (!file) return null;
  const info = await fileStat(file);
  if (!info) return null;
  const compressible = COMPRESSIBLE_EXTENSIONS.some((ext) => file.endsWith(ext));
  const headers = new Headers({
    'Content-Type': contentTypeFor(file),
    'Cache-Control': FONT_FILE.test(urlPath) ? FONT_FILE_CACHE : cacheControl,
  });
  if (compressible) headers.set('Vary', 'Accept-Encoding');
  const etag = `W/"${info.size.toString(36)}-${Math.floor(info.mtimeMs).toString(36)}"`;
  headers.set('ETag', etag);
  if (etagMatches(c.req.header('if-none-match'), etag))
    return new Response(null, { status: 304, headers });
  const sibling = compressible
    ? await compressedSibling(file, info.mtimeMs, c.req.header('accept-encoding'))
    : null;
  if (sibling) headers.set('Content-Encoding', sibling.encoding);
  const body = await readFile(sibling?.path ?? file);
  headers.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : body, { status: 200, headers });
}

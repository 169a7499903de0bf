// Compression for small dynamic bodies (the server-filled HTML). Large, reused bodies are
// prepared ahead instead (the catalogue cache, the build's .br/.gz files).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { pickEncoding } from './encoding';

/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024;

export function compressedBody(
  c: Context,
  text: string,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  const raw = Buffer.from(text);
  const out = new Headers({ ...headers, Vary: 'Accept-Encoding' });
  const encoding =
    raw.byteLength >= MIN_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
  let body: Buffer = raw;
  if (encoding === 'br')
    body = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  else if (encoding === 'gzip') body = gzipSync(raw, { level: 6 });
  if (encoding) out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(body.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), {
    status,
    headers: out,
  });
}

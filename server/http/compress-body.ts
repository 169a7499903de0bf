// Compression for dynamic bodies (the server-filled HTML). A body sent many times (a cached page,
// server/pages/html-cache.ts) is a PreparedBody: each encoding is made once, on first request.
// Large static bodies are prepared ahead instead (the catalogue cache, the build's .br/.gz files).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { pickEncoding } from './encoding';

/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024;

export class PreparedBody {
  readonly raw: Buffer;
  private br: Buffer | null = null;
  private gzip: Buffer | null = null;

  constructor(text: string) {
    this.raw = Buffer.from(text);
  }

  /** The bytes for this encoding, made on first use and kept. */
  encoded(encoding: 'br' | 'gzip'): Buffer {
    if (encoding === 'br')
      return (this.br ??= brotliCompressSync(this.raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }));
    return (this.gzip ??= gzipSync(this.raw, { level: 6 }));
  }

  /** What it holds in memory, for a cache's bound. */
  get bytes(): number {
    return this.raw.byteLength + (this.br?.byteLength ?? 0) + (this.gzip?.byteLength ?? 0);
  }
}

export function preparedResponse(
  c: Context,
  body: PreparedBody,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  const out = new Headers({ ...headers, Vary: 'Accept-Encoding' });
  const encoding =
    body.raw.byteLength >= MIN_BYTES ? pickEncoding(c.req.header('accept-encoding')) : null;
  const bytes = encoding ? body.encoded(encoding) : body.raw;
  if (encoding) out.set('Content-Encoding', encoding);
  out.set('Content-Length', String(bytes.byteLength));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(bytes), {
    status,
    headers: out,
  });
}

export function compressedBody(
  c: Context,
  text: string,
  status: 200 | 404,
  headers: Record<string, string>,
): Response {
  return preparedResponse(c, new PreparedBody(text), status, headers);
}

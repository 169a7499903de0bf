// The one body limit, applied to every request before any route runs, so an endpoint that never
// reads its body is as safe as one that does. @hono/node-server hands the body over as a stream
// (not buffered), which lets hono's bodyLimit count a chunked body while it arrives and stop at
// the limit; a declared Content-Length over it is refused before a byte is read.
import type { IncomingMessage } from 'node:http';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** Largest body any endpoint accepts (docs/contracts.md "Bodies"). */
export const MAX_BODY_BYTES = 64 * 1024;

/** How long a refused client gets to read its answer before the connection is dropped. */
const LINGER_MS = 500;

/**
 * Once the answer is written, read nothing more and close soon after. Closing at once would reset
 * the connection under a client still sending, so it would never see its 413. Left alone, Node
 * (and @hono/node-server's drain) would read and discard what it sends at line speed: measured,
 * 700 MB in half a second on loopback. Needs the Node socket, so app.request() in tests skips it.
 */
function closeAfterAnswer(c: Context): void {
  const { incoming, outgoing } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!incoming?.socket || !outgoing) return;
  const socket = incoming.socket;
  outgoing.once('finish', () => {
    // On the next turn, after @hono/node-server's drain has resumed the stream.
    setImmediate(() => socket.pause());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  });
}

function tooLarge(c: Context): Response {
  closeAfterAnswer(c);
  return c.json(new HttpError(413, 'payload_too_large', 'Request body too large').body(), 413);
}

/** True when the request carries a body (RFC 9112 §6.3: a length or a transfer coding). */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (
    c.req.header('transfer-encoding') !== undefined || (length !== undefined && length !== '0')
  );
}

/**
 * The Node stream of a body Node reads to its Content-Length; null for a chunked body, or where
 * there is no Node stream (app.request() in tests).
 */
export function declaredLengthBody(c: Context): IncomingMessage | null {
  const { incoming } = (c.env ?? {}) as Partial<HttpBindings>;
  if (!incoming || typeof incoming.on !== 'function') return null;
  if (c.req.header('content-length') === undefined) return null;
  return c.req.header('transfer-encoding') === undefined ? incoming : null;
}

export function limitBodies(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  const streaming = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) return tooLarge(c);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      // Node holds a body to its declared length, checked just above: only a chunked one needs
      // counting as it streams. Asking hono's bodyLimit anyway would make @hono/node-server
      // build the full Fetch Request just to see that there is a body (body-bytes.ts).
      if (declaredLengthBody(c)) return next();
      return streaming(c, next);
    }
    // No route reads a GET body, and @hono/node-server never hands one over: Node would read a
    // chunked one to its end after the answer, however long it is.
    if (hasBody(c)) closeAfterAnswer(c);
    return next();
  };
}

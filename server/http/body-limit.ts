// The one body limit, applied to every request before any route runs, so an endpoint that never
// reads its body is as safe as one that does. @hono/node-server hands the body over as a stream
// (not buffered), which lets hono's bodyLimit count a chunked body while it arrives and stop at
// the limit; a declared Content-Length over it is refused before a byte is read.
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** Largest body any endpoint accepts (docs/contracts.md "Bodies"). */
export const MAX_BODY_BYTES = 64 * 1024;

/** How long a refused client gets to read its answer, once it is flushed, before the close. */
const LINGER_MS = 500;
/** The longest a client that never reads its answer keeps the socket. */
const FLUSH_LIMIT_MS = 10_000;

/**
 * Node's close of a `Connection: close` answer (socket.destroySoon() once it is written), made a
 * lingering one: the answer is flushed and followed by a FIN, nothing more is read, and the socket
 * is destroyed LINGER_MS later. Destroying it at once, with body bytes still arriving, resets the
 * connection, and a client still sending loses the answer it has not read yet (measured: EPIPE
 * and no 413). Reading on instead would take whatever it sends at line speed (measured: 700 MB in
 * half a second on loopback, with @hono/node-server's drain).
 */
function lingeringClose(socket: Socket): () => void {
  let closing = false;
  return () => {
    if (closing || socket.destroyed) return;
    closing = true;
    socket.end();
    // On the next turn, after @hono/node-server's drain has resumed the stream.
    setImmediate(() => socket.pause());
    const destroy = () => socket.destroy();
    socket.once('finish', () => setTimeout(destroy, LINGER_MS).unref());
    setTimeout(destroy, FLUSH_LIMIT_MS).unref();
  };
}

/**
 * The answer to a body this connection will not read to its end says `Connection: close`, and the
 * socket closes once it is out: a keep-alive client then sends its next request on a new
 * connection, rather than down this one while it is being dropped (ECONNRESET, 56 in a fuzz run).
 * The header makes Node close after the answer; lingeringClose says how. Needs the Node socket,
 * so app.request() in tests gets the header only.
 */
function closeAfterAnswer(c: Context): void {
  const { incoming } = (c.env ?? {}) as Partial<HttpBindings>;
  const socket = incoming?.socket;
  if (socket) socket.destroySoon = lingeringClose(socket);
}

const CLOSE = { Connection: 'close' } as const;

function tooLarge(c: Context): Response {
  closeAfterAnswer(c);
  return c.json(
    new HttpError(413, 'payload_too_large', 'Request body too large').body(),
    413,
    CLOSE,
  );
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
    if (!hasBody(c)) return next();
    closeAfterAnswer(c);
    await next();
    c.res.headers.set('Connection', 'close');
  };
}

// A request's body, read once for everyone who needs it (the per-company write limit, then the
// route). Reading it through the Fetch API made @hono/node-server build a full Request (an
// AbortController, Headers, a web stream over the Node stream) for every order write: a few
// per cent of a placement's server time (issue [12/13]). When the body has a declared length and
// no one has started reading it, the bytes come straight off Node's stream instead, and are put
// in Hono's own body cache, so c.req.json(), text() and arrayBuffer() all answer from them.
// Anything else (a chunked body, which the body limit counts as it streams; app.request() in
// tests) goes through Hono as before.
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { MAX_BODY_BYTES, declaredLengthBody } from './body-limit';

class BodyUnreadable extends Error {}

function untouchedIncoming(c: Context): IncomingMessage | null {
  const incoming = declaredLengthBody(c);
  // Nothing has started reading it (a web stream made over it would be pulling already).
  return incoming?.readableFlowing === null && !incoming.readableDidRead ? incoming : null;
}

function readAll(incoming: IncomingMessage): Promise<ArrayBuffer> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // Node holds a body to its Content-Length, which body-limit.ts already capped.
      if (size > MAX_BODY_BYTES) fail(new BodyUnreadable('body over the limit'));
      else chunks.push(chunk);
    });
    incoming.once('end', () => {
      const all = Buffer.concat(chunks, size);
      // Its own ArrayBuffer: a small Buffer is a view into a shared pool.
      done(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength));
    });
    incoming.once('error', fail);
    // The client went away mid-body.
    incoming.once('close', () => {
      if (!incoming.complete) fail(new BodyUnreadable('connection closed before the body ended'));
    });
  });
}

/** What HonoRequest.bodyCache holds at run time: promises, though its type names the values. */
type BodyPromises = Record<string, unknown> & { arrayBuffer?: Promise<ArrayBuffer> };

/** The body's bytes; rejects when the client went away before sending them all. */
export function bodyBytes(c: Context): Promise<ArrayBuffer> {
  const cache = c.req.bodyCache as unknown as BodyPromises;
  if (cache.arrayBuffer) return cache.arrayBuffer;
  const incoming = Object.keys(cache).length === 0 ? untouchedIncoming(c) : null;
  if (!incoming) return c.req.arrayBuffer();
  const bytes = readAll(incoming);
  cache.arrayBuffer = bytes;
  return bytes;
}

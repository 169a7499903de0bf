// A request's body, read once for everyone who needs it (the per-company write limit, then the
// route). Reading it through the Fetch API made @hono/node-server build a full Request (an
// AbortController, Headers, a web stream over the Node stream) for every order write: a few
// per cent of a placement's server time (issue [12/13]). When the body has a declared length and
// no one has started reading it, the bytes come straight off Node's stream instead, and are put
// in Hono's own body cache, so c.req.json(), text() and arrayBuffer() all answer from them.
// Anything else (a chunked body, which the body limit counts as it streams; app.request() in
// tests) goes through Hono as before. Image uploads read their multipart body here too, at their
// own limit: one copy of the bytes instead of the four or five the Fetch API's formData() made
// (issue [14/21], server/http/multipart.ts).
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { MAX_BODY_BYTES, declaredLengthBody } from './body-limit';

class BodyUnreadable extends Error {}

function untouchedIncoming(c: Context): IncomingMessage | null {
  const incoming = declaredLengthBody(c);
  // Nothing has started reading it (a web stream made over it would be pulling already).
  return incoming?.readableFlowing === null && !incoming.readableDidRead ? incoming : null;
}

function readAll(incoming: IncomingMessage, maxBytes: number): Promise<ArrayBuffer> {
  return new Promise((done, fail) => {
    // Node holds a body to its Content-Length, which body-limit.ts already capped. The chunks
    // are copied into one buffer of that length as they come, so the bytes are never held twice
    // (collecting them and concatenating at the end held an 8 MB upload twice over).
    const declared = Number(incoming.headers['content-length']);
    if (!(declared <= maxBytes)) return fail(new BodyUnreadable('body over the limit'));
    const body = new Uint8Array(declared);
    let size = 0;
    incoming.on('data', (chunk: Buffer) => {
      if (size + chunk.length > declared) return fail(new BodyUnreadable('body over its length'));
      body.set(chunk, size);
      size += chunk.length;
    });
    incoming.once('end', () => {
      if (size === declared) done(body.buffer);
      else fail(new BodyUnreadable('body shorter than its length'));
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

/**
 * The body's bytes; rejects when the client went away before sending them all. `maxBytes` is
 * the limit body-limit.ts applied to this route (MAX_BODY_BYTES, or an upload's own).
 */
export function bodyBytes(c: Context, maxBytes = MAX_BODY_BYTES): Promise<ArrayBuffer> {
  const cache = c.req.bodyCache as unknown as BodyPromises;
  if (cache.arrayBuffer) return cache.arrayBuffer;
  const incoming = Object.keys(cache).length === 0 ? untouchedIncoming(c) : null;
  if (!incoming) return c.req.arrayBuffer();
  const bytes = readAll(incoming, maxBytes);
  cache.arrayBuffer = bytes;
  return bytes;
}

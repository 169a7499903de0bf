// bodyBytes over a real Node server: the bytes come off Node's stream without building the Fetch
// API's Request, Hono's own readers answer from the same bytes, and a chunked body (which the
// body limit counts as it streams) or a client gone mid-body behave as before.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyBytes } from './body-bytes';
import { limitBodies } from './body-limit';

/** Whether @hono/node-server built the full Fetch Request behind its lightweight one. */
const builtFetchRequest = (c: Context) =>
  Object.getOwnPropertySymbols(c.req.raw).some((symbol) => symbol.description === 'requestCache');

interface Seen {
  built?: boolean;
  failed?: string;
}

/** An upload's limit: the 8 MB of IMAGE_UPLOAD_MAX_BYTES, smaller here. */
const LARGE_LIMIT = 1024 * 1024;

describe('bodyBytes (real HTTP server)', () => {
  let server: ServerType;
  let port: number;
  const seen: Seen = {};
  let failedBody: (reason: string) => void = () => undefined;

  beforeAll(async () => {
    const app = new Hono();
    // As server/app.ts gives uploads their own limit, larger than the 64 KB of every other body.
    const small = limitBodies();
    const large = limitBodies(LARGE_LIMIT);
    const byRoute: MiddlewareHandler = (c, next) =>
      c.req.path === '/large' ? large(c, next) : small(c, next);
    app.use('*', byRoute);
    app.post('/large', async (c) => {
      const bytes = await bodyBytes(c, LARGE_LIMIT);
      seen.built = builtFetchRequest(c);
      return c.json({ size: bytes.byteLength, last: new Uint8Array(bytes).at(-1) });
    });
    app.post('/twice', async (c) => {
      const first = new TextDecoder().decode(await bodyBytes(c));
      const again = (await bodyBytes(c)).byteLength;
      // Hono's readers answer from the same bytes, after the stream was read.
      const parsed = await c.req.json<{ company_id: string }>();
      seen.built = builtFetchRequest(c);
      return c.json({ first, again, company: parsed.company_id, text: await c.req.text() });
    });
    app.post('/partial', async (c) => {
      try {
        await bodyBytes(c);
        failedBody('read');
      } catch (error) {
        failedBody(error instanceof Error ? error.message : String(error));
      }
      return c.text('done');
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((done) => server.once('listening', () => done()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('reads a body of declared length off the Node stream, once, for every reader', async () => {
    const body = JSON.stringify({ company_id: 'abc', note: 'ñandú 🍔' });
    const res = await fetch(`http://127.0.0.1:${port}/twice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      first: body,
      again: Buffer.byteLength(body),
      company: 'abc',
      text: body,
    });
    expect(seen.built).toBe(false);
  });

  it('reads a body past 64 KB off the Node stream too, up to the limit its route was given', async () => {
    const body = new Uint8Array(600 * 1024).fill(7);
    body[body.length - 1] = 9;
    const res = await fetch(`http://127.0.0.1:${port}/large`, { method: 'POST', body });
    expect(await res.json()).toEqual({ size: body.length, last: 9 });
    expect(seen.built).toBe(false);
  });

  it('reads a chunked body through Hono, where the body limit counts it', async () => {
    const body = JSON.stringify({ company_id: 'chunked' });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 5)));
        controller.enqueue(new TextEncoder().encode(body.slice(5)));
        controller.close();
      },
    });
    const res = await fetch(`http://127.0.0.1:${port}/twice`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first: body, company: 'chunked', text: body });
  });

  it('rejects when the client goes away before the declared length arrived', async () => {
    const outcome = new Promise<string>((done) => (failedBody = done));
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((done) => socket.once('connect', () => done()));
    socket.write(
      'POST /partial HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"company_id":',
    );
    // Let the server start reading, then hang up.
    await new Promise((done) => setTimeout(done, 50));
    socket.destroy();
    expect(await outcome).not.toBe('read');
  });
});

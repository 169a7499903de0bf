import { Agent, request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, limitBodies } from './body-limit';

function app(): Hono {
  const app = new Hono();
  app.use('*', limitBodies());
  app.post('/echo', async (c) => c.text(String((await c.req.text()).length)));
  // Like the visit report: a write that never reads a body.
  app.patch('/ignore', (c) => c.body(null, 204));
  app.get('/read', (c) => c.text('ok'));
  return app;
}

/** A body of `total` bytes in 64 KB chunks that counts how much was pulled from it. */
function countedStream(total: number) {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const counter = { pulled: 0 };
  // highWaterMark 0: nothing is pulled ahead, so `pulled` is what a reader asked for.
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled >= total) return controller.close();
        counter.pulled += chunk.length;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const send = (path: string, method: string, body: ReadableStream<Uint8Array>, headers = {}) =>
  app().request(new Request(`http://x${path}`, { method, body, headers, duplex: 'half' }));

describe('limitBodies (through app.request)', () => {
  it.each([
    ['a chunked body under the limit is read', '/echo', 'POST', MAX_BODY_BYTES - 64 * 1024, 200],
    ['a chunked body over the limit is cut', '/echo', 'POST', 10 * 1024 * 1024, 413],
    ['so is one sent to a route that never reads it', '/ignore', 'PATCH', 10 * 1024 * 1024, 413],
  ])('%s', async (_name, path, method, total, status) => {
    const { stream, counter } = countedStream(total);
    const res = await send(path, method, stream);
    expect(res.status).toBe(status);
    // Read while streaming: never more than the limit and the chunk that crossed it.
    expect(counter.pulled).toBeLessThanOrEqual(MAX_BODY_BYTES + 64 * 1024);
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { stream, counter } = countedStream(10 * 1024 * 1024);
    const res = await send('/echo', 'POST', stream, { 'content-length': String(1024 ** 3) });
    expect([res.status, ((await res.json()) as { code: string }).code]).toEqual([
      413,
      'payload_too_large',
    ]);
    expect(counter.pulled).toBe(0);
  });

  it('lets a GET through', async () => {
    expect((await app().request('/read')).status).toBe(200);
  });
});

describe('limitBodies on a real socket (@hono/node-server)', () => {
  const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
  const read: number[] = [];
  server.on('connection', (s: Socket) => s.once('close', () => read.push(s.bytesRead)));
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('answers 413 to a 1 GB Content-Length, then stops reading and closes', async () => {
    const { port } = server.address() as AddressInfo;
    const began = Date.now();
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
      socket.once('close', () => resolve(received));
      socket.once('error', () => socket.destroy());
      socket.write(`POST /echo HTTP/1.1\r\nhost: x\r\ncontent-length: ${1024 ** 3}\r\n\r\n`);
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      // As fast as the server takes it: left alone, Node would read ~700 MB in the half second.
      const pump = () => {
        while (!socket.destroyed && socket.write(chunk));
        if (!socket.destroyed) socket.once('drain', pump);
      };
      pump();
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(Date.now() - began).toBeLessThan(3_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Math.max(...read)).toBeLessThan(16 * 1024 * 1024);
  });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The client socket it came on, to tell a reused connection from a new one. */
  socket: Socket;
}

/** One request through a keep-alive agent; rejects on a network error such as ECONNRESET. */
function viaAgent(
  agent: Agent,
  port: number,
  method: string,
  path: string,
  body?: { bytes: number; chunked: boolean },
): Promise<Answer> {
  return new Promise((done, fail) => {
    const headers: Record<string, string> = {};
    if (body && !body.chunked) headers['content-length'] = String(body.bytes);
    const outgoing = request({ host: '127.0.0.1', port, agent, method, path, headers }, (res) => {
      res.resume();
      res.once('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, socket: res.socket }),
      );
      res.once('error', fail);
    });
    outgoing.once('error', fail);
    // The server may answer before it has the body: a write it no longer reads is no failure.
    if (body) outgoing.write(Buffer.alloc(body.bytes, 0x61), () => undefined);
    outgoing.end();
  });
}

/**
 * Sends a body without end and reads nothing for `readAfterMs`, as a client on a slow link sees
 * the answer only after a while; resolves with what it read, or the error that cut it.
 */
function busySender(port: number, readAfterMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let failure = '';
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.once('error', (e: NodeJS.ErrnoException) => (failure = e.code ?? e.message));
    socket.once('close', () => resolve(received || failure));
    socket.pause();
    setTimeout(() => socket.resume(), readAfterMs);
    socket.write(`POST /echo HTTP/1.1\r\nhost: x\r\ncontent-length: ${1024 ** 3}\r\n\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const pump = () => {
      while (!socket.destroyed && socket.write(chunk));
      if (!socket.destroyed) socket.once('drain', pump);
    };
    pump();
  });
}

describe('a body the server will not read closes its keep-alive connection honestly', () => {
  const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it.each([
    ['a declared Content-Length over the limit', 'POST', '/echo', false, 413],
    ['a chunked body over the limit', 'POST', '/echo', true, 413],
    ['a GET that carries a body', 'GET', '/read', false, 200],
  ] as const)(
    '%s: Connection: close, then the next request succeeds',
    async (_name, method, path, chunked, status) => {
      const { port } = server.address() as AddressInfo;
      // One socket: the next request would go down the refused one if it were kept alive.
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        const warm = await viaAgent(agent, port, 'GET', '/read');
        expect(warm.headers.connection).toBe('keep-alive');
        const bytes = method === 'GET' ? 1_000 : MAX_BODY_BYTES * 2;
        const refused = await viaAgent(agent, port, method, path, { bytes, chunked });
        expect([refused.status, refused.headers.connection]).toEqual([status, 'close']);
        // Straight after, as a keep-alive client would: no ECONNRESET, and on a new connection.
        const next = await viaAgent(agent, port, 'GET', '/read');
        expect(next.status).toBe(200);
        expect(next.socket).not.toBe(refused.socket);
      } finally {
        agent.destroy();
      }
    },
  );

  it('lingers: a client still sending, which reads its answer 200 ms late, still gets it', async () => {
    const { port } = server.address() as AddressInfo;
    // Closed at once, with its body still arriving, the connection would be reset under it.
    const answer = await busySender(port, 200);
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 413 Payload Too Large');
    expect(answer.toLowerCase()).toContain('connection: close');
  });
});

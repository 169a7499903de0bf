// The same app behind a real socket (@hono/node-server, as server/index.ts runs it): the Host
// header picks the tenant, precompressed bytes and status codes survive the adapter, and a body
// refused unread closes its keep-alive connection honestly.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import type { ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(
  port: number,
  path: string,
  headers: Record<string, string>,
  options: { agent?: Agent; method?: string; body?: Buffer } = {},
): Promise<Reply> {
  return new Promise((done, fail) => {
    const { agent, method = 'GET', body } = options;
    const req = request({ host: '127.0.0.1', port, path, headers, agent, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.once('error', fail);
    // The server may answer before it has the body: a write it no longer reads is no failure.
    if (body) req.write(body, () => undefined);
    req.end();
  });
}

describe.each(testDialects)('served over HTTP (%s)', (dialect) => {
  let h: Harness;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    h = await startHarness(dialect);
    await new Promise<void>((ready) => {
      server = serve({ fetch: h.app.fetch, port: 0, hostname: '127.0.0.1' }, () => ready());
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await h.cleanup();
  });

  it('resolves the tenant from the Host header', async () => {
    const page = await get(port, '/', { host: `demo.${BASE_HOST}:${port}` });
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain(`"companyId":"${h.demo.id}"`);
    const disabled = await get(port, '/', {
      host: `nobody.${BASE_HOST}:${port}`,
      'accept-language': 'pt-BR',
    });
    expect(disabled.status).toBe(404);
    expect(disabled.body.toString()).toContain('O restaurante desativou o seu cardápio digital.');
  });

  it('sends the prepared brotli catalogue and a 304 on revalidation', async () => {
    const path = `/api/ms-products/public/companies/${h.demo.id}/categories`;
    const host = `demo.${BASE_HOST}:${port}`;
    const first = await get(port, path, { host, 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(Array.isArray(JSON.parse(brotliDecompressSync(first.body).toString()))).toBe(true);
    const again = await get(port, path, { host, 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });

  it('answers a body over the limit with Connection: close, and the next request gets through', async () => {
    const host = `demo.${BASE_HOST}:${port}`;
    const health = '/api/ms-notifications/public/health';
    // One keep-alive socket, as the fuzzer's clients use: a kept one would carry the next request.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      expect((await get(port, health, { host }, { agent })).headers.connection).toBe('keep-alive');
      const body = Buffer.alloc(100 * 1024, 0x61);
      const refused = await get(
        port,
        '/api/ms-orders/public/orders',
        { host, 'content-type': 'application/json', 'content-length': String(body.length) },
        { agent, method: 'POST', body },
      );
      expect([refused.status, refused.headers.connection]).toEqual([413, 'close']);
      expect(JSON.parse(refused.body.toString())).toMatchObject({ code: 'payload_too_large' });
      // At once, on the same agent: before the fix this went down the dropped socket (ECONNRESET).
      expect((await get(port, health, { host }, { agent })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

// TRUST_PROXY and TLS (issue [8/13]), over real sockets: off, only the socket says who the visitor
// is and whether it is TLS (HSTS, Secure cookies, canonical URLs); on, X-Forwarded-For and
// X-Forwarded-Proto count as far as trusted proxies wrote them (a number of hops, or a list).
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import { testDialects } from '../helpers/databases';
import { visitDate } from '../helpers/visits';
import { BASE_HOST, FIXTURE_HTML, startHarness } from './harness';
import type { Harness } from './harness';
import { send, serveWire } from './wire';
import type { Wire, WireAnswer } from './wire';

const HOST = `demo.${BASE_HOST}`;
const hsts = (answer: WireAnswer) => answer.headers['strict-transport-security'];
const setCookies = (answer: WireAnswer) => answer.headers['set-cookie'] ?? [];

/** A request whose target is an absolute https URL, sent over plain TCP. */
function absoluteFormGet(port: number): Promise<string> {
  return new Promise((done, fail) => {
    const socket = new Socket();
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.once('end', () => done(text));
    socket.once('error', fail);
    socket.connect(port, '127.0.0.1', () => {
      socket.write(`GET https://${HOST}/ HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`);
    });
  });
}

describe.each(testDialects)('TRUST_PROXY and TLS (%s)', (dialect) => {
  let h: Harness;
  const wires: Record<'plain' | 'tls' | 'hops' | 'list', Wire | null> = {
    plain: null,
    tls: null,
    hops: null,
    list: null,
  };
  const port = (name: keyof typeof wires): number => wires[name]?.port ?? 0;
  let demoId = '';
  let demoDate = '';

  beforeAll(async () => {
    h = await startHarness(dialect);
    demoId = h.demo.id;
    demoDate = await visitDate(h.db, demoId);
    const app = (extra: Record<string, string>) =>
      buildApp({
        db: h.db,
        env: loadEnv({ APP_ENV: 'test', BASE_HOST, RATE_LIMIT_WRITES_PER_MINUTE: '2', ...extra }),
        indexHtml: FIXTURE_HTML,
      });
    wires.plain = await serveWire(app({}));
    wires.tls = await serveWire(app({}), { tls: true });
    wires.hops = await serveWire(app({ TRUST_PROXY: '1' }));
    wires.list = await serveWire(app({ TRUST_PROXY: '127.0.0.2, 2001:db8::/32' }));
  });
  afterAll(async () => {
    for (const wire of Object.values(wires)) await wire?.close();
    await h.cleanup();
  });

  const visit = (wire: keyof typeof wires, from: string, headers: Record<string, string> = {}) =>
    send(port(wire), {
      method: 'PATCH',
      path: `/api/ms-reports/public/company-visit?company_id=${demoId}&date=${demoDate}`,
      host: HOST,
      from,
      headers,
    });
  const login = (wire: keyof typeof wires, headers: Record<string, string> = {}, tls = false) =>
    send(port(wire), {
      method: 'POST',
      path: '/api/kitchen/session',
      host: HOST,
      body: { password: DEMO_STAFF_PASSWORD },
      headers,
      tls,
    });

  it('off: HSTS and Secure cookies only over a TLS socket', async () => {
    const overTls = await send(port('tls'), { path: '/', host: HOST, tls: true });
    expect(overTls.status).toBe(200);
    expect(hsts(overTls)).toBe('max-age=31536000; includeSubDomains');
    const tlsLogin = await login('tls', {}, true);
    expect(tlsLogin.status).toBe(201);
    expect(setCookies(tlsLogin)).toHaveLength(2);
    for (const cookie of setCookies(tlsLogin)) expect(cookie).toContain('Secure');

    const forged = await send(port('plain'), {
      path: '/',
      host: HOST,
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.status).toBe(200);
    expect(hsts(forged)).toBeUndefined();
    expect(forged.body).not.toContain('href="https://');
    const forgedLogin = await login('plain', { 'x-forwarded-proto': 'https' });
    expect(forgedLogin.status).toBe(201);
    expect(setCookies(forgedLogin)).toHaveLength(2);
    for (const cookie of setCookies(forgedLogin)) expect(cookie).not.toContain('Secure');
  });

  it('off: an absolute https request target over plain TCP is not TLS', async () => {
    const raw = await absoluteFormGet(port('plain'));
    expect(raw).toMatch(/^HTTP\/1\.1 200/);
    expect(raw.toLowerCase()).not.toContain('strict-transport-security');
  });

  it('hops: the address the proxy appended is the visitor, and its X-Forwarded-Proto counts', async () => {
    const through = (forwardedFor: string) =>
      visit('hops', '127.0.0.1', { 'x-forwarded-for': forwardedFor });
    expect((await through('203.0.113.1')).status).toBe(204);
    expect((await through('198.51.100.1, 203.0.113.1')).status).toBe(204);
    expect((await through('203.0.113.1')).status).toBe(429);
    // What the visitor wrote left of it is not theirs to choose: 203.0.113.2 is another visitor.
    expect((await through('203.0.113.1, 203.0.113.2')).status).toBe(204);
    const page = await send(port('hops'), {
      path: '/',
      host: HOST,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    });
    expect(hsts(page)).toContain('max-age=');
    const proxiedLogin = await login('hops', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.9',
    });
    expect(proxiedLogin.status).toBe(201);
    expect(setCookies(proxiedLogin)).toHaveLength(2);
    for (const cookie of setCookies(proxiedLogin)) expect(cookie).toContain('Secure');
  });

  it('list: forwarded headers count only from a listed proxy', async () => {
    const viaProxy = (forwardedFor: string) =>
      visit('list', '127.0.0.2', { 'x-forwarded-for': forwardedFor });
    expect((await viaProxy('203.0.113.5')).status).toBe(204);
    expect((await viaProxy('203.0.113.5')).status).toBe(204);
    expect((await viaProxy('203.0.113.5')).status).toBe(429);
    expect((await viaProxy('203.0.113.6')).status).toBe(204);
    // 127.0.0.1 is no listed proxy: it is the visitor, whatever it forwards.
    const direct = (forwardedFor: string) =>
      visit('list', '127.0.0.1', { 'x-forwarded-for': forwardedFor });
    expect((await direct('203.0.113.7')).status).toBe(204);
    expect((await direct('203.0.113.8')).status).toBe(204);
    expect((await direct('203.0.113.10')).status).toBe(429);

    const page = (from: string) =>
      send(port('list'), {
        path: '/',
        host: HOST,
        from,
        headers: { 'x-forwarded-proto': 'https' },
      });
    expect(hsts(await page('127.0.0.2'))).toContain('max-age=');
    expect(hsts(await page('127.0.0.1'))).toBeUndefined();
  });
});

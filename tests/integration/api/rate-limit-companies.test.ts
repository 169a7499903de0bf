// Issue [14/21]: a public write is counted against the company it acts on, read from the one
// place its route names it (server/routes/public-writes.ts). Naming other companies anywhere else
// (the path, the query, the JSON body, the Host) neither dodges the limit nor spends another
// company's count; and every public write the app registers has its place declared.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrCreateClient } from '../../../server/db/repositories/clients';
import { isPublicWrite } from '../../../server/http/rate-limit/public-writes';
import { PUBLIC_WRITES } from '../../../server/routes/public-writes';
import type { PublicWrite } from '../../../server/routes/public-writes';
import { testDialects } from '../helpers/databases';
import { companyIdOf } from '../kitchen/support';
import { BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';
import { send, serveWire } from './wire';
import type { Wire, WireAnswer, WireRequest } from './wire';

const TOKENS = ['demo', 'sabor', 'taqueria', 'alnakheel', 'whatsburger'];
/** Per address and company: 3 writes, 2 coupon tries and 1 abuse report a minute. */
const ALLOWED = { writes: 3, couponTries: 2, abuseReports: 1 };
const allowedFor = (write: PublicWrite): number => ALLOWED[write.limit ?? 'writes'];
const label = (write: PublicWrite): string => `${write.method} ${write.path}`;

function expectRefused(answer: WireAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.body}`).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  const body = JSON.parse(answer.body) as { message: string; code: string };
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe('rate_limited');
  expect(body.message).toMatch(/too many/i);
}

function expectCounted(answer: WireAnswer, what: string): void {
  expect(answer.status, `${what}: ${answer.body}`).not.toBe(429);
  expect(answer.status, `${what}: ${answer.body}`).toBeLessThan(500);
}

describe.each(testDialects)('public writes counted where they act (%s)', (dialect) => {
  let h: Harness;
  let wire: Wire;
  const ids: Record<string, string> = {};
  /** A client of each of the first two companies, for the write that names only its client. */
  const clients: Record<string, string> = {};

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: {
        RATE_LIMIT_WRITES_PER_MINUTE: String(ALLOWED.writes),
        RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: '1000',
        RATE_LIMIT_COUPON_TRIES_PER_MINUTE: String(ALLOWED.couponTries),
        RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: String(ALLOWED.abuseReports),
      },
    });
    wire = await serveWire(h.app);
    for (const token of TOKENS) ids[token] = await companyIdOf(h.db, token);
    for (const [token, phone] of [
      ['demo', '+12125550500'],
      ['sabor', '+12125550501'],
    ] as const) {
      const made = await findOrCreateClient(h.db, ids[token] ?? '', {
        name: 'Counted',
        phone_number: phone,
      });
      clients[token] = made.id;
    }
  });
  afterAll(async () => {
    await wire.close();
    await h.cleanup();
  });

  /** A seeded tenant's token, or an id no company has, as the company named everywhere else. */
  const decoyOf = (name: string) => ({
    id: ids[name] ?? name,
    host: `${name}.${BASE_HOST}`,
  });

  /**
   * The write naming `token`'s company in its declared place, and the decoy company in every
   * other place a company can be named, the Host included.
   */
  function request(
    write: PublicWrite,
    token: string,
    decoyName: string,
    from: string,
  ): WireRequest {
    const company = ids[token] ?? '';
    const decoy = decoyOf(decoyName);
    const path = write.path
      .replace(':companyId', write.company === 'path' ? company : decoy.id)
      .replace(/:\w+/g, 'nope');
    // The route reads the first company_id of the query; a second one is a decoy too.
    const query =
      write.company === 'query'
        ? `?company_id=${company}&company_id=${decoy.id}&date=2025-03-01`
        : `?company_id=${decoy.id}&date=2025-03-01`;
    const body = {
      company_id: write.company === 'body' ? company : decoy.id,
      client_id: write.company === 'client' ? clients[token] : decoy.id,
    };
    return {
      method: write.method,
      path: `${h.env.API_BASE}${path}${query}`,
      host: decoy.host,
      body,
      from,
    };
  }

  it('declares where every public write the app registers names its company', () => {
    const registered = h.app.routes
      // Middleware is registered for ALL methods; routes under their own.
      .filter((route) => route.method !== 'ALL' && isPublicWrite(route.method, route.path))
      .map((route) => `${route.method} ${route.path.replace(h.env.API_BASE, '')}`);
    expect(registered.length).toBeGreaterThan(0);
    expect([...new Set(registered)].sort()).toEqual(PUBLIC_WRITES.map(label).sort());
  });

  it('refuses each write past its limit, whatever other companies the request names', async () => {
    for (const [index, write] of PUBLIC_WRITES.entries()) {
      const from = `127.0.10.${index + 1}`;
      // Each repeat names other companies everywhere else: unknown ids, then seeded tenants.
      const decoy = (i: number) =>
        i % 2 === 0 ? `k${i}x${Math.random().toString(36).slice(2, 8)}` : (TOKENS[i] ?? 'x');
      const allowed = allowedFor(write);
      for (let i = 0; i < allowed; i += 1)
        expectCounted(await send(wire.port, request(write, 'demo', decoy(i), from)), label(write));
      expectRefused(
        await send(wire.port, request(write, 'demo', decoy(allowed), from)),
        label(write),
      );
    }
  });

  it('counts each write against the company in its declared place, not a decoy', async () => {
    for (const [index, write] of PUBLIC_WRITES.entries()) {
      const from = `127.0.11.${index + 1}`;
      // One more than the limit, alternating between two companies: neither reaches it, so a
      // limiter reading the fixed decoy instead would refuse the last one.
      for (let i = 0; i <= allowedFor(write); i += 1) {
        const token = i % 2 === 0 ? 'demo' : 'sabor';
        expectCounted(await send(wire.port, request(write, token, 'taqueria', from)), label(write));
      }
    }
  });

  it('no longer lets ?company_id=<random> dodge the order and abuse-report limits', async () => {
    const cases: [string, number][] = [
      ['/ms-orders/public/orders', ALLOWED.writes],
      ['/ms-companies/public/companies/site-abuse-report', ALLOWED.abuseReports],
    ];
    for (const [index, [path, allowed]] of cases.entries()) {
      const from = `127.0.12.${index + 1}`;
      const call = (i: number) =>
        send(wire.port, {
          method: 'POST',
          path: `${h.env.API_BASE}${path}?company_id=k${i}${Date.now()}`,
          host: `demo.${BASE_HOST}`,
          body: { company_id: ids.demo },
          from,
        });
      for (let i = 0; i < allowed; i += 1) expectCounted(await call(i), path);
      expectRefused(await call(allowed), path);
    }
  });

  it('still limits a public write no route declares (an unknown path)', async () => {
    const call = () =>
      send(wire.port, {
        method: 'POST',
        path: `${h.env.API_BASE}/ms-orders/public/nowhere?company_id=${Date.now()}`,
        host: `demo.${BASE_HOST}`,
        body: { company_id: ids.demo },
        from: '127.0.13.1',
      });
    for (let i = 0; i < ALLOWED.writes; i += 1) expect((await call()).status).toBe(404);
    expectRefused(await call(), 'unknown path');
  });
});

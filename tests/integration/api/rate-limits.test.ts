// Rate limits on every public write (issue [8/13]), over real sockets so that each loopback
// address is a visitor of its own: per address and company, per company, the tighter counts of
// coupon tries and abuse reports, and forwarded headers ignored while TRUST_PROXY is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { testDialects } from '../helpers/databases';
import { visitDate } from '../helpers/visits';
import { companyIdOf } from '../kitchen/support';
import { BASE_HOST, FIXTURE_HTML, startHarness } from './harness';
import type { Harness } from './harness';
import { send, serveWire } from './wire';
import type { Wire, WireAnswer } from './wire';

const host = (token: string) => `${token}.${BASE_HOST}`;

describe.each(testDialects)('rate limits on public writes (%s)', (dialect) => {
  let h: Harness;
  // Per address: 3 writes, 2 coupon tries, 1 abuse report a minute; companies barely limited.
  let perAddress: Wire;
  // Per company: 5 writes a minute from all addresses together.
  let perCompany: Wire;
  const ids: Record<string, string> = {};
  const dates: Record<string, string> = {};

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: {
        RATE_LIMIT_WRITES_PER_MINUTE: '3',
        RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: '1000',
        RATE_LIMIT_COUPON_TRIES_PER_MINUTE: '2',
        RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE: '1',
      },
    });
    perAddress = await serveWire(h.app);
    const env = loadEnv({
      APP_ENV: 'test',
      BASE_HOST,
      RATE_LIMIT_WRITES_PER_MINUTE: '1000',
      RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: '5',
    });
    perCompany = await serveWire(buildApp({ db: h.db, env, indexHtml: FIXTURE_HTML }));
    for (const token of ['demo', 'sabor', 'taqueria', 'alnakheel', 'whatsburger']) {
      const id = await companyIdOf(h.db, token);
      ids[token] = id;
      dates[token] = await visitDate(h.db, id);
    }
  });
  afterAll(async () => {
    await Promise.all([perAddress.close(), perCompany.close()]);
    await h.cleanup();
  });

  const visit = (wire: Wire, token: string, from: string, headers: Record<string, string> = {}) =>
    send(wire.port, {
      method: 'PATCH',
      path: `/api/ms-reports/public/company-visit?company_id=${ids[token]}&date=${dates[token]}`,
      host: host(token),
      from,
      headers,
    });

  function expectRefused(answer: WireAnswer): void {
    expect(answer.status).toBe(429);
    const retryAfter = Number(answer.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const body = JSON.parse(answer.body) as { message: string; code: string };
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(/too many/i);
  }

  it('counts per address and company, and answers 429 with Retry-After past it', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await visit(perAddress, 'demo', '127.0.0.1')).status).toBe(204);
    expectRefused(await visit(perAddress, 'demo', '127.0.0.1'));
    // Another address, another company and any read are not affected.
    expect((await visit(perAddress, 'demo', '127.0.0.2')).status).toBe(204);
    expect((await visit(perAddress, 'sabor', '127.0.0.1')).status).toBe(204);
    const read = await send(perAddress.port, {
      path: `/api/ms-companies/public/companies/${ids.demo}`,
      host: host('demo'),
    });
    expect(read.status).toBe(200);
  });

  it('limits every public write, with tighter counts for coupons and abuse reports', async () => {
    const demo = ids.demo ?? '';
    const writes: [string, string, string, unknown, number][] = [
      ['POST', '/ms-orders/public/orders', 'demo', { company_id: demo }, 3],
      ['PATCH', `/ms-orders/public/companies/${demo}/orders/nope`, 'demo', {}, 3],
      ['POST', `/ms-orders/public/companies/${demo}/apply-discount`, 'demo', {}, 2],
      ['POST', `/ms-clients/public/companies/${demo}/clients`, 'demo', {}, 3],
      ['POST', '/ms-clients/public/addresses', 'demo', { client_id: 'nope' }, 3],
      ['POST', `/ms-clients/public/companies/${demo}/order-ratings`, 'demo', {}, 3],
      ['POST', '/ms-companies/public/companies/site-abuse-report', 'demo', { company_id: demo }, 1],
    ];
    for (const [index, [method, path, token, body, allowed]] of writes.entries()) {
      const from = `127.0.1.${index + 1}`;
      const call = () =>
        send(perAddress.port, { method, path: `/api${path}`, host: host(token), body, from });
      for (let i = 0; i < allowed; i += 1) {
        const answer = await call();
        expect(answer.status, `${method} ${path} #${i + 1}: ${answer.body}`).not.toBe(429);
        expect(answer.status).toBeLessThan(500);
      }
      expectRefused(await call());
    }
  });

  it('counts an order against the company in its body, whatever the host', async () => {
    const from = '127.0.2.1';
    for (let i = 0; i < 3; i += 1) {
      const answer = await send(perAddress.port, {
        method: 'POST',
        path: '/api/ms-orders/public/orders',
        host: host('sabor'),
        body: { company_id: ids.taqueria },
        from,
      });
      expect(answer.status).not.toBe(429);
    }
    expectRefused(await visit(perAddress, 'taqueria', from));
    expect((await visit(perAddress, 'sabor', from)).status).toBe(204);
  });

  it('counts per company across addresses', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await visit(perCompany, 'alnakheel', '127.0.3.1')).status).toBe(204);
    expect((await visit(perCompany, 'alnakheel', '127.0.3.2')).status).toBe(204);
    expect((await visit(perCompany, 'alnakheel', '127.0.3.3')).status).toBe(204);
    // The company's five are spent: a sixth address is refused, another company is not.
    expectRefused(await visit(perCompany, 'alnakheel', '127.0.3.4'));
    expect((await visit(perCompany, 'whatsburger', '127.0.3.4')).status).toBe(204);
  });

  it('ignores X-Forwarded-For while TRUST_PROXY is off: no bypass, no lockout of others', async () => {
    // Rotating the header is still one visitor (127.0.4.1).
    for (let i = 0; i < 3; i += 1) {
      const answer = await visit(perAddress, 'whatsburger', '127.0.4.1', {
        'x-forwarded-for': `198.51.100.${i + 1}`,
      });
      expect(answer.status).toBe(204);
    }
    expectRefused(
      await visit(perAddress, 'whatsburger', '127.0.4.1', { 'x-forwarded-for': '198.51.100.99' }),
    );
    // Naming someone else's address spends only the sender's own count.
    for (let i = 0; i < 3; i += 1)
      await visit(perAddress, 'whatsburger', '127.0.4.2', { 'x-forwarded-for': '127.0.4.3' });
    expect((await visit(perAddress, 'whatsburger', '127.0.4.3')).status).toBe(204);
  });
});

// Rate limits across instances (issue [8/13]): two apps sharing one Redis count writes and kitchen
// logins together, and a device cookie issued by one is known to the other (same SESSION_SECRET).
// Without Redis, an instance limits in memory instead of failing requests.
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { createRateLimits } from '../../../server/http/rate-limit/rate-limits';
import { createRealtime } from '../../../server/realtime/realtime';
import type { Realtime } from '../../../server/realtime/realtime';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import { BASE_HOST, FIXTURE_HTML, startHarness } from '../api/harness';
import { visitDate } from '../helpers/visits';
import type { Harness } from '../api/harness';
import { cookiesOf, send, serveWire } from '../api/wire';
import type { Wire } from '../api/wire';
import { adminRedis, dropPrefix, redisAvailable, REDIS_URL, uniquePrefix } from './redis';

const LIMITS = { RATE_LIMIT_WRITES_PER_MINUTE: '4', RATE_LIMIT_LOGIN_PER_MINUTE: '3' };
const SECRET = 'shared-limits-test-secret-0123456789';
const HOST = `sabor.${BASE_HOST}`;

async function instance(h: Harness, redisUrl: string, prefix: string) {
  const env = loadEnv({
    APP_ENV: 'test',
    BASE_HOST,
    REDIS_URL: redisUrl,
    SESSION_SECRET: SECRET,
    ...LIMITS,
  });
  const realtime: Realtime = createRealtime(env, { redisPrefix: prefix });
  const wire = await serveWire(buildApp({ db: h.db, env, realtime, indexHtml: FIXTURE_HTML }));
  return {
    wire,
    close: async () => {
      await wire.close();
      await realtime.close();
    },
  };
}

/** Today in each company's time zone, the only date a visit is taken for. */
const dates: Record<string, string> = {};
const visit = (wire: Wire, companyId: string, from: string) =>
  send(wire.port, {
    method: 'PATCH',
    path: `/api/ms-reports/public/company-visit?company_id=${companyId}&date=${dates[companyId] ?? ''}`,
    host: HOST,
    from,
  });

const login = (wire: Wire, from: string, password: string, cookie?: string) =>
  send(wire.port, {
    method: 'POST',
    path: '/api/kitchen/session',
    host: HOST,
    body: { password },
    from,
    headers: cookie ? { cookie } : {},
  });

describe.skipIf(!redisAvailable)('rate limits shared through Redis', () => {
  const prefix = uniquePrefix();
  let h: Harness;
  let admin: Redis;
  let a: Awaited<ReturnType<typeof instance>>;
  let b: Awaited<ReturnType<typeof instance>>;
  let saborId = '';

  beforeAll(async () => {
    admin = adminRedis();
    h = await startHarness('sqlite');
    saborId = (
      await h.db
        .selectFrom('companies')
        .select('id')
        .where('token', '=', 'sabor')
        .executeTakeFirstOrThrow()
    ).id;
    dates[saborId] = await visitDate(h.db, saborId);
    a = await instance(h, REDIS_URL, prefix);
    b = await instance(h, REDIS_URL, prefix);
  });
  afterAll(async () => {
    await Promise.allSettled([a.close(), b.close()]);
    await h.cleanup();
    await dropPrefix(admin, prefix);
    await admin.quit();
  });

  it('counts one address on both instances together', async () => {
    // Until its Redis connection is ready an instance limits in memory: wait for both.
    for (const [wire, from] of [
      [a.wire, '127.0.9.98'],
      [b.wire, '127.0.9.99'],
    ] as const) {
      const deadline = Date.now() + 3000;
      while (!(await admin.exists(`${prefix}rl:writes:${saborId}:${from}`))) {
        if (Date.now() > deadline) throw new Error('an instance never reached Redis');
        await visit(wire, saborId, from);
      }
    }
    expect((await visit(a.wire, saborId, '127.0.9.1')).status).toBe(204);
    expect((await visit(b.wire, saborId, '127.0.9.1')).status).toBe(204);
    expect((await visit(a.wire, saborId, '127.0.9.1')).status).toBe(204);
    expect((await visit(b.wire, saborId, '127.0.9.1')).status).toBe(204);
    expect((await visit(a.wire, saborId, '127.0.9.1')).status).toBe(429);
    expect((await visit(b.wire, saborId, '127.0.9.1')).status).toBe(429);
    expect((await visit(b.wire, saborId, '127.0.9.2')).status).toBe(204);
    expect(await admin.exists(`${prefix}rl:writes:${saborId}:127.0.9.1`)).toBe(1);
  });

  it('counts kitchen logins together, and knows a device cookie issued by the other', async () => {
    const first = await login(a.wire, '127.0.10.1', DEMO_STAFF_PASSWORD);
    expect(first.status).toBe(201);
    const device = cookiesOf(first, 'comanda_kitchen_device');
    expect((await login(b.wire, '127.0.10.1', 'guess')).status).toBe(401);
    expect((await login(a.wire, '127.0.10.1', 'guess')).status).toBe(401);
    expect((await login(b.wire, '127.0.10.1', 'guess')).status).toBe(429);
    expect((await login(b.wire, '127.0.10.1', DEMO_STAFF_PASSWORD, device)).status).toBe(201);
  });

  it('peeks at the shared count of wrong table codes without adding to it (issue [17/21])', async () => {
    const env = { REDIS_URL, TAB_CODE_ATTEMPTS_PER_MINUTE: 2 };
    const one = createRateLimits(env, { redisPrefix: prefix });
    const two = createRateLimits(env, { redisPrefix: prefix });
    const bucket = { limit: 'tabCodeTries', key: '127.0.12.1' } as const;
    try {
      // Until a connection is ready its counts stay in memory: let both connect first.
      await new Promise((ready) => setTimeout(ready, 500));
      expect((await two.peek(bucket)).allowed).toBe(true);
      expect((await one.take([bucket])).allowed).toBe(true);
      expect((await two.peek(bucket)).allowed).toBe(true);
      expect((await one.take([bucket])).allowed).toBe(true);
      const blocked = await two.peek(bucket);
      expect(blocked.allowed).toBe(false);
      expect(blocked.retryAfter).toBeGreaterThan(0);
    } finally {
      await Promise.allSettled([one.close(), two.close()]);
    }
  });
});

describe('rate limits without Redis', () => {
  it('limit in memory instead of failing requests', async () => {
    const h = await startHarness('sqlite');
    // Port 1 refuses connections: Redis is down from the start.
    const down = await instance(h, 'redis://127.0.0.1:1', uniquePrefix());
    dates[h.demo.id] = await visitDate(h.db, h.demo.id);
    try {
      const demoVisit = () => visit(down.wire, h.demo.id, '127.0.11.1');
      const started = Date.now();
      for (let i = 0; i < 4; i += 1) expect((await demoVisit()).status).toBe(204);
      expect((await demoVisit()).status).toBe(429);
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await down.close();
      await h.cleanup();
    }
  });
});

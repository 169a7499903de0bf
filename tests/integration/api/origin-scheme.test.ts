// The staff areas' Origin check compares the whole origin, scheme included (issue [14/21]), over
// real sockets, because the request's own scheme is the socket's TLS or a trusted proxy's
// X-Forwarded-Proto (server/http/client-address.ts), never what the client claims.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { DEMO_OWNER_PASSWORD, DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, FIXTURE_HTML, startHarness } from './harness';
import type { Harness } from './harness';
import { send, serveWire } from './wire';
import type { Wire } from './wire';

const HOST = `demo.${BASE_HOST}`;
const LOGINS = [
  ['kitchen', DEMO_STAFF_PASSWORD],
  ['admin', DEMO_OWNER_PASSWORD],
] as const;

describe.each(testDialects)('the Origin check and the scheme (%s)', (dialect) => {
  let h: Harness;
  const wires: Record<'plain' | 'tls' | 'proxied', Wire | null> = {
    plain: null,
    tls: null,
    proxied: null,
  };

  beforeAll(async () => {
    h = await startHarness(dialect);
    const app = (extra: Record<string, string>) =>
      buildApp({
        db: h.db,
        env: loadEnv({
          APP_ENV: 'test',
          BASE_HOST,
          RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
          RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000',
          ...extra,
        }),
        indexHtml: FIXTURE_HTML,
      });
    wires.plain = await serveWire(app({}));
    wires.tls = await serveWire(app({}), { tls: true });
    wires.proxied = await serveWire(app({ TRUST_PROXY: '127.0.0.1' }));
  });
  afterAll(async () => {
    for (const wire of Object.values(wires)) await wire?.close();
    await h.cleanup();
  });

  const login = async (
    wire: keyof typeof wires,
    area: string,
    password: string,
    headers: Record<string, string>,
  ): Promise<number> => {
    const answer = await send(wires[wire]?.port ?? 0, {
      method: 'POST',
      path: `/api/${area}/session`,
      host: HOST,
      body: { password },
      headers,
      tls: wire === 'tls',
    });
    return answer.status;
  };

  it.each(LOGINS)(
    '%s: the same origin is accepted, the same host on the other scheme is not',
    async (area, password) => {
      expect(await login('plain', area, password, { origin: `http://${HOST}` })).toBe(201);
      expect(await login('plain', area, password, { origin: `https://${HOST}` })).toBe(403);
      expect(await login('tls', area, password, { origin: `https://${HOST}` })).toBe(201);
      expect(await login('tls', area, password, { origin: `http://${HOST}` })).toBe(403);
      // A forged X-Forwarded-Proto from a client no one trusts changes nothing.
      const forged = { origin: `https://${HOST}`, 'x-forwarded-proto': 'https' };
      expect(await login('plain', area, password, forged)).toBe(403);
    },
  );

  it.each(LOGINS)(
    '%s: behind a trusted proxy, its X-Forwarded-Proto is the scheme',
    async (area, password) => {
      const viaTls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
      expect(await login('proxied', area, password, { ...viaTls, origin: `https://${HOST}` })).toBe(
        201,
      );
      expect(await login('proxied', area, password, { ...viaTls, origin: `http://${HOST}` })).toBe(
        403,
      );
      const viaPlain = { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' };
      expect(
        await login('proxied', area, password, { ...viaPlain, origin: `https://${HOST}` }),
      ).toBe(403);
    },
  );
});

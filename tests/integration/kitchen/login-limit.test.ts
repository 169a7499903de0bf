// The kitchen login's rate limit (issue [8/13]), over real sockets so that each loopback address
// is a device of its own: per address and company, per company for new devices, forwarded
// headers ignored, and known staff devices (their signed cookie) never locked out by a guesser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF_PASSWORD } from '../../../server/seed/index';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, startHarness } from '../api/harness';
import type { Harness } from '../api/harness';
import { cookiesOf, send, serveWire } from '../api/wire';
import type { Wire, WireAnswer } from '../api/wire';

const DEVICE = 'comanda_kitchen_device';

describe.each(testDialects)('kitchen login limit (%s)', (dialect) => {
  let h: Harness;
  let wire: Wire;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '6' },
    });
    wire = await serveWire(h.app);
  });
  afterAll(async () => {
    await wire.close();
    await h.cleanup();
  });

  interface Attempt {
    token?: string;
    from?: string;
    password?: string;
    headers?: Record<string, string>;
  }
  const attempt = (a: Attempt = {}): Promise<WireAnswer> =>
    send(wire.port, {
      method: 'POST',
      path: '/api/kitchen/session',
      host: `${a.token ?? 'demo'}.${BASE_HOST}`,
      body: { password: a.password ?? 'a-guess' },
      from: a.from ?? '127.0.0.1',
      headers: a.headers ?? {},
    });

  function expectRefused(answer: WireAnswer): void {
    expect(answer.status).toBe(429);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const body = JSON.parse(answer.body) as { code: string; message: string };
    expect(body.code).toBe('rate_limited');
    expect(body.message).toMatch(/too many/i);
  }

  it('counts per address and company; the right password waits too', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt({ from: '127.0.5.1' })).status).toBe(401);
    expectRefused(await attempt({ from: '127.0.5.1' }));
    expectRefused(await attempt({ from: '127.0.5.1', password: DEMO_STAFF_PASSWORD }));
    expect((await attempt({ from: '127.0.5.2' })).status).toBe(401);
    expect((await attempt({ from: '127.0.5.1', token: 'sabor' })).status).toBe(401);
  });

  it('ignores X-Forwarded-For: rotating it does not bypass, naming someone locks nobody out', async () => {
    const rotating = (i: number) =>
      attempt({ token: 'sabor', from: '127.0.5.3', headers: { 'x-forwarded-for': `10.9.9.${i}` } });
    for (let i = 0; i < 3; i += 1) expect((await rotating(i)).status).toBe(401);
    expectRefused(await rotating(99));
    // A guesser names the staff tablet's address; the tablet itself is not counted.
    const token = 'freebistro';
    for (let i = 0; i < 4; i += 1)
      await attempt({ token, from: '127.0.5.4', headers: { 'x-forwarded-for': '127.0.5.5' } });
    const staff = await attempt({ token, from: '127.0.5.5', password: DEMO_STAFF_PASSWORD });
    expect(staff.status).toBe(201);
  });

  it('counts logins from new devices per company, wherever they come from', async () => {
    for (let i = 1; i <= 6; i += 1)
      expect((await attempt({ token: 'taqueria', from: `127.0.6.${i}` })).status).toBe(401);
    expectRefused(await attempt({ token: 'taqueria', from: '127.0.6.7' }));
  });

  it('lets a known staff device in while a guesser has used up its address and company', async () => {
    const token = 'whatsburger';
    const first = await attempt({ token, from: '127.0.7.1', password: DEMO_STAFF_PASSWORD });
    expect(first.status).toBe(201);
    const device = cookiesOf(first, DEVICE);
    expect(device).toMatch(new RegExp(`^${DEVICE}=[\\w-]{22}\\.[\\w-]{43}$`));
    const flags = String(first.headers['set-cookie']);
    expect(flags).toMatch(/comanda_kitchen_device=[^,]*HttpOnly/);
    expect(flags).toMatch(/comanda_kitchen_device=[^,]*SameSite=Strict/);
    expect(flags).toMatch(/comanda_kitchen_device=[^,]*Path=\/api\/kitchen\/session/);

    // A guesser on the same venue wifi (127.0.7.1) and others elsewhere use up both counts.
    for (let i = 0; i < 4; i += 1) await attempt({ token, from: '127.0.7.1' });
    for (let i = 2; i <= 8; i += 1) await attempt({ token, from: `127.0.7.${i}` });
    expectRefused(await attempt({ token, from: '127.0.7.1', password: DEMO_STAFF_PASSWORD }));
    expectRefused(await attempt({ token, from: '127.0.7.20', password: DEMO_STAFF_PASSWORD }));

    // The staff tablet still gets in, from the same address, and keeps its device id.
    const known = await attempt({
      token,
      from: '127.0.7.1',
      password: DEMO_STAFF_PASSWORD,
      headers: { cookie: device },
    });
    expect(known.status).toBe(201);
    expect(cookiesOf(known, DEVICE)).toBe(device);

    // A forged or foreign device cookie is a new device: refused like the guesser.
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expectRefused(await attempt({ token, from: '127.0.7.1', headers: { cookie: forged } }));
  });

  it("limits a known device's own attempts, and only on its company", async () => {
    const first = await attempt({
      token: 'alnakheel',
      from: '127.0.8.1',
      password: DEMO_STAFF_PASSWORD,
    });
    const device = cookiesOf(first, DEVICE);
    const withDevice = (token: string, password?: string) =>
      attempt({ token, from: '127.0.8.2', password, headers: { cookie: device } });
    for (let i = 0; i < 3; i += 1) expect((await withDevice('alnakheel')).status).toBe(401);
    expectRefused(await withDevice('alnakheel', DEMO_STAFF_PASSWORD));
    // On another company the cookie names no known device: that company counts the address.
    expect((await withDevice('demo')).status).toBe(401);
  });
});

// The back office's owner login (issue [11/13]): its own password, cookie and table, the
// kitchen's hardening (Origin, host, rate limit), and the boundary with the kitchen's sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setOwnerPasswordCommand } from '../../../server/cli/owner-password';
import { verifyOwnerPassword } from '../../../server/admin/password';
import { setOwnerPasswordHash } from '../../../server/db/repositories/owner-sessions';
import { hashSessionId } from '../../../server/kitchen/session';
import { DEMO_OWNER_PASSWORD, DEMO_STAFF_PASSWORD, seedDemo } from '../../../server/seed/index';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, kitchen, login } from '../kitchen/support';
import { admin, ownerLogin } from './support';

describe.each(testDialects)('owner sessions (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('seeds every demo company with an owner password apart from the staff one', async () => {
    const rows = await h.db
      .selectFrom('companies')
      .select(['token', 'owner_password_hash', 'staff_password_hash'])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.owner_password_hash, row.token).toMatch(/^scrypt\$/);
      expect(row.owner_password_hash).not.toBe(row.staff_password_hash);
      expect(await verifyOwnerPassword(DEMO_OWNER_PASSWORD, row.owner_password_hash ?? '')).toBe(
        true,
      );
    }
  });

  it('logs in with an HttpOnly, SameSite=Lax comanda_owner cookie stored hashed for 12 hours', async () => {
    const response = await admin(h, 'POST', '/session', { body: { password: 'demo1234' } });
    expect(response.status).toBe(201);
    const body = await json<{ authenticated: boolean; expires_at: string }>(response);
    expect(body.authenticated).toBe(true);
    expect(Date.parse(body.expires_at) - Date.now()).toBeGreaterThan(11.9 * 3.6e6);
    const set = response.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/^comanda_owner=[A-Za-z0-9_-]{43};/);
    expect(set).toContain('HttpOnly');
    expect(set).toContain('SameSite=Lax');
    expect(set).toContain('Path=/');
    expect(set).toContain('Max-Age=43200');
    expect(set).toMatch(/comanda_owner_device=[^,]*Path=\/api\/admin\/session/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const raw = set.split(';')[0]?.split('=')[1] ?? '';
    const rows = await h.db.selectFrom('owner_sessions').selectAll().execute();
    expect(rows.some((r) => r.id === raw)).toBe(false);
    expect(rows.some((r) => r.id === hashSessionId(raw))).toBe(true);
    expect(await h.db.selectFrom('kitchen_sessions').selectAll().execute()).toEqual([]);

    const cookie = `comanda_owner=${raw}`;
    expect(await json(await admin(h, 'GET', '/session', { cookie }))).toMatchObject({
      authenticated: true,
    });
    expect(await json(await admin(h, 'GET', '/session'))).toEqual({ authenticated: false });
  });

  it('refuses a wrong password (401) and validates the body (422)', async () => {
    const wrong = await admin(h, 'POST', '/session', { body: { password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    const body = await json<ErrorBody>(wrong);
    expect(body).toMatchObject({ code: 'wrong_password', message: 'Wrong owner password' });
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const empty = await admin(h, 'POST', '/session', { body: { password: '' } });
    expect(empty.status).toBe(422);
    const extra = await admin(h, 'POST', '/session', { body: { password: 'x', owner: true } });
    expect(extra.status).toBe(422);
  });

  it('refuses a store without an owner password with a clear message, until a re-seed', async () => {
    const taqueria = await companyIdOf(h.db, 'taqueria');
    await setOwnerPasswordHash(h.db, taqueria, null);
    const response = await admin(h, 'POST', '/session', {
      token: 'taqueria',
      body: { password: DEMO_OWNER_PASSWORD },
    });
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toMatch(
      /no owner password yet.*set-owner-password/,
    );
    // A database seeded before the back office existed gets the demo owner password.
    expect(await seedDemo(h.db)).toEqual([]);
    expect(await ownerLogin(h, 'taqueria')).toMatch(/^comanda_owner=/);
  });

  it('does not take the staff password for the owner one, nor the other way round', async () => {
    expect(await setOwnerPasswordCommand(h.db, 'freebistro', 'owner-only-pass')).toContain(
      "'freebistro'",
    );
    const staffAsOwner = await admin(h, 'POST', '/session', {
      token: 'freebistro',
      body: { password: DEMO_STAFF_PASSWORD },
    });
    expect(staffAsOwner.status).toBe(401);
    await expect(login(h, 'freebistro', 'owner-only-pass')).rejects.toThrow(/401/);
    expect(await ownerLogin(h, 'freebistro', 'owner-only-pass')).toMatch(/^comanda_owner=/);
  });

  it('refuses a foreign Origin (403) and an unknown host (404)', async () => {
    const foreign = await admin(h, 'POST', '/session', {
      body: { password: DEMO_OWNER_PASSWORD },
      headers: { origin: 'http://sabor.comanda.test' },
    });
    expect(foreign.status).toBe(403);
    expect((await json<ErrorBody>(foreign)).message).toMatch(/back office/);
    const same = await admin(h, 'POST', '/session', {
      body: { password: DEMO_OWNER_PASSWORD },
      headers: { origin: 'http://demo.comanda.test' },
    });
    expect(same.status).toBe(201);
    const cookie = await ownerLogin(h);
    const logout = await admin(h, 'DELETE', '/session', {
      cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(logout.status).toBe(403);
    expect(await json(await admin(h, 'GET', '/session', { cookie }))).toMatchObject({
      authenticated: true,
    });
    const unknown = await admin(h, 'POST', '/session', {
      token: 'nobody',
      body: { password: DEMO_OWNER_PASSWORD },
    });
    expect(unknown.status).toBe(404);
  });

  it('keeps kitchen and owner cookies apart', async () => {
    const staff = await login(h);
    const staffValue = staff.split('=')[1] ?? '';
    // The staff cookie, sent as itself or renamed, opens no owner session.
    for (const cookie of [staff, `comanda_owner=${staffValue}`]) {
      expect(await json(await admin(h, 'GET', '/session', { cookie }))).toEqual({
        authenticated: false,
      });
      expect((await admin(h, 'GET', '/audit', { cookie })).status).toBe(401);
    }
    const owner = await ownerLogin(h);
    const ownerValue = owner.split('=')[1] ?? '';
    for (const cookie of [owner, `comanda_kitchen=${ownerValue}`]) {
      expect((await kitchen(h, 'GET', '/orders', { cookie })).status).toBe(401);
      expect(await json(await kitchen(h, 'GET', '/session', { cookie }))).toEqual({
        authenticated: false,
      });
    }
    // Both at once: each side reads its own.
    const both = `${staff}; ${owner}`;
    expect((await kitchen(h, 'GET', '/orders', { cookie: both })).status).toBe(200);
    expect((await admin(h, 'GET', '/audit', { cookie: both })).status).toBe(200);
  });

  it("scopes a session to its company: another company's host refuses it", async () => {
    const cookie = await ownerLogin(h, 'demo');
    expect(await json(await admin(h, 'GET', '/session', { token: 'sabor', cookie }))).toEqual({
      authenticated: false,
    });
    const audit = await admin(h, 'GET', '/audit', { token: 'sabor', cookie });
    expect(audit.status).toBe(401);
    expect((await json<ErrorBody>(audit)).code).toBe('unauthorized');
    // Logging out on another host leaves the session alone.
    await admin(h, 'DELETE', '/session', { token: 'sabor', cookie });
    expect((await admin(h, 'GET', '/audit', { cookie })).status).toBe(200);
  });

  it('logs out: the session is deleted and the cookie cleared', async () => {
    const cookie = await ownerLogin(h);
    expect((await admin(h, 'GET', '/audit', { cookie })).status).toBe(200);
    const out = await admin(h, 'DELETE', '/session', { cookie });
    expect(out.status).toBe(200);
    expect(await json(out)).toEqual({ authenticated: false });
    expect(out.headers.get('set-cookie')).toMatch(/comanda_owner=;.*Max-Age=0/);
    expect((await admin(h, 'GET', '/audit', { cookie })).status).toBe(401);
    const id = hashSessionId(cookie.split('=')[1] ?? '');
    const row = await h.db
      .selectFrom('owner_sessions')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('refuses an expired session with 401', async () => {
    const cookie = await ownerLogin(h);
    await h.db
      .updateTable('owner_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', hashSessionId(cookie.split('=')[1] ?? ''))
      .execute();
    const audit = await admin(h, 'GET', '/audit', { cookie });
    expect(audit.status).toBe(401);
    expect((await json<ErrorBody>(audit)).message).toMatch(/back office/);
  });
});

describe.each(testDialects)('owner login limit (%s)', (dialect) => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '3', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '6' },
    });
  });
  afterAll(async () => {
    await h.cleanup();
  });

  const guess = (token = 'demo', password = 'a-guess') =>
    admin(h, 'POST', '/session', { token, body: { password } });

  it('answers 429 after the configured attempts, the right password too', async () => {
    for (let i = 0; i < 3; i += 1) expect((await guess()).status).toBe(401);
    const refused = await guess('demo', DEMO_OWNER_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await json<ErrorBody>(refused)).toMatchObject({ code: 'rate_limited' });
  });

  it("counts owner and staff attempts apart: one side's guesses never lock out the other", async () => {
    // demo's owner count is used up above; its kitchen login still has its own.
    expect(
      (await kitchen(h, 'POST', '/session', { body: { password: DEMO_STAFF_PASSWORD } })).status,
    ).toBe(201);
    for (let i = 0; i < 3; i += 1)
      expect(
        (await kitchen(h, 'POST', '/session', { token: 'sabor', body: { password: 'x-guess' } }))
          .status,
      ).toBe(401);
    expect(
      (await kitchen(h, 'POST', '/session', { token: 'sabor', body: { password: 'x-guess' } }))
        .status,
    ).toBe(429);
    expect((await guess('sabor', DEMO_OWNER_PASSWORD)).status).toBe(201);
  });

  it('a kitchen device cookie does not count as a known owner device', async () => {
    const first = await kitchen(h, 'POST', '/session', {
      token: 'alnakheel',
      body: { password: DEMO_STAFF_PASSWORD },
    });
    const set = first.headers.get('set-cookie') ?? '';
    const device = /comanda_kitchen_device=[^;]+/.exec(set)?.[0] ?? '';
    expect(device).not.toBe('');
    const renamed = device.replace('comanda_kitchen_device', 'comanda_owner_device');
    const withDevice = () =>
      admin(h, 'POST', '/session', {
        token: 'alnakheel',
        body: { password: 'a-guess' },
        headers: { cookie: renamed },
      });
    for (let i = 0; i < 3; i += 1) expect((await withDevice()).status).toBe(401);
    // Counted per address and company, as a new device: the address's count is spent.
    expect((await guess('alnakheel', DEMO_OWNER_PASSWORD)).status).toBe(429);
  });
});

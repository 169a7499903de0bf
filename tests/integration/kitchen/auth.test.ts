// Kitchen authentication (issue [5/6]): the staff password, the session cookie and its flags,
// and the tenant boundary between companies. The login rate limit has its own file
// (login-limit.test.ts, over real sockets); here it is set high, as this file logs in often.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setStaffPasswordCommand } from '../../../server/cli/staff-password';
import { listCategories } from '../../../server/db/repositories/catalog';
import { verifyStaffPassword } from '../../../server/kitchen/password';
import { hashSessionId } from '../../../server/kitchen/session';
import { DEMO_STAFF_PASSWORD, seedDemo } from '../../../server/seed/index';
import { setStaffPasswordHash } from '../../../server/db/repositories/companies';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, insertTestOrder, kitchen, login } from './support';

describe.each(testDialects)('kitchen authentication (%s)', (dialect) => {
  let h: Harness;
  let saborId: string;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    saborId = await companyIdOf(h.db, 'sabor');
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('answers 401 with a message without a session, and says so on GET session', async () => {
    const orders = await kitchen(h, 'GET', '/orders');
    expect(orders.status).toBe(401);
    expect((await json<ErrorBody>(orders)).message).toMatch(/log in/i);
    const patch = await kitchen(h, 'PATCH', '/orders/abc', { body: { status: 'READY' } });
    expect(patch.status).toBe(401);
    const session = await kitchen(h, 'GET', '/session');
    expect(await json(session)).toEqual({ authenticated: false });
    const forged = await kitchen(h, 'GET', '/orders', {
      cookie: `comanda_kitchen=${'a'.repeat(43)}`,
    });
    expect(forged.status).toBe(401);
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const response = await kitchen(h, 'POST', '/session', {
      body: { password: 'not-the-password' },
    });
    expect(response.status).toBe(401);
    expect((await json<ErrorBody>(response)).message).toBe('Wrong staff password');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('validates the body (422) and the content type (400)', async () => {
    const empty = await kitchen(h, 'POST', '/session', { body: { password: '' } });
    expect(empty.status).toBe(422);
    expect((await json<ErrorBody>(empty)).errors).toHaveProperty('password');
    const extra = await kitchen(h, 'POST', '/session', { body: { password: 'x', admin: true } });
    expect(extra.status).toBe(422);
    const text = await h.app.request(`http://demo.comanda.test/api/kitchen/session`, {
      method: 'POST',
      body: 'password=demo1234',
    });
    expect(text.status).toBe(400);
  });

  it('opens a session with an HttpOnly, SameSite=Lax cookie, Secure only under https', async () => {
    const plain = await kitchen(h, 'POST', '/session', { body: { password: 'demo1234' } });
    expect(plain.status).toBe(201);
    const cookie = plain.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^comanda_kitchen=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('Max-Age=43200');
    expect(cookie).not.toContain('Secure');

    const https = await kitchen(h, 'POST', '/session', {
      body: { password: 'demo1234' },
      scheme: 'https',
    });
    expect(https.headers.get('set-cookie')).toContain('Secure');
    // Anyone can send X-Forwarded-Proto: with TRUST_PROXY off it is ignored (trust-proxy.test.ts
    // covers a trusted proxy, over real sockets).
    const forged = await kitchen(h, 'POST', '/session', {
      body: { password: 'demo1234' },
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.status).toBe(201);
    expect(forged.headers.get('set-cookie')).not.toContain('Secure');
  });

  it('stores only a hash of the session id, with a 12-hour expiry', async () => {
    const cookie = await login(h);
    const raw = cookie.split('=')[1] ?? '';
    const rows = await h.db.selectFrom('kitchen_sessions').selectAll().execute();
    expect(rows.some((r) => r.id === raw)).toBe(false);
    const hours = rows.map((r) => (Date.parse(r.expires_at) - Date.parse(r.created_at)) / 3.6e6);
    expect(Math.round(Math.max(...hours))).toBe(12);
  });

  it('seeds every demo company with the demo staff password', async () => {
    const rows = await h.db
      .selectFrom('companies')
      .select(['token', 'staff_password_hash'])
      .execute();
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      expect(row.staff_password_hash, row.token).toMatch(/^scrypt\$/);
      expect(await verifyStaffPassword(DEMO_STAFF_PASSWORD, row.staff_password_hash ?? '')).toBe(
        true,
      );
    }
  });

  it('gives demo companies seeded before kitchen logins the demo password on a re-seed', async () => {
    const taqueria = await companyIdOf(h.db, 'taqueria');
    await setStaffPasswordHash(h.db, taqueria, null);
    await expect(login(h, 'taqueria')).rejects.toThrow(/401/);
    expect(await seedDemo(h.db)).toEqual([]);
    expect(await login(h, 'taqueria')).toMatch(/^comanda_kitchen=/);
  });

  it('refuses an expired session with 401', async () => {
    const cookie = await login(h);
    const id = hashSessionId(cookie.split('=')[1] ?? '');
    await h.db
      .updateTable('kitchen_sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await kitchen(h, 'GET', '/orders', { cookie })).status).toBe(401);
    expect(await json(await kitchen(h, 'GET', '/session', { cookie }))).toEqual({
      authenticated: false,
    });
  });

  it('tells a logged-in kitchen so, and logs out', async () => {
    const cookie = await login(h);
    expect(await json(await kitchen(h, 'GET', '/session', { cookie }))).toMatchObject({
      authenticated: true,
    });
    expect((await kitchen(h, 'GET', '/orders', { cookie })).status).toBe(200);
    const out = await kitchen(h, 'DELETE', '/session', { cookie });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/comanda_kitchen=;.*Max-Age=0/);
    expect((await kitchen(h, 'GET', '/orders', { cookie })).status).toBe(401);
  });

  it("keeps one company's kitchen out of another's orders and products (404)", async () => {
    const demoCookie = await login(h, 'demo');
    const saborOrder = await insertTestOrder(h.db, saborId);
    const saborProduct = (await listCategories(h.db, saborId))[0]?.products[0]?.id ?? '';
    // On its own host, another company's ids do not exist.
    const patch = await kitchen(h, 'PATCH', `/orders/${saborOrder}`, {
      cookie: demoCookie,
      body: { status: 'PREPARING' },
    });
    expect(patch.status).toBe(404);
    const stock = await kitchen(h, 'POST', `/products/${saborProduct}/stock`, {
      cookie: demoCookie,
      body: { available: false },
    });
    expect(stock.status).toBe(404);
    // Replayed on the other company's host, the session opens nothing there.
    for (const [method, path, body] of [
      ['GET', '/orders', undefined],
      ['PATCH', `/orders/${saborOrder}`, { status: 'PREPARING' }],
      ['POST', `/products/${saborProduct}/stock`, { available: false }],
      ['POST', '/order-types/takeaway/pause', { minutes: 10 }],
    ] as const) {
      const response = await kitchen(h, method, path, { token: 'sabor', cookie: demoCookie, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const session = await kitchen(h, 'GET', '/session', { token: 'sabor', cookie: demoCookie });
    expect(await json(session)).toEqual({ authenticated: false });
    const row = await h.db
      .selectFrom('orders')
      .select('status')
      .where('id', '=', saborOrder)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('PENDING');
  });

  it('answers 404 on an unknown host and 403 to a cross-origin write', async () => {
    const unknown = await kitchen(h, 'POST', '/session', {
      token: 'nobody',
      body: { password: 'demo1234' },
    });
    expect(unknown.status).toBe(404);
    const foreign = await kitchen(h, 'POST', '/session', {
      body: { password: 'demo1234' },
      headers: { origin: 'http://sabor.comanda.test' },
    });
    expect(foreign.status).toBe(403);
    const same = await kitchen(h, 'POST', '/session', {
      body: { password: 'demo1234' },
      headers: { origin: 'http://demo.comanda.test' },
    });
    expect(same.status).toBe(201);
  });

  it('set-staff-password replaces the password', async () => {
    await expect(setStaffPasswordCommand(h.db, 'sabor', 'short')).rejects.toThrow(/8 to 200/);
    await expect(setStaffPasswordCommand(h.db, 'nobody', 'long-enough')).rejects.toThrow(
      /No company/,
    );
    expect(await setStaffPasswordCommand(h.db, 'sabor', 'kitchen-secret')).toContain("'sabor'");
    await expect(login(h, 'sabor')).rejects.toThrow(/401/);
    expect(await login(h, 'sabor', 'kitchen-secret')).toMatch(/^comanda_kitchen=/);
  });
});

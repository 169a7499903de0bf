// The back office's audit log (issue [11/13]): recorded with recordAudit, secrets stripped,
// listed newest first to the owner of the company only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../../server/admin/audit';
import { actorOf } from '../../../server/admin/session';
import { hashSessionId } from '../../../server/kitchen/session';
import { testDialects } from '../helpers/databases';
import { json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, login } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Entry {
  id: string;
  actor: string;
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
  created_at: string;
}

describe.each(testDialects)('admin audit (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let saborId: string;
  let cookie: string;
  let actor: string;

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    demoId = await companyIdOf(h.db, 'demo');
    saborId = await companyIdOf(h.db, 'sabor');
    cookie = await ownerLogin(h);
    actor = actorOf(hashSessionId(cookie.split('=')[1] ?? ''));
    const base = Date.parse('2026-01-01T10:00:00.000Z');
    for (let i = 0; i < 5; i += 1)
      await recordAudit(
        h.db,
        {
          companyId: demoId,
          actor,
          action: 'category.update',
          entity: 'category',
          entityId: `c${i}`,
          before: { name: `Old ${i}` },
          after: { name: `New ${i}` },
        },
        new Date(base + i * 1000),
      );
    await recordAudit(
      h.db,
      {
        companyId: demoId,
        actor,
        action: 'payment_provider.update',
        entity: 'payment_provider',
        entityId: 'p1',
        before: null,
        after: {
          kind: 'stripe',
          public_config: { publishable_key: 'pk_1' },
          secret_config: { secret_key: 'sk_1' },
        },
      },
      new Date(base + 10_000),
    );
    await recordAudit(
      h.db,
      {
        companyId: saborId,
        actor: 'owner:abcdef01',
        action: 'category.create',
        entity: 'category',
      },
      new Date(base + 20_000),
    );
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('names the actor by the session: owner: and 8 hex characters', () => {
    expect(actor).toMatch(/^owner:[0-9a-f]{8}$/);
  });

  it("lists the company's entries newest first, secrets stripped, JSON parsed", async () => {
    const response = await admin(h, 'GET', '/audit', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { entries } = await json<{ entries: Entry[] }>(response);
    expect(entries.map((e) => e.entity_id)).toEqual(['p1', 'c4', 'c3', 'c2', 'c1', 'c0']);
    expect(entries[0]).toMatchObject({
      actor,
      action: 'payment_provider.update',
      entity: 'payment_provider',
      before: null,
      after: { kind: 'stripe', public_config: { publishable_key: 'pk_1' } },
    });
    expect(JSON.stringify(entries)).not.toContain('sk_1');
    expect(entries[1]).toMatchObject({ before: { name: 'Old 4' }, after: { name: 'New 4' } });
    const stored = await h.db
      .selectFrom('admin_audit')
      .select('after')
      .where('entity_id', '=', 'p1')
      .executeTakeFirstOrThrow();
    expect(stored.after).not.toContain('sk_1');
    expect(stored.after).not.toContain('secret');
  });

  it('limits the listing to 1..200 entries', async () => {
    const two = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=2', { cookie }),
    );
    expect(two.entries.map((e) => e.entity_id)).toEqual(['p1', 'c4']);
    expect((await admin(h, 'GET', '/audit?limit=200', { cookie })).status).toBe(200);
    for (const bad of ['0', '201', '-1', '2.5', 'ten', '']) {
      const response = await admin(h, 'GET', `/audit?limit=${bad}`, { cookie });
      expect(response.status, bad).toBe(400);
      expect((await json<ErrorBody>(response)).errors, bad).toHaveProperty('limit');
    }
  });

  it("is the owner's only: no cookie or a staff cookie is 401", async () => {
    const none = await admin(h, 'GET', '/audit');
    expect(none.status).toBe(401);
    expect(await json<ErrorBody>(none)).toMatchObject({ code: 'unauthorized' });
    expect((await admin(h, 'GET', '/audit', { cookie: await login(h) })).status).toBe(401);
  });

  it("shows each owner their own company's entries only", async () => {
    const sabor = await ownerLogin(h, 'sabor');
    const { entries } = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit', { token: 'sabor', cookie: sabor }),
    );
    expect(entries.map((e) => e.actor)).toEqual(['owner:abcdef01']);
    // demo's cookie on sabor's host, and sabor's on demo's, open nothing.
    expect((await admin(h, 'GET', '/audit', { token: 'sabor', cookie })).status).toBe(401);
    expect((await admin(h, 'GET', '/audit', { cookie: sabor })).status).toBe(401);
  });
});

// The back office's categories (issue [11/13], part 2): owner-only, company-scoped writes with a
// row version each (a stale one is 409 edit_conflict with the current row), one audit entry per
// write, and a new catalogue version so the storefront's caches revalidate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { updateCategory } from '../../../server/admin/categories';
import * as m0006 from '../../../server/db/migrations/0006_admin';
import { hashSessionId } from '../../../server/kitchen/session';
import type { Category } from '../../../src/domain/types';
import { createTestDatabase, testDialects } from '../helpers/databases';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, login } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface AdminCategory {
  id: string;
  name: string;
  position: number;
  visible: boolean;
  version: number;
  product_count: number;
}

interface Menu {
  catalog_version: number;
  categories: AdminCategory[];
}

interface Conflict extends ErrorBody {
  current?: AdminCategory;
  product_count?: number;
}

interface Entry {
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

describe.each(testDialects)('admin categories (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;

  const menu = async (token = 'demo', owner = cookie): Promise<Menu> => {
    const response = await admin(h, 'GET', '/menu', { token, cookie: owner });
    expect(response.status).toBe(200);
    return json<Menu>(response);
  };
  const write = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    extra: { headers?: Record<string, string>; cookie?: string } = {},
  ): Promise<Response> => admin(h, method, path, { cookie, body, ...extra });
  const create = async (name: string): Promise<AdminCategory> => {
    const response = await write('POST', '/categories', { name });
    expect(response.status).toBe(201);
    return json<AdminCategory>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  /** Runs a write and checks it left exactly one audit entry, with that action. */
  const audited = async (action: string, run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before + 1);
    const { entries } = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    expect(entries[0]).toMatchObject({ action, entity: 'category' });
    return response;
  };
  const unaudited = async (run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before);
    return response;
  };
  const publicPath = (): string => api(h, `/ms-products/public/companies/${demoId}/categories`);

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    demoId = await companyIdOf(h.db, 'demo');
    cookie = await ownerLogin(h);
  });
  afterAll(async () => {
    await h.cleanup();
  });

  it('lists the categories in order with their version, visibility and product count', async () => {
    const response = await admin(h, 'GET', '/menu', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { catalog_version, categories } = await json<Menu>(response);
    expect(catalog_version).toBeGreaterThan(0);
    expect(categories.length).toBeGreaterThan(2);
    const positions = categories.map((c) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const category of categories) {
      expect(category).toMatchObject({ visible: true, version: 1 });
      expect(category.product_count).toBeGreaterThan(0);
    }
    const rows = await h.db
      .selectFrom('categories')
      .select('id')
      .where('company_id', '=', demoId)
      .execute();
    expect(categories.map((c) => c.id).sort()).toEqual(rows.map((r) => r.id).sort());
  });

  it("is the owner's only, on the owner's own origin", async () => {
    expect((await admin(h, 'GET', '/menu')).status).toBe(401);
    expect((await admin(h, 'GET', '/menu', { cookie: await login(h) })).status).toBe(401);
    const none = await admin(h, 'POST', '/categories', { body: { name: 'Nope' } });
    expect(none.status).toBe(401);
    expect((await json<ErrorBody>(none)).code).toBe('unauthorized');
    const foreign = await write(
      'POST',
      '/categories',
      { name: 'Nope' },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.status).toBe(403);
    expect((await json<ErrorBody>(foreign)).code).toBe('forbidden');
    const names = (await menu()).categories.map((c) => c.name);
    expect(names).not.toContain('Nope');
  });

  it('creates a category at the end, its name trimmed, and refuses bad or duplicate names', async () => {
    const before = await menu();
    const last = before.categories.at(-1)!;
    const response = await audited('category.create', () =>
      write(
        'POST',
        '/categories',
        { name: '  Late bites  ' },
        { headers: { origin: 'http://demo.comanda.test' } },
      ),
    );
    expect(response.status).toBe(201);
    const created = await json<AdminCategory>(response);
    expect(created).toMatchObject({
      name: 'Late bites',
      position: last.position + 1,
      visible: true,
      version: 1,
      product_count: 0,
    });
    const after = await menu();
    expect(after.categories.at(-1)).toEqual(created);
    expect(after.catalog_version).toBeGreaterThan(before.catalog_version);
    expect(
      (
        await h.db
          .selectFrom('categories')
          .select('company_id')
          .where('id', '=', created.id)
          .executeTakeFirst()
      )?.company_id,
    ).toBe(demoId);

    // Sixty characters (code points) is the most; emoji count as one each.
    const sixty = await create('🍰'.repeat(60));
    expect([...sixty.name]).toHaveLength(60);

    for (const name of [
      '',
      '   ',
      'x'.repeat(61),
      'Two\nlines',
      'Bell\u0007',
      'C1\u0085',
      42,
      null,
    ]) {
      const bad = await unaudited(() => write('POST', '/categories', { name }));
      expect(bad.status, JSON.stringify(name)).toBe(422);
      const body = await json<ErrorBody>(bad);
      expect(body.code).toBe('invalid_body');
      expect(body.errors).toHaveProperty('name');
    }
    // A company is never taken from the body.
    const sneaky = await unaudited(() =>
      write('POST', '/categories', { name: 'Elsewhere', company_id: 'sabor' }),
    );
    expect(sneaky.status).toBe(422);

    const duplicate = await unaudited(() => write('POST', '/categories', { name: ' Late bites' }));
    expect(duplicate.status).toBe(409);
    expect((await json<ErrorBody>(duplicate)).code).toBe('category_exists');
    // Another company may have a category of the same name.
    const sabor = await ownerLogin(h, 'sabor');
    const elsewhere = await admin(h, 'POST', '/categories', {
      token: 'sabor',
      cookie: sabor,
      body: { name: 'Late bites' },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('renames with the right version, and answers a stale one with 409 and the current row', async () => {
    const category = await create('Specials');
    const renamed = await audited('category.update', () =>
      write('PATCH', `/categories/${category.id}`, { version: 1, name: ' Small plates ' }),
    );
    expect(renamed.status).toBe(200);
    const now = await json<AdminCategory>(renamed);
    expect(now).toMatchObject({ id: category.id, name: 'Small plates', version: 2 });

    const stale = await unaudited(() =>
      write('PATCH', `/categories/${category.id}`, { version: 1, name: 'Mine' }),
    );
    expect(stale.status).toBe(409);
    const conflict = await json<Conflict>(stale);
    expect(conflict.code).toBe('edit_conflict');
    expect(conflict.message).toMatch(/someone else changed/i);
    expect(conflict.current).toEqual(now);

    const entries = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    expect(entries.entries[0]).toMatchObject({
      entity_id: category.id,
      before: { name: 'Specials', version: 1 },
      after: { name: 'Small plates', version: 2 },
    });

    const taken = await unaudited(() =>
      write('PATCH', `/categories/${category.id}`, { version: 2, name: 'Desserts' }),
    );
    expect(taken.status).toBe(409);
    expect((await json<ErrorBody>(taken)).code).toBe('category_exists');
    // Its own name is no duplicate.
    const same = await write('PATCH', `/categories/${category.id}`, {
      version: 2,
      name: 'Small plates',
    });
    expect(same.status).toBe(200);

    for (const body of [
      { name: 'No version' },
      { version: 3 },
      { version: 0, name: 'x' },
      { version: 3, visible: 'no' },
      { version: 3, position: 0 },
    ]) {
      const bad = await unaudited(() => write('PATCH', `/categories/${category.id}`, body));
      expect(bad.status, JSON.stringify(body)).toBe(422);
    }
    const badId = await write('PATCH', '/categories/not%20an%20id', { version: 1, name: 'x' });
    expect(badId.status).toBe(400);
    const unknown = await write('PATCH', '/categories/no-such-category', { version: 1, name: 'x' });
    expect(unknown.status).toBe(404);
    expect((await json<ErrorBody>(unknown)).code).toBe('not_found');
  });

  it('hides a category from the public catalogue, with a new catalogue version and ETag', async () => {
    const first = await h.app.request(publicPath());
    const etag = first.headers.get('etag') ?? '';
    const listed = await json<Category[]>(first);
    const target = listed[0]!;
    const { catalog_version, categories } = await menu();
    const row = categories.find((c) => c.id === target.id)!;

    const hidden = await audited('category.update', () =>
      write('PATCH', `/categories/${row.id}`, { version: row.version, visible: false }),
    );
    expect(hidden.status).toBe(200);
    const now = await json<AdminCategory>(hidden);
    expect(now).toMatchObject({ visible: false, version: row.version + 1, name: row.name });

    const revalidated = await h.app.request(publicPath(), { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(200);
    expect(revalidated.headers.get('etag')).not.toBe(etag);
    const after = await json<Category[]>(revalidated);
    expect(after.map((c) => c.id)).not.toContain(target.id);
    expect(after.length).toBe(listed.length - 1);
    expect((await menu()).catalog_version).toBeGreaterThan(catalog_version);
    // Still listed for the owner, hidden.
    expect((await menu()).categories.find((c) => c.id === row.id)?.visible).toBe(false);

    const shown = await write('PATCH', `/categories/${row.id}`, {
      version: now.version,
      visible: true,
    });
    expect(shown.status).toBe(200);
    const back = await json<Category[]>(await h.app.request(publicPath()));
    expect(back.map((c) => c.id)).toEqual(listed.map((c) => c.id));
  });

  it('moves a category up and down, swapping with its neighbour; the ends are no-ops', async () => {
    const start = (await menu()).categories;
    const [first] = start;
    const second = start[1]!;
    const last = start.at(-1)!;

    const up = await unaudited(() =>
      write('POST', `/categories/${first!.id}/move`, { version: first!.version, direction: 'up' }),
    );
    expect(up.status).toBe(200);
    expect(await json(up)).toEqual({ category: first, neighbour: null });
    const down = await unaudited(() =>
      write('POST', `/categories/${last.id}/move`, { version: last.version, direction: 'down' }),
    );
    expect(down.status).toBe(200);
    expect(await json(down)).toEqual({ category: last, neighbour: null });
    expect((await menu()).categories).toEqual(start);

    const moved = await audited('category.move', () =>
      write('POST', `/categories/${second.id}/move`, { version: second.version, direction: 'up' }),
    );
    expect(moved.status).toBe(200);
    const result = await json<{ category: AdminCategory; neighbour: AdminCategory }>(moved);
    expect(result.category).toMatchObject({
      id: second.id,
      position: first!.position,
      version: second.version + 1,
    });
    expect(result.neighbour).toMatchObject({
      id: first!.id,
      position: second.position,
      version: first!.version + 1,
    });
    const order = (await menu()).categories.map((c) => c.id);
    expect(order.slice(0, 2)).toEqual([second.id, first!.id]);

    const stale = await unaudited(() =>
      write('POST', `/categories/${second.id}/move`, {
        version: second.version,
        direction: 'down',
      }),
    );
    expect(stale.status).toBe(409);
    expect(await json<Conflict>(stale)).toMatchObject({
      code: 'edit_conflict',
      current: result.category,
    });

    const back = await audited('category.move', () =>
      write('POST', `/categories/${second.id}/move`, {
        version: result.category.version,
        direction: 'down',
      }),
    );
    expect(back.status).toBe(200);
    expect((await menu()).categories.map((c) => c.id)).toEqual(start.map((c) => c.id));
    // The public catalogue follows the order.
    const publicIds = (await json<Category[]>(await h.app.request(publicPath()))).map((c) => c.id);
    expect(publicIds[0]).toBe(first!.id);

    const sideways = await write('POST', `/categories/${second.id}/move`, {
      version: 1,
      direction: 'left',
    });
    expect(sideways.status).toBe(422);
  });

  it('deletes an empty category and refuses one with products', async () => {
    const empty = await create('Soon gone');
    const stale = await unaudited(() =>
      write('DELETE', `/categories/${empty.id}`, { version: empty.version + 1 }),
    );
    expect(stale.status).toBe(409);
    expect((await json<Conflict>(stale)).current).toEqual(empty);

    const deleted = await audited('category.delete', () =>
      write('DELETE', `/categories/${empty.id}`, { version: empty.version }),
    );
    expect(deleted.status).toBe(200);
    expect(await json(deleted)).toEqual({ id: empty.id, deleted: true });
    expect((await menu()).categories.map((c) => c.id)).not.toContain(empty.id);
    const again = await write('DELETE', `/categories/${empty.id}`, { version: empty.version });
    expect(again.status).toBe(404);

    const full = (await menu()).categories.find((c) => c.product_count > 0)!;
    const refused = await unaudited(() =>
      write('DELETE', `/categories/${full.id}`, { version: full.version }),
    );
    expect(refused.status).toBe(409);
    expect(await json<Conflict>(refused)).toMatchObject({
      code: 'category_not_empty',
      product_count: full.product_count,
    });
    expect((await menu()).categories.find((c) => c.id === full.id)).toEqual(full);
    expect((await write('DELETE', `/categories/${full.id}`, {})).status).toBe(422);
  });

  it("treats another company's category as unknown (404) and leaves it alone", async () => {
    const sabor = await ownerLogin(h, 'sabor');
    const theirs = (await menu('sabor', sabor)).categories[0]!;
    const attempts = [
      () => write('PATCH', `/categories/${theirs.id}`, { version: theirs.version, name: 'Mine' }),
      () =>
        write('POST', `/categories/${theirs.id}/move`, {
          version: theirs.version,
          direction: 'down',
        }),
      () => write('DELETE', `/categories/${theirs.id}`, { version: theirs.version }),
    ];
    for (const attempt of attempts) {
      const response = await unaudited(attempt);
      expect(response.status).toBe(404);
      expect((await json<ErrorBody>(response)).code).toBe('not_found');
    }
    expect((await menu('sabor', sabor)).categories[0]).toEqual(theirs);
    // Sabor's cookie opens nothing on demo's host.
    const crossed = await write(
      'PATCH',
      `/categories/${theirs.id}`,
      { version: theirs.version, name: 'Mine' },
      { cookie: sabor },
    );
    expect(crossed.status).toBe(401);
  });

  it('lets exactly one of two concurrent edits with the same version win', async () => {
    for (let round = 0; round < 3; round += 1) {
      const category = await create(`Race ${round}`);
      const auditBefore = await auditCount();
      const responses = await Promise.all([
        write('PATCH', `/categories/${category.id}`, { version: 1, name: `Race ${round} A` }),
        write('PATCH', `/categories/${category.id}`, { version: 1, name: `Race ${round} B` }),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = await json<AdminCategory>(responses.find((r) => r.status === 200)!);
      const loser = await json<Conflict>(responses.find((r) => r.status === 409)!);
      expect(loser.code).toBe('edit_conflict');
      expect(loser.current).toEqual(winner);
      expect(winner.version).toBe(2);
      expect(await auditCount()).toBe(auditBefore + 1);
    }
  });

  // Several instances share one PostgreSQL: the compare-and-set holds across connections.
  if (dialect === 'postgres')
    it('lets exactly one win across two instances of the server', async () => {
      const other = await h.openAnother();
      try {
        const category = await create('Across instances');
        const owner = { companyId: demoId, sessionId: hashSessionId(cookie.split('=')[1] ?? '') };
        const outcome = (p: Promise<unknown>) =>
          p.then(
            () => 'won',
            (error: unknown) => (error as { code?: string }).code ?? String(error),
          );
        const results = await Promise.all([
          outcome(updateCategory(h.db, owner, category.id, { version: 1, visible: false })),
          outcome(updateCategory(other.db, owner, category.id, { version: 1, name: 'Other' })),
          write('PATCH', `/categories/${category.id}`, { version: 1, name: 'Third' }).then(
            async (r) => (r.status === 200 ? 'won' : (await json<ErrorBody>(r)).code),
          ),
        ]);
        expect(results.filter((r) => r === 'won')).toHaveLength(1);
        expect(results.filter((r) => r === 'edit_conflict')).toHaveLength(2);
        const row = (await menu()).categories.find((c) => c.id === category.id);
        expect(row?.version).toBe(2);
      } finally {
        await other.close();
      }
    });
});

describe.each(testDialects)('migration 0006 for categories (%s)', (dialect) => {
  it('adds version and visible to categories, and removes them on down', async () => {
    const test = await createTestDatabase(dialect);
    try {
      const db = test.handle.db;
      const columns = async () =>
        (await db.introspection.getTables())
          .find((t) => t.name === 'categories')
          ?.columns.map((c) => c.name) ?? [];
      expect(await columns()).toEqual(expect.arrayContaining(['version', 'visible']));
      await m0006.down(db as never);
      expect(await columns()).not.toContain('version');
      expect(await columns()).not.toContain('visible');
      await m0006.up(db as never);
      expect(await columns()).toEqual(expect.arrayContaining(['version', 'visible']));
    } finally {
      await test.cleanup();
    }
  });
});

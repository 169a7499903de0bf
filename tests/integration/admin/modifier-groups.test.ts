// The back office's modifier groups (issue [11/13]): owner-only, company-scoped saves with a row
// version, consistent min/max/required, one audit entry per write, the storefront's catalogue
// following at once, and a deleted group detached from every product that offered it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '../../../src/domain/types';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { companyIdOf } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Option {
  id: string;
  name: string;
  price: number;
  position: number;
}

interface Group {
  id: string;
  name: string;
  min: number;
  max: number;
  required: boolean;
  version: number;
  options: Option[];
  product_count: number;
}

interface Conflict extends ErrorBody {
  current?: Group;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(testDialects)('admin modifier groups (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;

  const call = (
    method: Method,
    path: string,
    body?: unknown,
    extra: { token?: string; cookie?: string } = {},
  ): Promise<Response> => {
    const headers: Record<string, string> = { cookie: extra.cookie ?? cookie };
    const init: RequestInit = { method, headers };
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return Promise.resolve(h.app.request(hostUrl(h, extra.token ?? 'demo', `/admin${path}`), init));
  };
  const groups = async (): Promise<Group[]> => {
    const response = await call('GET', '/modifier-groups');
    expect(response.status).toBe(200);
    return (await json<{ groups: Group[] }>(response)).groups;
  };
  const create = async (body: Record<string, unknown>): Promise<Group> => {
    const response = await call('POST', '/modifier-groups', body);
    expect(response.status).toBe(201);
    return json<Group>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  const audited = async (action: string, run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before + 1);
    const { entries } = await json<{ entries: { action: string; entity: string }[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    expect(entries[0]).toMatchObject({ action, entity: 'modifier_group' });
    return response;
  };
  const unaudited = async (run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before);
    return response;
  };
  const storefront = async (): Promise<Category[]> =>
    json<Category[]>(
      await h.app.request(api(h, `/ms-products/public/companies/${demoId}/categories`)),
    );
  const catalogVersion = async (): Promise<number> =>
    (await json<{ catalog_version: number }>(await admin(h, 'GET', '/menu', { cookie })))
      .catalog_version;

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

  it('lists the groups with their options in order and how many products offer each', async () => {
    const list = await groups();
    const rows = await h.db
      .selectFrom('modifier_groups')
      .select('id')
      .where('company_id', '=', demoId)
      .execute();
    expect(list.map((g) => g.id).sort()).toEqual(rows.map((r) => r.id).sort());
    const offered = list.find((g) => g.product_count > 0)!;
    const links = await h.db
      .selectFrom('product_modifier_groups')
      .select('product_id')
      .where('group_id', '=', offered.id)
      .execute();
    expect(offered.product_count).toBe(links.length);
    for (const group of list) {
      expect(group.version).toBe(1);
      expect(group.options.map((o) => o.position)).toEqual(group.options.map((_, i) => i));
    }
    expect((await admin(h, 'GET', '/modifier-groups')).status).toBe(401);
  });

  it('creates a group, trimmed, with a new catalogue version', async () => {
    const version = await catalogVersion();
    const response = await audited('modifier_group.create', () =>
      call('POST', '/modifier-groups', {
        name: ' Sauces ',
        min: 1,
        max: 2,
        required: true,
        options: [
          { name: 'Ketchup', price: 0 },
          { name: ' Aioli ', price: 150 },
        ],
      }),
    );
    expect(response.status).toBe(201);
    const group = await json<Group>(response);
    expect(group).toMatchObject({
      name: 'Sauces',
      min: 1,
      max: 2,
      required: true,
      version: 1,
      product_count: 0,
      options: [
        { name: 'Ketchup', price: 0, position: 0 },
        { name: 'Aioli', price: 150, position: 1 },
      ],
    });
    expect(await catalogVersion()).toBeGreaterThan(version);
    expect((await groups()).find((g) => g.id === group.id)).toEqual(group);
  });

  it('refuses inconsistent groups with 422 and the field', async () => {
    const ok = {
      name: 'Extras',
      min: 0,
      max: 2,
      required: false,
      options: [{ name: 'A', price: 1 }],
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, name: '' }, 'name'],
      [{ ...ok, min: 3, max: 2 }, 'max'],
      [{ ...ok, min: -1 }, 'min'],
      [{ ...ok, max: 1.5 }, 'max'],
      [{ ...ok, max: 101 }, 'max'],
      [{ ...ok, required: 'yes' }, 'required'],
      [{ ...ok, options: [] }, 'options'],
      [{ ...ok, options: [{ name: 'A', price: -1 }] }, 'options.0.price'],
      [
        {
          ...ok,
          options: [
            { name: 'A', price: 1 },
            { name: 'a', price: 2 },
          ],
        },
        'options.1.name',
      ],
      [{ ...ok, company_id: 'sabor' }, 'company_id'],
    ];
    for (const [body, field] of cases) {
      const response = await unaudited(() => call('POST', '/modifier-groups', body));
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await json<ErrorBody>(response)).errors ?? {})).toContain(field);
    }
    // A max of 0 is "no maximum", as the storefront reads it.
    expect((await create({ ...ok, min: 5, max: 0, required: true })).max).toBe(0);
  });

  it('saves options: updated, added and removed; the storefront follows', async () => {
    const offered = (await groups()).find((g) => g.product_count > 0)!;
    const [first, second] = offered.options;
    const response = await audited('modifier_group.update', () =>
      call('PUT', `/modifier-groups/${offered.id}`, {
        version: offered.version,
        name: `${offered.name} (new)`,
        min: 0,
        max: 3,
        required: false,
        options: [
          { name: 'Brand new', price: 99 },
          { id: first!.id, name: first!.name, price: first!.price + 10 },
        ],
      }),
    );
    expect(response.status).toBe(200);
    const saved = await json<Group>(response);
    expect(saved).toMatchObject({ version: offered.version + 1, max: 3, required: false });
    expect(saved.options.map((o) => [o.name, o.price])).toEqual([
      ['Brand new', 99],
      [first!.name, first!.price + 10],
    ]);
    expect(saved.options[1]!.id).toBe(first!.id);
    if (second)
      expect(
        await h.db.selectFrom('modifiers').select('id').where('id', '=', second.id).execute(),
      ).toEqual([]);
    const shown = (await storefront())
      .flatMap((c) => c.products)
      .flatMap((p) => p.modifier_groups)
      .find((g) => g.id === offered.id);
    expect(shown).toMatchObject({ name: saved.name, max: 3, required: false });
    expect(shown?.modifiers.map((m) => m.name)).toEqual(['Brand new', first!.name]);

    const stale = await unaudited(() =>
      call('PUT', `/modifier-groups/${offered.id}`, {
        version: offered.version,
        name: 'Late',
        min: 0,
        max: 0,
        required: false,
        options: [{ name: 'X', price: 1 }],
      }),
    );
    expect(stale.status).toBe(409);
    expect(await json<Conflict>(stale)).toMatchObject({ code: 'edit_conflict', current: saved });

    const other = (await groups()).find((g) => g.id !== offered.id)!;
    const foreign = await unaudited(() =>
      call('PUT', `/modifier-groups/${offered.id}`, {
        version: saved.version,
        name: 'X',
        min: 0,
        max: 0,
        required: false,
        options: [{ id: other.options[0]!.id, name: 'X', price: 1 }],
      }),
    );
    expect(foreign.status).toBe(422);
    expect(Object.keys((await json<ErrorBody>(foreign)).errors ?? {})).toContain('options.0.id');
  });

  it('deletes a group and detaches it from every product', async () => {
    const offered = (await groups()).find((g) => g.product_count > 0)!;
    const productIds = (
      await h.db
        .selectFrom('product_modifier_groups')
        .select('product_id')
        .where('group_id', '=', offered.id)
        .execute()
    ).map((r) => r.product_id);
    const stale = await unaudited(() =>
      call('DELETE', `/modifier-groups/${offered.id}`, { version: offered.version + 1 }),
    );
    expect(stale.status).toBe(409);
    const deleted = await audited('modifier_group.delete', () =>
      call('DELETE', `/modifier-groups/${offered.id}`, { version: offered.version }),
    );
    expect(await json(deleted)).toEqual({ id: offered.id, deleted: true });
    expect((await groups()).map((g) => g.id)).not.toContain(offered.id);
    for (const id of productIds) {
      const product = await json<{ modifier_group_ids: string[] }>(
        await call('GET', `/products/${id}`),
      );
      expect(product.modifier_group_ids).not.toContain(offered.id);
    }
    const publicGroups = (await storefront())
      .flatMap((c) => c.products)
      .flatMap((p) => p.modifier_groups.map((g) => g.id));
    expect(publicGroups).not.toContain(offered.id);
    expect((await call('DELETE', `/modifier-groups/${offered.id}`, { version: 1 })).status).toBe(
      404,
    );
  });

  it("treats another company's group as unknown (404)", async () => {
    const sabor = await ownerLogin(h, 'sabor');
    const theirs = (
      await json<{ groups: Group[] }>(
        await call('GET', '/modifier-groups', undefined, { token: 'sabor', cookie: sabor }),
      )
    ).groups[0]!;
    const body = { version: theirs.version, name: 'Mine', min: 0, max: 0, required: false };
    for (const attempt of [
      () =>
        call('PUT', `/modifier-groups/${theirs.id}`, {
          ...body,
          options: [{ name: 'X', price: 1 }],
        }),
      () => call('DELETE', `/modifier-groups/${theirs.id}`, { version: theirs.version }),
    ]) {
      const response = await unaudited(attempt);
      expect(response.status).toBe(404);
      expect((await json<ErrorBody>(response)).code).toBe('not_found');
    }
    const still = await call('GET', '/modifier-groups', undefined, {
      token: 'sabor',
      cookie: sabor,
    });
    expect((await json<{ groups: Group[] }>(still)).groups[0]).toEqual(theirs);
  });

  it('lets exactly one of two owners saving the same version win', async () => {
    const group = await create({
      name: 'Race',
      min: 0,
      max: 1,
      required: false,
      options: [{ name: 'A', price: 1 }],
    });
    const save = (name: string) =>
      call('PUT', `/modifier-groups/${group.id}`, {
        version: 1,
        name,
        min: 0,
        max: 1,
        required: false,
        options: [{ name, price: 2 }],
      });
    const auditBefore = await auditCount();
    const responses = await Promise.all([save('One'), save('Two')]);
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = await json<Group>(responses.find((r) => r.status === 200)!);
    expect((await json<Conflict>(responses.find((r) => r.status === 409)!)).current).toEqual(
      winner,
    );
    expect(await auditCount()).toBe(auditBefore + 1);
  });
});

// The back office's tables, zones and QR sheets (issue [11/13]): owner-only, company-scoped writes
// with a row version each (a stale one is 409 edit_conflict with the current row), a table name
// unique within its zone (409 table_exists), one audit entry per write; and the printable sheets,
// read back page by page with every code decoded to its table's storefront URL.
import jsQR from 'jsqr';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSheetPdf } from '../../../server/admin/qr-sheet/inspect';
import { seedId } from '../../../server/seed/ids';
import { testDialects } from '../helpers/databases';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf, login } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Table {
  id: string;
  name: string;
  zone: string | null;
  service_type: string;
  version: number;
}

interface Listing {
  origin: string;
  service_types: string[];
  tables: Table[];
}

interface Refusal extends ErrorBody {
  current?: Table | { zone: string; tables: Table[] };
  names?: string[];
  errors?: Record<string, string[]>;
}

interface Entry {
  action: string;
  entity: string;
  entity_id: string | null;
  before: unknown;
  after: unknown;
}

/**
 * demo has an active custom domain (server/seed/companies/demo.ts), but outside production its
 * codes point at the address the server is reached at (issue [16/21] item 8).
 */
const ORIGIN = 'http://demo.comanda.test';

describe.each(testDialects)('admin tables (%s)', (dialect) => {
  let h: Harness;
  let demoId: string;
  let cookie: string;

  const list = async (token = 'demo', owner = cookie): Promise<Listing> => {
    const response = await admin(h, 'GET', '/tables', { token, cookie: owner });
    expect(response.status).toBe(200);
    return json<Listing>(response);
  };
  const write = (
    method: 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body: unknown,
    extra: { headers?: Record<string, string>; cookie?: string } = {},
  ): Promise<Response> => admin(h, method, path, { cookie, body, ...extra });
  const create = async (body: Record<string, unknown>): Promise<Table> => {
    const response = await write('POST', '/tables', body);
    expect(response.status).toBe(201);
    return json<Table>(response);
  };
  const auditCount = async (): Promise<number> =>
    (await h.db.selectFrom('admin_audit').select('id').where('company_id', '=', demoId).execute())
      .length;
  /** Runs a write and checks it left exactly one audit entry, with that action; returns it. */
  const audited = async (
    action: string,
    run: () => Promise<Response>,
  ): Promise<{ response: Response; entry: Entry }> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before + 1);
    const { entries } = await json<{ entries: Entry[] }>(
      await admin(h, 'GET', '/audit?limit=1', { cookie }),
    );
    expect(entries[0]?.action).toBe(action);
    return { response, entry: entries[0]! };
  };
  const unaudited = async (run: () => Promise<Response>): Promise<Response> => {
    const before = await auditCount();
    const response = await run();
    expect(await auditCount()).toBe(before);
    return response;
  };
  const refusal = async (response: Response, status: number, code: string): Promise<Refusal> => {
    expect(response.status).toBe(status);
    const body = await json<Refusal>(response);
    expect(body.code).toBe(code);
    return body;
  };
  const sheet = (ext: 'pdf' | 'svg', query = '', owner = cookie): Promise<Response> =>
    admin(h, 'GET', `/tables/sheet.${ext}${query}`, { cookie: owner });

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

  it('lists the tables by zone and name, with the storefront origin and the service types', async () => {
    const response = await admin(h, 'GET', '/tables', { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { origin, service_types, tables } = await json<Listing>(response);
    expect(origin).toBe(ORIGIN);
    expect(service_types).toEqual(expect.arrayContaining(['TABLE', 'ONSITE']));
    expect(tables.map((t) => [t.zone, t.name, t.service_type, t.version])).toEqual([
      [null, 'Counter', 'ONSITE', 1],
      ['Main room', 'Table 1', 'TABLE', 1],
      ['Main room', 'Table 2', 'TABLE', 1],
      ['Terrace', 'Table 3', 'TABLE', 1],
      ['Terrace', 'Table 4', 'TABLE', 1],
    ]);
    expect(tables[1]?.id).toBe(seedId('demo', 'qr', 'Table 1'));
  });

  it("is the owner's only, on the owner's own origin", async () => {
    expect((await admin(h, 'GET', '/tables')).status).toBe(401);
    expect((await admin(h, 'GET', '/tables', { cookie: await login(h) })).status).toBe(401);
    expect((await sheet('pdf', '', '')).status).toBe(401);
    expect((await sheet('svg', '', await login(h))).status).toBe(401);
    await refusal(
      await admin(h, 'POST', '/tables', { body: { name: 'Nope' } }),
      401,
      'unauthorized',
    );
    const foreign = await write(
      'POST',
      '/tables',
      { name: 'Nope' },
      { headers: { origin: 'https://evil.example' } },
    );
    await refusal(foreign, 403, 'forbidden');
    // Another company's owner session is no session here.
    const sabor = await ownerLogin(h, 'sabor');
    expect((await admin(h, 'GET', '/tables', { cookie: sabor })).status).toBe(401);
    expect((await list()).tables.map((t) => t.name)).not.toContain('Nope');
  });

  it('creates a table, trimmed, TABLE by default, and refuses bad or duplicate names', async () => {
    const { response, entry } = await audited('table.create', () =>
      write('POST', '/tables', { name: '  Table 9 ', zone: ' Garden ' }),
    );
    expect(response.status).toBe(201);
    const created = await json<Table>(response);
    expect(created).toMatchObject({
      name: 'Table 9',
      zone: 'Garden',
      service_type: 'TABLE',
      version: 1,
    });
    expect(entry).toMatchObject({ entity: 'table', entity_id: created.id, before: null });
    expect(entry.after).toMatchObject({ name: 'Table 9', zone: 'Garden' });
    // The storefront reads it as its QR record.
    const qr = await json(await h.app.request(api(h, `/ms-orders/public/qrs/${created.id}`)));
    expect(qr).toMatchObject({ name: 'Table 9', zone: { name: 'Garden' }, ordering_type: 'TABLE' });

    // An empty zone is no zone; ONSITE is taken.
    const counter = await create({ name: 'Bar', zone: '  ', service_type: 'ONSITE' });
    expect(counter).toMatchObject({ zone: null, service_type: 'ONSITE' });

    // The same name in the same zone is refused; in another zone it is fine.
    const duplicate = await unaudited(() =>
      write('POST', '/tables', { name: 'Table 9', zone: 'Garden' }),
    );
    expect((await refusal(duplicate, 409, 'table_exists')).names).toEqual(['Table 9']);
    await refusal(await write('POST', '/tables', { name: 'Bar' }), 409, 'table_exists');
    expect((await create({ name: 'Table 9', zone: 'Terrace' })).zone).toBe('Terrace');

    for (const body of [
      { name: '   ' },
      { name: 'x'.repeat(41) },
      { name: 'Tab\u0007le' },
      { name: 'Line\nbreak' },
      { name: 42 },
      {},
      { name: 'Ok', zone: 'z'.repeat(41) },
      { name: 'Ok', zone: 'Bad\u0000zone' },
      { name: 'Ok', service_type: 'DRIVE_THRU' },
    ]) {
      const bad = await unaudited(() => write('POST', '/tables', body));
      expect(bad.status).toBeLessThan(500);
      expect([400, 422]).toContain(bad.status);
    }
    const long = await write('POST', '/tables', { name: 'x'.repeat(41) });
    expect((await refusal(long, 422, 'invalid_body')).errors?.name?.[0]).toContain('at most 40');
    // 40 characters in code points are fine (emoji count once).
    expect((await create({ name: '🍽'.repeat(40), zone: 'Garden' })).name).toBe('🍽'.repeat(40));
  });

  it('renames a table, moves it to another zone and changes its service type, version by version', async () => {
    const table = await create({ name: 'Window', zone: 'Main room' });
    const renamed = await audited('table.update', () =>
      write('PATCH', `/tables/${table.id}`, { version: 1, name: ' Window seat ' }),
    );
    const r = await json<Table>(renamed.response);
    expect(r).toMatchObject({ name: 'Window seat', zone: 'Main room', version: 2 });
    expect(renamed.entry.before).toMatchObject({ name: 'Window', version: 1 });
    expect(renamed.entry.after).toMatchObject({ name: 'Window seat', version: 2 });

    const moved = await json<Table>(
      (
        await audited('table.update', () =>
          write('PATCH', `/tables/${table.id}`, {
            version: 2,
            zone: 'Terrace',
            service_type: 'ONSITE',
          }),
        )
      ).response,
    );
    expect(moved).toMatchObject({ zone: 'Terrace', service_type: 'ONSITE', version: 3 });
    const noZone = await json<Table>(
      await write('PATCH', `/tables/${table.id}`, { version: 3, zone: null }),
    );
    expect(noZone).toMatchObject({ zone: null, version: 4 });

    // A stale version: 409 with the row as it is now, nothing written.
    const stale = await unaudited(() =>
      write('PATCH', `/tables/${table.id}`, { version: 2, name: 'Mine' }),
    );
    expect((await refusal(stale, 409, 'edit_conflict')).current).toEqual(noZone);

    // Moving into a zone that has that name already is refused; renaming onto itself is fine.
    await refusal(
      await write('PATCH', `/tables/${table.id}`, {
        version: 4,
        zone: 'Main room',
        name: 'Table 1',
      }),
      409,
      'table_exists',
    );
    const same = await write('PATCH', `/tables/${table.id}`, { version: 4, name: 'Window seat' });
    expect(same.status).toBe(200);

    // Bad bodies and ids are 4xx.
    await refusal(await write('PATCH', `/tables/${table.id}`, { version: 5 }), 422, 'invalid_body');
    await refusal(await write('PATCH', `/tables/${table.id}`, { name: 'x' }), 422, 'invalid_body');
    await refusal(
      await write('PATCH', `/tables/${table.id}`, { version: 0, name: 'x' }),
      422,
      'invalid_body',
    );
    expect((await write('PATCH', '/tables/not%20an%20id', { version: 1, name: 'x' })).status).toBe(
      400,
    );
    await refusal(
      await write('PATCH', '/tables/no-such-table', { version: 1, name: 'x' }),
      404,
      'not_found',
    );
  });

  it('deletes a table at its version only', async () => {
    const table = await create({ name: 'Temporary', zone: 'Garden' });
    await write('PATCH', `/tables/${table.id}`, { version: 1, name: 'Temporary 2' });
    const stale = await unaudited(() => write('DELETE', `/tables/${table.id}`, { version: 1 }));
    expect(((await refusal(stale, 409, 'edit_conflict')).current as Table).name).toBe(
      'Temporary 2',
    );
    const { response, entry } = await audited('table.delete', () =>
      write('DELETE', `/tables/${table.id}`, { version: 2 }),
    );
    expect(await json(response)).toEqual({ id: table.id, deleted: true });
    expect(entry).toMatchObject({ entity_id: table.id, after: null });
    expect(entry.before).toMatchObject({ name: 'Temporary 2' });
    await refusal(await write('DELETE', `/tables/${table.id}`, { version: 2 }), 404, 'not_found');
    expect((await h.app.request(api(h, `/ms-orders/public/qrs/${table.id}`))).status).toBe(404);
  });

  it("treats another company's table as unknown (404) and leaves it alone", async () => {
    const mesa = seedId('sabor', 'qr', 'Mesa 1');
    await refusal(
      await write('PATCH', `/tables/${mesa}`, { version: 1, name: 'Mine' }),
      404,
      'not_found',
    );
    await refusal(await write('DELETE', `/tables/${mesa}`, { version: 1 }), 404, 'not_found');
    await refusal(await sheet('svg', `?ids=${mesa}`), 404, 'not_found');
    const sabor = await list('sabor', await ownerLogin(h, 'sabor'));
    expect(sabor.tables.find((t) => t.id === mesa)).toMatchObject({ name: 'Mesa 1', version: 1 });
    expect(sabor.origin).toBe('http://sabor.comanda.test');
  });

  it('renames a zone on all its tables in one write, and refuses a stale view or a clash', async () => {
    const a = await create({ name: 'P1', zone: 'Patio' });
    const b = await create({ name: 'P2', zone: 'Patio' });
    const seen = [a, b].map(({ id, version }) => ({ id, version }));

    // Someone changes one of its tables meanwhile: the rename is refused with the zone now.
    await write('PATCH', `/tables/${b.id}`, { version: 1, service_type: 'ONSITE' });
    const stale = await unaudited(() =>
      write('POST', '/zones/rename', { zone: 'Patio', new_name: 'Courtyard', tables: seen }),
    );
    const current = (await refusal(stale, 409, 'edit_conflict')).current as {
      zone: string;
      tables: Table[];
    };
    expect(current.tables.map((t) => [t.name, t.version])).toEqual([
      ['P1', 1],
      ['P2', 2],
    ]);
    // A table the client did not see (added meanwhile) is a conflict too.
    await refusal(
      await write('POST', '/zones/rename', {
        zone: 'Patio',
        new_name: 'Courtyard',
        tables: [{ id: a.id, version: 1 }],
      }),
      409,
      'edit_conflict',
    );

    const fresh = current.tables.map(({ id, version }) => ({ id, version }));
    const { response, entry } = await audited('zone.rename', () =>
      write('POST', '/zones/rename', { zone: 'Patio', new_name: ' Courtyard ', tables: fresh }),
    );
    expect(response.status).toBe(200);
    const renamed = await json<{ zone: string; tables: Table[] }>(response);
    expect(renamed.zone).toBe('Courtyard');
    expect(renamed.tables.map((t) => [t.name, t.zone, t.version])).toEqual([
      ['P1', 'Courtyard', 2],
      ['P2', 'Courtyard', 3],
    ]);
    expect(entry).toMatchObject({
      entity: 'zone',
      before: { zone: 'Patio' },
      after: { zone: 'Courtyard' },
    });
    const zones = new Set((await list()).tables.map((t) => t.zone));
    expect(zones.has('Patio')).toBe(false);

    // Merging into a zone with a table of the same name is refused, all or nothing.
    await create({ name: 'P1', zone: 'Rooftop' });
    const clash = await write('POST', '/zones/rename', {
      zone: 'Courtyard',
      new_name: 'Rooftop',
      tables: renamed.tables.map(({ id, version }) => ({ id, version })),
    });
    expect((await refusal(clash, 409, 'table_exists')).names).toEqual(['P1']);
    expect((await list()).tables.filter((t) => t.zone === 'Courtyard')).toHaveLength(2);

    // Unknown zone: 404; bad bodies: 422.
    await refusal(
      await write('POST', '/zones/rename', { zone: 'Nowhere', new_name: 'X', tables: fresh }),
      404,
      'not_found',
    );
    await refusal(
      await write('POST', '/zones/rename', { zone: 'Courtyard', new_name: '', tables: fresh }),
      422,
      'invalid_body',
    );
    await refusal(
      await write('POST', '/zones/rename', { zone: 'Courtyard', new_name: 'X', tables: [] }),
      422,
      'invalid_body',
    );
  });

  it('lets exactly one of two simultaneous edits at the same version win', async () => {
    const table = await create({ name: 'Race', zone: 'Garden' });
    const [one, two] = await Promise.all([
      write('PATCH', `/tables/${table.id}`, { version: 1, name: 'Race A' }),
      write('PATCH', `/tables/${table.id}`, { version: 1, name: 'Race B' }),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    const loser = one.status === 409 ? one : two;
    const winner = await json<Table>(one.status === 200 ? one : two);
    expect((await json<Refusal>(loser)).current).toEqual(winner);
    expect((await list()).tables.find((t) => t.id === table.id)).toEqual(winner);
  });

  it('creates numbered tables in bulk, all or none, with one audit entry', async () => {
    const { response, entry } = await audited('table.bulk_create', () =>
      write('POST', '/tables/bulk', { prefix: 'Table', from: 1, to: 12, zone: 'Hall' }),
    );
    expect(response.status).toBe(201);
    const { tables } = await json<{ tables: Table[] }>(response);
    expect(tables.map((t) => t.name)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Table ${i + 1}`),
    );
    expect(entry.after).toMatchObject({ zone: 'Hall' });
    // Overlapping names: nothing is created.
    const overlap = await unaudited(() =>
      write('POST', '/tables/bulk', { prefix: 'Table', from: 12, to: 14, zone: 'Hall' }),
    );
    expect((await refusal(overlap, 409, 'table_exists')).names).toEqual(['Table 12']);
    expect((await list()).tables.filter((t) => t.zone === 'Hall')).toHaveLength(12);
    for (const body of [
      { prefix: 'T', from: 5, to: 4 },
      { prefix: 'T', from: 1, to: 101 },
      { prefix: 'T', from: -1, to: 3 },
      { prefix: 'x'.repeat(39), from: 1, to: 10 },
      { prefix: '', from: 1, to: 2 },
    ])
      await refusal(await write('POST', '/tables/bulk', body), 422, 'invalid_body');
  });

  it('prints the PDF sheet: A4 pages of six cards whose codes decode to the table URLs', async () => {
    const response = await sheet('pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="demo-tables.pdf"',
    );
    const tables = (await list()).tables;
    const pages = await readSheetPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(Math.ceil(tables.length / 6));
    // Page by page: the company's name, then each table's name and zone, in the list's order.
    pages.forEach((page, p) => {
      const expected = tables
        .slice(p * 6, p * 6 + 6)
        .flatMap((t) => [
          'Demo Bistro',
          t.name.replace(/[^\x20-\x7e]/gu, '?'),
          ...(t.zone ? [t.zone] : []),
        ]);
      expect(page.texts.map((s) => s.replace(/\?+/g, '?'))).toEqual(
        expected.map((s) => s.replace(/\?+/g, '?')),
      );
      const decoded = page.images.map((i) => jsQR(i.rgba, i.width, i.height)?.data).sort();
      expect(decoded).toEqual(
        tables
          .slice(p * 6, p * 6 + 6)
          .map((t) => `${ORIGIN}/?qr-id=${t.id}`)
          .sort(),
      );
    });
  });

  it('prints one zone or a selection, as PDF and SVG, and refuses a bad selection', async () => {
    const terrace = (await list()).tables.filter((t) => t.zone === 'Terrace');
    const svg = await sheet('svg', '?zone=Terrace');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers.get('content-disposition')).toBe(
      'attachment; filename="demo-tables-terrace.svg"',
    );
    const text = await svg.text();
    expect(text.match(/<svg class="page"/g)).toHaveLength(1);
    const cards = [...text.matchAll(/data-table-id="([^"]+)" data-url="([^"]+)"/g)];
    expect(cards.map((m) => m[1])).toEqual(terrace.map((t) => t.id));
    expect(cards.map((m) => m[2])).toEqual(terrace.map((t) => `${ORIGIN}/?qr-id=${t.id}`));
    for (const t of terrace) expect(text).toContain(`>${t.name}</text>`);

    const two = terrace.slice(0, 2);
    const pdf = await sheet('pdf', `?ids=${two.map((t) => t.id).join(',')}`);
    const [page] = await readSheetPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(page?.texts).toEqual(two.flatMap((t) => ['Demo Bistro', t.name, 'Terrace']));

    await refusal(await sheet('pdf', '?zone=Nowhere'), 404, 'not_found');
    await refusal(await sheet('pdf', '?ids='), 400, 'invalid_request');
    await refusal(await sheet('svg', '?ids=a,b%20c'), 400, 'invalid_request');
    await refusal(await sheet('svg', `?zone=${'z'.repeat(41)}`), 400, 'invalid_request');
    await refusal(await sheet('svg', '?ids=no-such-table'), 404, 'not_found');
  });

  it('puts {token}.{host} in the codes when the custom domain is not active', async () => {
    await h.db
      .updateTable('companies')
      .set({ domain_registration_status: 'pending' })
      .where('id', '=', demoId)
      .execute();
    try {
      expect((await list()).origin).toBe('http://demo.comanda.test');
      const text = await (await sheet('svg', '?zone=Terrace')).text();
      expect(text).toContain('data-url="http://demo.comanda.test/?qr-id=');
      expect(text).not.toContain('demo-bistro');
    } finally {
      await h.db
        .updateTable('companies')
        .set({ domain_registration_status: 'active' })
        .where('id', '=', demoId)
        .execute();
    }
    expect((await list()).origin).toBe(ORIGIN);
  });
});

// Issue [16/21] item 12: menu import and export agree, and an import can be undone.
// - The export writes original_price only for a discount (empty means none), so an exported file
//   imports to the same menu and exports again to the same bytes, legacy rows (original = price)
//   included.
// - An unknown column is named once, as unknown, with a code the back office words in the owner's
//   language, not as "a value in column 4, which has no name".
// - The menu an import replaced is kept (one copy per company, in the database): undo puts it
//   back in one step, owner-only and scoped by company; a second import replaces the copy; the
//   copy survives a restart (another app on another connection to the same database).
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleMenuCsv } from '../../../scripts/bench/menu-import';
import { buildApp } from '../../../server/app';
import type { DbHandle } from '../../../server/db/connection';
import { menuFormatExample } from '../../fixtures/menu-format-example';
import { testDialects } from '../helpers/databases';
import { hostUrl } from '../helpers/staff';
import { FIXTURE_HTML, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyIdOf } from '../kitchen/support';
import { admin, ownerLogin } from './support';

interface Counts {
  categories: number;
  products: number;
  variants: number;
  modifier_groups: number;
  options: number;
}
interface UndoState {
  available: boolean;
  replaced_at?: string;
  counts?: Counts;
}
interface Issue {
  row?: number;
  column?: string;
  code?: string;
  message: string;
}

describe.each(testDialects)('menu export, import and undo agree (%s)', (dialect) => {
  let h: Harness;
  let demo: string;
  let sabor: string;
  let another: DbHandle | null = null;

  const exported = async (format: 'csv' | 'json', token = 'demo', cookie = demo, on = h) => {
    const response = await admin(on, 'GET', `/menu/export?format=${format}`, { token, cookie });
    expect(response.status).toBe(200);
    return response.text();
  };
  const importMenu = (body: string, token = 'demo', cookie = demo) =>
    h.app.request(hostUrl(h, token, '/admin/menu/import?format=csv'), {
      method: 'POST',
      headers: { cookie, 'content-type': 'text/csv' },
      body,
    });
  const undoState = async (token: string, cookie: string, on = h) => {
    const response = await admin(on, 'GET', '/menu/undo', { token, cookie });
    expect(response.status).toBe(200);
    return json<UndoState>(response);
  };

  beforeAll(async () => {
    h = await startHarness(dialect, {
      env: { RATE_LIMIT_LOGIN_PER_MINUTE: '1000', RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE: '1000' },
    });
    demo = await ownerLogin(h);
    sabor = await ownerLogin(h, 'sabor');
  });
  afterAll(async () => {
    await another?.close();
    await h.cleanup();
  });

  it('exports original_price only for a discount, and round-trips unchanged', async () => {
    // A row as the seed and the editor wrote them before: "no discount" as original = price.
    const demoId = await companyIdOf(h.db, 'demo');
    const legacy = await h.db
      .selectFrom('product_variants')
      .select(['id', 'price'])
      .where('company_id', '=', demoId)
      .where('original_price', 'is', null)
      .executeTakeFirstOrThrow();
    await h.db
      .updateTable('product_variants')
      .set({ original_price: legacy.price })
      .where('company_id', '=', demoId)
      .where('id', '=', legacy.id)
      .execute();

    const menu = JSON.parse(await exported('json')) as {
      categories: {
        products: { variants: { price: number; original_price: number | null }[] }[];
      }[];
    };
    const variants = menu.categories.flatMap((c) => c.products.flatMap((p) => p.variants));
    expect(variants.some((v) => v.original_price !== null)).toBe(true);
    for (const v of variants)
      if (v.original_price !== null) expect(v.original_price).toBeGreaterThan(v.price);

    const csv = await exported('csv');
    const rows = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: true,
    }).data;
    const cells = rows.flatMap((row) =>
      row.price && row.original_price ? [[Number(row.price), Number(row.original_price)]] : [],
    );
    expect(cells.length).toBeGreaterThan(0);
    for (const [p, o] of cells) expect(o).toBeGreaterThan(p!);

    expect((await importMenu(csv)).status).toBe(200);
    expect(await exported('csv')).toBe(csv);
  });

  it('names an unknown column as unknown, once, and changes nothing', async () => {
    const before = await exported('csv');
    const response = await importMenu(
      'category,product,price,colour\r\nPizzas,Margherita,9.50,red\r\nPizzas,Calzone,11,blue\r\n',
    );
    expect(response.status).toBe(422);
    const body = await json<ErrorBody & { issues: Issue[] }>(response);
    expect(body.issues).toEqual([
      {
        row: 1,
        column: 'colour',
        code: 'unknown_column',
        message: expect.stringContaining("'colour' is not a column") as string,
      },
    ]);
    expect(await exported('csv')).toBe(before);
  });

  it('is owner-only and scoped to the company of the host', async () => {
    expect((await admin(h, 'GET', '/menu/undo', { token: 'sabor' })).status).toBe(401);
    expect((await admin(h, 'POST', '/menu/undo', { token: 'sabor' })).status).toBe(401);
    // Demo's owner cookie is no session on sabor's host.
    expect((await admin(h, 'POST', '/menu/undo', { token: 'sabor', cookie: demo })).status).toBe(
      401,
    );
    const foreign = await admin(h, 'POST', '/menu/undo', {
      token: 'sabor',
      cookie: sabor,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  it('undoes the last import in one step, after a restart, with the menu it replaced', async () => {
    expect(await undoState('sabor', sabor)).toEqual({ available: false });
    const nothing = await admin(h, 'POST', '/menu/undo', { token: 'sabor', cookie: sabor });
    expect(nothing.status).toBe(409);
    expect((await json<ErrorBody>(nothing)).code).toBe('nothing_to_undo');

    const seeded = await exported('json', 'sabor', sabor);
    expect((await importMenu(menuFormatExample(), 'sabor', sabor)).status).toBe(200);
    const state = await undoState('sabor', sabor);
    expect(state.available).toBe(true);
    expect(state.counts?.products).toBe(
      (JSON.parse(seeded) as { categories: { products: unknown[] }[] }).categories.reduce(
        (sum, c) => sum + c.products.length,
        0,
      ),
    );
    const example = await exported('json', 'sabor', sabor);
    // Another company's undo is its own.
    expect((await undoState('demo', demo)).counts).not.toEqual(state.counts);

    // A second import replaces the copy: undo now goes back to the example, not to the seed.
    expect((await importMenu(sampleMenuCsv(3), 'sabor', sabor)).status).toBe(200);
    const second = await undoState('sabor', sabor);
    // docs/menu-format.md's example: Pizzas (Margherita in two sizes, Calzone) and Drinks.
    expect(second.counts).toEqual({
      categories: 2,
      products: 3,
      variants: 4,
      modifier_groups: 1,
      options: 2,
    });

    // A restart: another app on another connection to the same database still has the copy.
    another = await h.openAnother();
    const restarted: Harness = {
      ...h,
      db: another.db,
      app: buildApp({ db: another.db, env: h.env, indexHtml: FIXTURE_HTML, mediaDir: h.mediaDir }),
    };
    expect(await undoState('sabor', sabor, restarted)).toEqual(second);
    const undone = await admin(restarted, 'POST', '/menu/undo', { token: 'sabor', cookie: sabor });
    expect(undone.status).toBe(200);
    expect(await json(undone)).toMatchObject({
      restored: second.counts,
      replaced_at: second.replaced_at,
    });
    expect(await exported('json', 'sabor', sabor, restarted)).toBe(example);

    // One step: the copy is gone.
    expect(await undoState('sabor', sabor)).toEqual({ available: false });
    expect((await admin(h, 'POST', '/menu/undo', { token: 'sabor', cookie: sabor })).status).toBe(
      409,
    );
    const { entries } = await json<{ entries: { action: string }[] }>(
      await admin(h, 'GET', '/audit?limit=1', { token: 'sabor', cookie: sabor }),
    );
    expect(entries[0]?.action).toBe('menu.undo');
  });
});

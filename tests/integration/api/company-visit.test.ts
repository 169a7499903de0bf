// Issue [16/21] item 17: visit counts cannot be faked. `PATCH …/company-visit` counts only today
// in the company's time zone, at most once per device and day, and never for a crawler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getVisitCount } from '../../../server/db/repositories/visits';
import { testDialects } from '../helpers/databases';
import { visitDate } from '../helpers/visits';
import { api, errorFields, startHarness } from './harness';
import type { Harness } from './harness';

const PHONE =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** The visit cookie a response set, as a browser would send it back. */
function visitCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('comanda_visitor='));
  if (!set) throw new Error('no visit cookie');
  return set.split(';')[0]!;
}

describe.each(testDialects)('company visits (%s)', (dialect) => {
  let h: Harness;
  let today = '';

  beforeAll(async () => {
    h = await startHarness(dialect);
    today = await visitDate(h.db, h.demo.id);
  });
  afterAll(() => h.cleanup());

  const visit = (date: string, headers: Record<string, string> = {}): Promise<Response> =>
    Promise.resolve(
      h.app.request(
        api(h, `/ms-reports/public/company-visit?company_id=${h.demo.id}&date=${date}`),
        { method: 'PATCH', headers },
      ),
    );
  const count = (date = today) => getVisitCount(h.db, h.demo.id, date);

  it('refuses any day but today in the company’s time zone, counting nothing', async () => {
    for (let i = 0; i < 5; i += 1) {
      const res = await visit('2031-01-01', { 'user-agent': PHONE });
      expect(res.status).toBe(422);
      expect(await errorFields(res)).toEqual(['date']);
    }
    expect(await count('2031-01-01')).toBe(0);
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    const yesterday = new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
    expect((await visit(yesterday, { 'user-agent': PHONE })).status).toBe(422);
    expect(await count(yesterday)).toBe(0);
  });

  it('counts a device once a day, with or without its cookie', async () => {
    const before = await count();
    const first = await visit(today, { 'user-agent': PHONE });
    expect(first.status).toBe(204);
    expect(first.headers.get('x-visit')).toBe('counted');
    const cookie = visitCookie(first);
    expect(first.headers.getSetCookie().join()).toMatch(/HttpOnly/i);
    // The same device again: with the cookie it was given, and without it.
    const again = await visit(today, { 'user-agent': PHONE, cookie });
    expect(again.headers.get('x-visit')).toBe('already_counted');
    const cookieless = await visit(today, { 'user-agent': PHONE });
    expect(cookieless.headers.get('x-visit')).toBe('already_counted');
    // Its cookie names it even from another browser string (an updated browser).
    const updated = await visit(today, { 'user-agent': `${PHONE} Edg/131`, cookie });
    expect(updated.headers.get('x-visit')).toBe('already_counted');
    expect(await count()).toBe(before + 1);
  });

  it('counts another device, and a forged cookie adds nothing', async () => {
    const before = await count();
    const other = await visit(today, { 'user-agent': IPHONE });
    expect(other.headers.get('x-visit')).toBe('counted');
    // An invented device cookie is not a new device: the browser is known by what it sends.
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'BBBBBBBBBBBBBBBBBBBBBB']) {
      const forged = await visit(today, {
        'user-agent': IPHONE,
        cookie: `comanda_visitor=${id}.${'x'.repeat(43)}`,
      });
      expect(forged.headers.get('x-visit')).toBe('already_counted');
    }
    expect(await count()).toBe(before + 1);
  });

  it('never counts a crawler or a link preview', async () => {
    const before = await count();
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.23.20.0',
      '',
    ]) {
      const res = await visit(today, agent ? { 'user-agent': agent } : {});
      expect(res.status).toBe(204);
      expect(res.headers.get('x-visit')).toBe('crawler');
    }
    expect(await count()).toBe(before);
  });

  it('keeps only today’s device marks', async () => {
    await h.db
      .insertInto('company_visit_devices')
      .values({ company_id: h.demo.id, date: '2020-01-01', device: 'a:old' })
      .execute();
    expect((await visit(today, { 'user-agent': FIREFOX })).headers.get('x-visit')).toBe('counted');
    const days = await h.db
      .selectFrom('company_visit_devices')
      .select('date')
      .distinct()
      .where('company_id', '=', h.demo.id)
      .execute();
    expect(days.map((d) => d.date)).toEqual([today]);
  });
});

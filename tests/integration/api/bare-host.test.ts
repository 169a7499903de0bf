// Issue [16/21] item 18: in production the bare base host shows a neutral page in the visitor's
// language and names no company (the disabled one included); development keeps the list of
// storefronts (tests/integration/api/tenancy-pages.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCompanies } from '../../../server/db/repositories/companies';
import { BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';

describe('the bare base host in production', () => {
  let production: Harness;
  let development: Harness;
  let names: string[];

  beforeAll(async () => {
    production = await startHarness('sqlite', { env: { APP_ENV: 'production' } });
    development = await startHarness('sqlite', { env: { APP_ENV: 'development' } });
    names = (await listCompanies(production.db)).map((c) => c.name);
  });
  afterAll(async () => {
    await production.cleanup();
    await development.cleanup();
  });

  it('shows a neutral page that lists nothing', async () => {
    const res = await production.app.request(`http://${BASE_HOST}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-robots-tag')).toMatch(/noindex/);
    const html = await res.text();
    expect(html).toContain('Digital menus are served here');
    expect(html).toContain('scan the QR code on your table');
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) expect(html).not.toContain(name);
    expect(html).not.toContain('menu disabled');
    expect(html).not.toMatch(new RegExp(`\\w+\\.${BASE_HOST.replace('.', '\\.')}`));
    expect(html.match(/<a /g)).toHaveLength(1);
  });

  it('speaks the visitor’s language, right to left in Arabic', async () => {
    const res = await production.app.request(`http://${BASE_HOST}/`, {
      headers: { 'accept-language': 'ar-AE,ar;q=0.9' },
    });
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('قوائم الطعام الرقمية');
    expect(res.headers.get('content-language')).toBe('ar');
  });

  it('still lists the storefronts outside production', async () => {
    const html = await (await development.app.request(`http://${BASE_HOST}/`)).text();
    expect(html).toContain('Demo Bistro');
    expect(html).toContain('(menu disabled)');
  });

  it('still serves the storefronts on their own hosts', async () => {
    const res = await production.app.request(`http://demo.${BASE_HOST}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Demo Bistro');
  });
});

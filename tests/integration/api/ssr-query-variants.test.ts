// Issue [16/21] item 6: every query-string variant of a drawn page (/, /products, /info) is drawn
// on the server, with no [ERROR:ssr-render] in the log. `/?open_modal=attention-hours` used to
// throw in the renderer and serve a half-size page the browser had to draw; on React it left the
// information sheet's lazy boundary to the browser (tests/e2e/query-variants.test.ts checks the
// hydration in Chromium). Runs on the real
// renderer (vite build --ssr) and the real app, for storefronts of several languages.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import { findCompanyByToken } from '../../../server/db/repositories/companies';
import { productSlug } from '../../../src/domain/formatting';
import { builtRenderer, drawnRoot } from '../helpers/renderer';
import { BASE_HOST, startHarness } from './harness';
import type { Harness } from './harness';

const PATHS = ['/', '/products', '/info'] as const;
const COMPANIES = ['demo', 'taqueria', 'alnakheel'] as const;

/** The query strings a diner's link may carry (§2.1–§2.4), one per case, plus unknown ones. */
function variants(productQuery: string): string[] {
  return [
    '',
    'open_modal=attention-hours',
    'open_modal=unknown',
    'open_modal=',
    'show-loyalty=true',
    'show-coupons=true',
    'show-loyalty=true&show-coupons=true',
    productQuery,
    'product=no-such-product',
    'product=',
    'qr-id=00000000-0000-0000-0000-000000000000',
    'qr-id=not-a-qr',
    'utm_source=instagram&utm_medium=social&utm_campaign=spring',
    `utm_campaign=${'x'.repeat(300)}`,
    'preview=true',
    'from=preview',
    'open_modal=attention-hours&show-loyalty=true&qr-id=abc&utm_source=x',
    'a=%E0%A4%A', // a malformed escape
    'open_modal=attention-hours&open_modal=attention-hours',
  ];
}

describe('every query-string variant of a drawn page renders on the server', () => {
  let h: Harness;
  let remove: () => void;
  let errors: MockInstance<typeof console.error>;
  const cases: [string, string, string][] = [];

  beforeAll(async () => {
    const renderer = await builtRenderer();
    remove = renderer.remove;
    h = await startHarness('sqlite', { app: { distDir: renderer.distDir, indexHtml: undefined } });
    for (const token of COMPANIES) {
      const company = await findCompanyByToken(h.db, token);
      if (!company) throw new Error(`the seed has no ${token}`);
      const product = (await listCategories(h.db, company.id))[0]!.products[0]!;
      const productQuery = `product=${encodeURIComponent(productSlug(product.name, product.id))}`;
      for (const path of PATHS)
        for (const search of variants(productQuery)) cases.push([token, path, search]);
    }
  }, 120_000);
  afterAll(async () => {
    await h.cleanup();
    remove();
  });

  it('draws each one, and logs no render error', async () => {
    errors = vi.spyOn(console, 'error');
    const failures: string[] = [];
    for (const [token, path, search] of cases) {
      const url = `http://${token}.${BASE_HOST}${path}${search ? `?${search}` : ''}`;
      const res = await h.app.request(url);
      const root = drawnRoot(await res.text());
      if (res.status !== 200 || !root.includes('id="main"'))
        failures.push(`${url}: ${res.status}, ${root.length} characters drawn`);
      // A part left for the browser to draw (a Suspense boundary the server could not finish)
      // is an error the browser reports while hydrating (React #419), and a page that differs
      // from one request to the next.
      if (root.includes('<!--$!-->')) failures.push(`${url}: a part left to the browser`);
    }
    const logged = errors.mock.calls.map((args) => args.map(String).join(' ').slice(0, 300));
    errors.mockRestore();
    expect(failures).toEqual([]);
    expect(logged).toEqual([]);
    expect(cases.length).toBe(COMPANIES.length * PATHS.length * 19);
  }, 120_000);
});

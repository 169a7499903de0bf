// Issue [16/21] item 6: every query-string variant of a drawn page (/, /products, /info) is drawn
// by the server and hydrated by the browser with no error in the page's log. With
// `?open_modal=attention-hours`, the information sheet was rendered while hydrating where the
// server had sent none (React error #418: the page thrown away and drawn again by the browser),
// or left a Suspense boundary to the browser on the server's first render (#419).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/seed/ids';
import { productSlug } from '../../src/domain/formatting';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { tenantUrl } from './support/urls';

let browser: Browser;
let queries: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  const { company } = await companyByToken('demo');
  const product = await simpleProduct(company.id);
  queries = [
    '',
    'open_modal=attention-hours',
    'open_modal=attention-hours&utm_source=flyer',
    'show-loyalty=true',
    'show-coupons=true',
    `product=${encodeURIComponent(productSlug(product.name, product.id))}`,
    'product=no-such-product',
    `qr-id=${seedId('demo', 'qr', 'Table 2')}`,
    'utm_source=instagram&utm_medium=social&utm_campaign=spring',
  ];
});
afterAll(async () => {
  await browser.close();
});

/** Errors the page itself reported (React's recoverable errors go to window 'error'). */
function recordErrors(): void {
  const errors: string[] = [];
  (window as unknown as { pageErrors: string[] }).pageErrors = errors;
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.addEventListener('unhandledrejection', (event) => errors.push(String(event.reason)));
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    original(...args);
  };
}

describe('query-string variants of the drawn pages', () => {
  it.each(['/', '/products', '/info'])(
    '%s is drawn and hydrates without an error',
    async (path) => {
      const context = await browser.newContext({ viewport: PHONE });
      await context.addInitScript(recordErrors);
      try {
        const failures: string[] = [];
        for (const query of queries) {
          const page = await context.newPage();
          const url = tenantUrl('demo', `${path}${query ? `?${query}` : ''}`);
          const response = await page.goto(url);
          const html = (await response?.text()) ?? '';
          const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(
            html,
          );
          const drawn = root?.[1]?.includes('id="main"') ?? false;
          await interactive(page);
          if (query.startsWith('open_modal') && path === '/')
            await page.getByRole('dialog').waitFor();
          const errors = await page.evaluate(
            () => (window as unknown as { pageErrors: string[] }).pageErrors,
          );
          if (!drawn || errors.length > 0)
            failures.push(`${path}?${query}: drawn ${drawn}; ${errors.join(' | ').slice(0, 300)}`);
          await page.close();
        }
        expect(failures).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});

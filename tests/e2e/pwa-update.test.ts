// Issue [6/6] end to end: a deploy while a diner is in the checkout. The new service worker waits;
// the page does not reload and offers nothing until the checkout closes, then shows 'update
// available' with Reload, which activates the new worker and reloads. This file starts its own
// server on its own DIST_DIR, so changing dist/sw.js touches no other test.
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Category, Product } from '../../src/domain/types';
import { PHONE, newContext } from './support/browser';
import {
  cacheContents,
  checkForUpdate,
  deployChangedWorker,
  hasWaitingWorker,
  waitForController,
} from './support/offline';
import { useOwnDistServer } from './support/own-dist';
import { CheckoutPageObject } from './pages/checkout';

const en = JSON.parse(
  readFileSync(new URL('../../src/i18n/locales/en/pwa.json', import.meta.url), 'utf8'),
) as { update: { available: string; reload: string } };

const own = useOwnDistServer('update');

const url = (path: string) => `http://demo.localhost:${own.server.port}${path}`;

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${own.server.port}/api${path}`);
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A product that adds without choices (as in the checkout tests). */
async function simpleProduct(): Promise<Product> {
  const { company_id } = await api<{ company_id: string }>(
    `/ms-companies/public/hosts/demo.localhost`,
  );
  const categories = await api<Category[]>(
    `/ms-products/public/companies/${company_id}/categories`,
  );
  const found = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.visible &&
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) > 0 &&
        !p.stock_enabled &&
        p.modifier_groups.every((g) => !g.required),
    );
  if (!found) throw new Error('no simple product in the seed');
  return found;
}

const marker = (page: Page) =>
  page.evaluate(() => (window as Window & { __beforeDeploy?: string }).__beforeDeploy ?? null);

describe('an update deployed during checkout', () => {
  let context: BrowserContext;
  let page: Page;
  let checkout: CheckoutPageObject;

  beforeAll(async () => {
    context = await newContext(own.browser, { viewport: PHONE });
    page = await context.newPage();
    checkout = new CheckoutPageObject(page);
    await page.goto(url('/'));
    await waitForController(page);
    const product = await simpleProduct();
    await checkout.addProductAndOpenCart(
      url(`/products?product=${productSlug(product.name, product.id)}`),
    );
    await checkout.startFromCart('TAKEAWAY');
    await page.evaluate(() => {
      (window as Window & { __beforeDeploy?: string }).__beforeDeploy = 'still here';
    });
  });

  afterAll(async () => {
    await context.close();
  });

  const updateSnackbar = () => page.locator('.c-snackbar', { hasText: en.update.available });

  it('installs the new worker but neither reloads nor asks while the checkout is open', async () => {
    await deployChangedWorker(own.distDir, 'deploy-2');
    // Each poll asks the browser to check /sw.js, as a navigation would.
    await expect
      .poll(async () => (await checkForUpdate(page), hasWaitingWorker(page)), { timeout: 20_000 })
      .toBe(true);
    // workbox-window reports 'waiting' 200 ms after install; give the page well past that.
    await page.waitForTimeout(1_500);
    expect(await marker(page)).toBe('still here');
    expect(await checkout.sheet().count()).toBe(1);
    expect(await updateSnackbar().count()).toBe(0);
  });

  it('offers the update once the checkout closes, still without reloading', async () => {
    await checkout.sheet().getByRole('button', { name: 'Close' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do you want to leave your order?' });
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await checkout.sheet().waitFor({ state: 'detached' });
    await updateSnackbar().waitFor();
    expect(await updateSnackbar().getByRole('button').innerText()).toBe(en.update.reload);
    expect(await marker(page)).toBe('still here');
  });

  it('activates the new worker and reloads when the diner accepts', async () => {
    const reloaded = page.waitForEvent('load');
    await updateSnackbar().getByRole('button', { name: en.update.reload }).click();
    await reloaded;
    await waitForController(page);
    expect(await marker(page)).toBeNull();
    expect(await hasWaitingWorker(page)).toBe(false);
    // The new worker's activation dropped the old shell from the precache.
    const shells = Object.entries(await cacheContents(page))
      .filter(([name]) => name.startsWith('workbox-precache'))
      .flatMap(([, urls]) => urls.filter((u) => new URL(u).pathname === '/index.html'));
    expect(shells).toHaveLength(1);
    expect(shells[0]).toContain('deploy-2');
  });
});

// Issue [16/21] item 21: at 360 px the offer's 'Reload' broke mid-word and the offer covered the
// cart's totals. Its action keeps its word whole, the cart scrolls its totals and buttons clear
// of it, and it steps aside while a checkout is open, in English and in Arabic.
describe('the update offer at 360 px', () => {
  const overlaps = (a: DOMRectLike, b: DOMRectLike) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  for (const [locale, deploy] of [
    ['en', 'deploy-3'],
    ['ar', 'deploy-4'],
  ] as const) {
    it(`keeps "Reload" whole and the cart's totals uncovered (${locale})`, async () => {
      const words = (
        JSON.parse(
          readFileSync(
            new URL(`../../src/i18n/locales/${locale}/pwa.json`, import.meta.url),
            'utf8',
          ),
        ) as typeof en
      ).update;
      const context = await newContext(own.browser, { viewport: PHONE, locale });
      try {
        const page = await context.newPage();
        const checkout = new CheckoutPageObject(page);
        await page.goto(url('/'));
        await waitForController(page);
        const product = await simpleProduct();
        await checkout.addProductAndOpenCart(
          url(`/products?product=${productSlug(product.name, product.id)}`),
          3,
        );
        await deployChangedWorker(own.distDir, deploy);
        await expect
          .poll(async () => (await checkForUpdate(page), hasWaitingWorker(page)), {
            timeout: 20_000,
          })
          .toBe(true);
        const offer = page.locator('.c-snackbar', { hasText: words.available });
        await offer.waitFor();
        const reload = offer.getByRole('button', { name: words.reload });
        // One line: no word of the action is broken.
        expect(
          await reload.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
          }),
        ).toBe(1);
        expect(await reload.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

        // At the end of the cart, nothing of the totals or the order buttons is under the offer.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const rect = (locator: ReturnType<Page['locator']>) =>
          locator.evaluate((el) => el.getBoundingClientRect().toJSON() as DOMRectLike);
        const offerBox = await rect(offer);
        const covered = page.locator('.c-cart__totals, button[data-service-type]');
        for (let i = 0; i < (await covered.count()); i++)
          expect(overlaps(await rect(covered.nth(i)), offerBox), `element ${i}`).toBe(false);

        // A checkout opened meanwhile is not covered: the offer steps aside, and comes back.
        await checkout.startFromCart('TAKEAWAY');
        await offer.waitFor({ state: 'detached' });
        await checkout
          .sheet()
          .getByRole('button', { name: dict(locale, 'common').close })
          .click();
        const leave = dict(locale, 'checkout') as unknown as {
          leave: { title: string; confirm: string };
        };
        await page
          .getByRole('dialog', { name: leave.leave.title })
          .getByRole('button', { name: leave.leave.confirm })
          .click();
        await checkout.sheet().waitFor({ state: 'detached' });
        await offer.waitFor();
      } finally {
        await context.close();
      }
    });
  }
});

type Dict = Record<string, unknown> & { close: string };

function dict(locale: string, file: string): Dict {
  const path = new URL(`../../src/i18n/locales/${locale}/${file}.json`, import.meta.url);
  return JSON.parse(readFileSync(path, 'utf8')) as Dict;
}

interface DOMRectLike {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

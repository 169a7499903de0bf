// Issue [16/21] item 15: a deploy removed a script chunk that a visitor's page, not yet controlled
// by the service worker, still asks for. The page reloads once onto the new build; when the chunk
// is gone for good, the menu the server drew stays, with a calm notice in the page's language,
// and the tab goes idle. Before the fix, a 'vite:preloadError' listener that prevented the error
// (as src/app/chunk-reload.ts does before reloading) left the route suspending on a settled
// promise, which React retried for good: the renderer at full CPU and the page never answering.
// This file starts its own server on its own DIST_DIR, so deleting a chunk touches no other test.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/browser';
import { interactive } from './support/interactive';
import { useOwnDistServer } from './support/own-dist';

interface PwaDictionary {
  update: { reload: string; incomplete: string };
}
const pwa = (locale: string) =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${locale}/pwa.json`, import.meta.url), 'utf8'),
  ) as PwaDictionary;

const PRODUCTS_CHUNK = /^ProductsPage-[\w-]+\.js(\.br|\.gz)?$/;

const own = useOwnDistServer('chunk');

const productsUrl = () => `http://demo.localhost:${own.server.port}/products`;

/** The deploy that lost the products page's chunk: the file and its precompressed siblings. */
function deleteProductsChunk(): void {
  const assets = join(own.distDir, 'assets');
  const files = readdirSync(assets).filter((name) => PRODUCTS_CHUNK.test(name));
  expect(files.length).toBeGreaterThan(0);
  for (const name of files) rmSync(join(assets, name));
}

/** Counts the page's loads: one visit and one reload make two. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

const navigationType = (page: Page) =>
  page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
  );

/**
 * True once the page's main thread has an idle moment. A page rendering in a loop never has one,
 * and its idle callback only runs when the timeout forces it.
 */
const goesIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        requestIdleCallback((deadline) => resolve(!deadline.didTimeout), { timeout: 10_000 });
      }),
  );

async function withContext(
  options: { locale: string; serviceWorkers: 'allow' | 'block' },
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await own.browser.newContext({ viewport: PHONE, ...options });
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

describe('a script chunk missing after a deploy', () => {
  it('reloads once onto the new build', async () => {
    // The worker is blocked so the page's own requests can be answered here: the first ask for
    // the page's chunk misses, as it would for a visitor whose HTML predates the deploy.
    await withContext({ locale: 'en-US', serviceWorkers: 'block' }, async (page) => {
      let missed = 0;
      await page.route(/\/assets\/ProductsPage-[\w-]+\.js$/, (route) => {
        if (missed > 0) return route.continue();
        missed += 1;
        return route.fulfill({ status: 404, body: 'Not Found' });
      });
      const loads = countLoads(page);
      await page.goto(productsUrl());
      await interactive(page);
      await page.locator('.pp-main .pp-card').first().waitFor();
      expect(missed).toBe(1);
      expect(await navigationType(page)).toBe('reload');
      expect(loads()).toBe(2);
      expect(await page.locator('.c-incomplete').count()).toBe(0);
    });
  });

  it('keeps the drawn menu with a calm notice when the chunk is gone for good (Arabic, 360 px)', async () => {
    deleteProductsChunk();
    const ar = pwa('ar');
    // A first visit: the service worker registers, but does not control this page.
    await withContext({ locale: 'ar', serviceWorkers: 'allow' }, async (page) => {
      const loads = countLoads(page);
      await page.goto(productsUrl());
      const reload = page.getByRole('button', { name: ar.update.reload });
      await reload.waitFor();
      await page.waitForLoadState('load');
      // One reload was spent on it, and no more.
      expect(await navigationType(page)).toBe('reload');
      expect(loads()).toBe(2);
      // The menu the server drew is still there, not the error page.
      expect(await page.locator('.pp-main .pp-card').count()).toBeGreaterThan(0);
      expect(await page.locator('.c-error-page').count()).toBe(0);
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: ar.update.incomplete }).count())
        .toBe(1);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // The notice sits inside the phone's screen.
      const box = await page.locator('.c-incomplete').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
      expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
      expect(await goesIdle(page)).toBe(true);
      // Reload tries again: the same page, once more.
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await page.getByRole('button', { name: ar.update.reload }).waitFor();
      expect(loads()).toBe(3);
    });
  });

  it('settles, rather than rendering in a loop, when a listener only prevents the error', async () => {
    const en = pwa('en');
    await withContext({ locale: 'en-US', serviceWorkers: 'allow' }, async (page, context) => {
      await context.addInitScript(() => {
        window.addEventListener('vite:preloadError', (event) => event.preventDefault());
      });
      await page.goto(productsUrl());
      await page.getByRole('button', { name: en.update.reload }).waitFor();
      expect(await page.locator('.pp-main .pp-card').count()).toBeGreaterThan(0);
      expect(await goesIdle(page)).toBe(true);
    });
  });
});

// A browser that refuses the service worker (blocked, or a registration that fails) still gets the
// storefront, loaded once: the failed registration is logged, and never mistaken for a failed
// chunk load, which would reload the page (src/app/chunk-reload.ts) and cost a diner on weak wifi
// a second download of everything.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('a browser that refuses the service worker', () => {
  it('loads the landing once, without a reload, and logs the refusal', async () => {
    const context = await browser.newContext({
      viewport: PHONE,
      locale: 'en-US',
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      let loads = 0;
      page.on('load', () => (loads += 1));
      const refused = page.waitForEvent('console', {
        predicate: (message) => message.text().startsWith('[ERROR:serviceWorker]'),
        timeout: 20_000,
      });
      await page.goto(tenantUrl('demo'));
      await refused;
      // Whatever the failed registration set off has had its turn once the page is idle.
      await page.waitForLoadState('networkidle');
      await page.locator('h1').first().waitFor();
      const state = await page.evaluate(() => ({
        type: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
        reloadFlag: sessionStorage.getItem('comanda:chunk-reload'),
      }));
      expect(state).toEqual({ type: 'navigate', reloadFlag: null });
      expect(loads).toBe(1);
    } finally {
      await context.close();
    }
  });
});

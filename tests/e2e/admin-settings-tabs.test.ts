// Issue [16/21] item 11: on /admin?section=settings at 1280 px, Coupons, Loyalty and Landing page
// were off screen with no way to scroll to them. Every tab must be in view and reachable by the
// keyboard, at 360 px and 1280 px, in English and in Arabic (right to left).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser } from './support/browser';
import type { Viewport } from './support/browser';
import { dictionary, text } from './support/paying';
import { useBackOfficeServer } from './support/server-port';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Each settings tab link: its name and whether it lies wholly inside the viewport. */
function tabsInView(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('.a-tabs__link')].map((link) => {
      const box = link.getBoundingClientRect();
      const nav = link.closest('nav')?.getBoundingClientRect();
      return {
        name: link.textContent?.trim() ?? '',
        inside:
          box.width > 0 &&
          box.left >= 0 &&
          box.right <= window.innerWidth &&
          nav !== undefined &&
          box.left >= nav.left - 0.5 &&
          box.right <= nav.right + 0.5,
        // A label squeezed to a column would be far taller than one line.
        height: box.height,
      };
    }),
  );
}

/** Presses Tab until the link named `name` has focus; the number of presses, or -1. */
async function tabTo(page: Page, name: string, limit = 80): Promise<number> {
  for (let n = 1; n <= limit; n += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    if (focused === name) return n;
  }
  return -1;
}

describe('the settings tabs stay in view (issue [16/21] item 11)', () => {
  it.each<[string, Viewport, string]>([
    ['1280 px, English', DESKTOP, 'en'],
    ['360 px, English', PHONE, 'en'],
    ['1280 px, Arabic', DESKTOP, 'ar'],
    ['360 px, Arabic', PHONE, 'ar'],
  ])('%s: every tab is on screen and reachable by Tab', async (_name, viewport, locale) => {
    const admin = dictionary(locale, 'admin-brand');
    const last = text(admin, 'brand.tabs.landing');
    const context = await AdminPageObject.ownerContext(browser, viewport, locale);
    try {
      // Signed in as the owner would be in their language: the password field and Enter.
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', '/admin?section=settings'));
      await page.locator('input[type="password"]').fill('demo1234');
      await page.keyboard.press('Enter');
      await page.locator('.a-tabs__link').first().waitFor();
      const tabs = await tabsInView(page);
      expect(tabs.length).toBeGreaterThanOrEqual(11);
      expect(tabs.filter((tab) => !tab.inside).map((tab) => tab.name)).toEqual([]);
      expect(Math.max(...tabs.map((tab) => tab.height))).toBeLessThan(90);
      expect(tabs.map((tab) => tab.name)).toContain(last);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);

      // From the first tab, Tab reaches the last one, which has a visible focus ring.
      await page.locator('.a-tabs__link').first().focus();
      expect(await tabTo(page, last)).toBeGreaterThan(0);
      const ring = await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle,
      );
      expect(ring).not.toBe('none');
      await page.keyboard.press('Enter');
      await page.waitForURL(/tab=landing/);
    } finally {
      await context.close();
    }
  });
});

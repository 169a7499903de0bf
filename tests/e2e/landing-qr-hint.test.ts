// Issue [16/21] item 8: the landing's order-type badges leave out table and on-site ordering,
// which go through QR codes; the landing says how to reach them, at 360 px and in Arabic, and
// says nothing once the diner has scanned a table's code (the table chip shows instead).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/seed/ids';
import { LandingPageObject } from './pages/landing';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('the landing names table ordering', () => {
  it('tells a diner without a code to scan the one on the table', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('demo', '/'));
      const hint = page.locator('.lp-qr-hint');
      expect(await hint.innerText()).toBe('Order at your table: scan the QR code on your table.');
      // Under the badges, which name the other ways to order.
      expect(await page.locator('.lp-badges').innerText()).toMatch(/Takeaway/);
      const box = await hint.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - innerWidth),
      ).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  });

  it('says it in Arabic, right to left, within 360 px', async () => {
    const context = await newContext(browser, { viewport: PHONE, locale: 'ar' });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('demo', '/'));
      const hint = page.locator('.lp-qr-hint');
      expect(await hint.innerText()).toBe('اطلب من طاولتك: امسح رمز QR الموجود على طاولتك.');
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const box = await hint.boundingBox();
      expect(box?.width).toBeGreaterThan(200);
      expect(box && box.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    } finally {
      await context.close();
    }
  });

  it('is gone once a table’s code was scanned: the table chip shows instead', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('demo', `/?qr-id=${seedId('demo', 'qr', 'Table 2')}`));
      await page.locator('.lp-qr').waitFor();
      expect(await page.locator('.lp-qr-hint').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('names on-site ordering where only that goes through codes (whatsburger)', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('whatsburger', '/'));
      expect(await page.locator('.lp-qr-hint').innerText()).toBe(
        'Eating here? Scan the QR code at the venue to order.',
      );
    } finally {
      await context.close();
    }
  });

  it('is not shown on a menu that takes no orders (freebistro, read-only)', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const landing = new LandingPageObject(page);
      await landing.open(tenantUrl('freebistro', '/'));
      await page.locator('.lp-main').waitFor();
      expect(await page.locator('.lp-qr-hint').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

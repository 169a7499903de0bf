// Issue [13/13] end-to-end: while a product is open in the browser, og:image names its photo, and
// og:image:type, width and height (which describe the server's 1200×630 PNG card) are gone rather
// than describing the wrong image; closing the product brings the card and its details back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';
import { ProductsPageObject } from './pages/products';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The og:image meta tags as the head holds them now, in document order. */
const imageMetas = (page: Page): Promise<[string, string][]> =>
  page.evaluate(() =>
    Array.from(document.head.querySelectorAll<HTMLMetaElement>('meta[property^="og:image"]'))
      .map((m) => [m.getAttribute('property') ?? '', m.content] as [string, string])
      .filter(([name]) => name !== 'og:image:alt'),
  );

describe('the head while a product is open', () => {
  it('drops the card-only image details for a product photo and restores them on close', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-US' });
    try {
      const products = new ProductsPageObject(await context.newPage());
      const { page } = products;
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      const card = await imageMetas(page);
      expect(card.map(([name]) => name)).toEqual([
        'og:image',
        'og:image:type',
        'og:image:width',
        'og:image:height',
      ]);
      expect(card[1]).toEqual(['og:image:type', 'image/png']);

      // A product with a photo.
      await products
        .cards()
        .filter({ has: page.locator('img') })
        .first()
        .click();
      await products.detail().waitFor();
      await expect.poll(async () => (await imageMetas(page)).length).toBe(1);
      const [photo] = await imageMetas(page);
      expect(photo![0]).toBe('og:image');
      expect(photo![1]).not.toBe(card[0]![1]);
      expect(await page.locator('meta[name="twitter:image"]').getAttribute('content')).toBe(
        photo![1],
      );

      await page.keyboard.press('Escape');
      await products.detail().waitFor({ state: 'hidden' });
      await expect.poll(() => imageMetas(page)).toEqual(card);
    } finally {
      await context.close();
    }
  });
});

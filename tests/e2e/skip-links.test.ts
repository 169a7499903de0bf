// Issue [16/21] item 21 end to end, at 360 px in English and Arabic: the first Tab on the menu
// reaches 'Skip to main content', drawn on screen while focused, and the second 'Skip to the cart',
// which takes the focus straight to 'See cart' instead of 47 Tab presses through the cards.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { dictionary, text } from './support/paying';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { id: el?.id ?? '', tag: el?.tagName ?? '', text: el?.textContent?.trim() ?? '' };
  });

/** Wholly inside the viewport and big enough to read. */
async function onScreen(page: Page, element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const size = page.viewportSize();
  if (!box || !size) return false;
  return (
    box.width > 40 &&
    box.height > 20 &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

describe('skip links on the menu (demo, with something in the cart)', () => {
  for (const locale of ['en', 'ar']) {
    it(`the first Tab skips to the content, the second to "See cart" (${locale})`, async () => {
      const common = dictionary(locale, 'common');
      const { company } = await companyByToken('demo');
      const product = await simpleProduct(company.id, { minStock: 5 });
      const context = await newContext(browser, { viewport: PHONE, locale });
      try {
        const page = await context.newPage();
        const checkout = new CheckoutPageObject(page);
        await checkout.addProductAndOpenCart(
          tenantUrl('demo', `/products?product=${productSlug(product.name, product.id)}`),
        );
        // Back on the menu, from its first paint, as a keyboard user arrives.
        await page.goto(tenantUrl('demo', '/products'));
        await page.locator('.pp-bar__button').waitFor();
        await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });

        const main = page.getByRole('link', { name: text(common, 'skip.main') });
        const cart = page.getByRole('link', { name: text(common, 'skip.cart') });
        // Hidden until focused.
        expect(await onScreen(page, main)).toBe(false);
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(text(common, 'skip.main'));
        expect(await onScreen(page, main)).toBe(true);
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(text(common, 'skip.cart'));
        expect(await onScreen(page, cart)).toBe(true);
        await page.keyboard.press('Enter');
        expect((await focused(page)).id).toBe('see-cart');
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/cart');

        // On the cart too, the first Tab skips to its main content.
        await page.reload();
        await page.locator('main.c-cart').waitFor();
        await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
        await page.keyboard.press('Tab');
        expect((await focused(page)).text).toBe(text(common, 'skip.main'));
        await page.keyboard.press('Enter');
        expect((await focused(page)).id).toBe('main');
      } finally {
        await context.close();
      }
    });
  }
});

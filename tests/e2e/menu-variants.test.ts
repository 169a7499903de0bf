// Issue [16/21] item 2 end to end, at 360 px: docs/menu-format.md's own example CSV is imported
// into a company (Margherita: Small 9.50 with no original price, Large 13.50 down from 15.00).
// Every size it lists must be on offer: the storefront's sheet lets the diner choose Small and
// put it in the cart, and the back office's product preview offers both sizes too. On main only
// "Large -10%" showed in both. The company's menu is put back as it was at the end.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { useBackOfficeServer } from './support/server-port';
import { AdminPageObject } from './pages/admin';
import { AdminProductsPageObject } from './pages/admin-products';
import { CartPageObject } from './pages/cart';
import { OwnerMenuFiles, menuFormatExample } from './pages/menu-files';
import { ProductsPageObject } from './pages/products';

useBackOfficeServer();

// Always open, and no other back office test changes its menu.
const TOKEN = 'sabor';
let browser: Browser;
let owner: BrowserContext;
let files: OwnerMenuFiles;
let original: string;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await AdminPageObject.ownerContext(browser, PHONE);
  const page = await AdminPageObject.signIn(owner, TOKEN);
  await page.locator('.a-prods').first().waitFor();
  await page.close();
  files = new OwnerMenuFiles(owner, TOKEN);
  original = await files.exportCsv();
  await files.importCsv(menuFormatExample());
});

afterAll(async () => {
  try {
    await files.importCsv(original);
  } finally {
    await owner.close();
    await browser.close();
  }
});

describe('a size without a discount beside a discounted one', () => {
  it('is offered on the storefront and goes into the cart', async () => {
    const context: BrowserContext = await newContext(browser, { viewport: PHONE, locale: 'en-US' });
    try {
      const products = new ProductsPageObject(await context.newPage());
      await products.open(tenantUrl(TOKEN, '/products'));
      await products.ready();
      await products.cards().filter({ hasText: 'Margherita' }).first().locator('button').click();
      const detail = products.detail();
      await detail.waitFor();
      const sizes = detail.getByRole('radio');
      expect(await sizes.count()).toBe(2);
      const small = detail.locator('.pp-option', { hasText: 'Small' });
      const large = detail.locator('.pp-option', { hasText: 'Large' });
      expect(await small.locator('.pp-option__price').innerText()).toMatch(/9[.,]50/);
      expect(await large.locator('.pp-option__price').innerText()).toMatch(/13[.,]50/);

      await small.getByRole('radio').check();
      // The sheet's price is Small's, with no discount chip (it has no original price).
      expect(await detail.locator('.pp-detail__price').innerText()).toMatch(/9[.,]50/);
      expect(await detail.locator('.pp-detail__price .pp-chip--discount').count()).toBe(0);
      await products.addButton().click();
      await detail.waitFor({ state: 'detached' });
      await products.bar().locator('.pp-bar__button').click();
      await products.page.waitForURL((url) => url.pathname === '/cart');
      const cart = new CartPageObject(products.page);
      await cart.ready();
      expect(await cart.line('Margherita').locator('.c-cart-line__variant').innerText()).toBe(
        'Small',
      );
    } finally {
      await context.close();
    }
  });

  it('is offered by the back office product preview', async () => {
    // The owner signed in before the import: /admin opens on the menu.
    const admin = new AdminProductsPageObject(await owner.newPage());
    try {
      await admin.page.goto(tenantUrl(TOKEN, '/admin'));
      await admin.page.locator('.a-prods').first().waitFor();
      const editor = await admin.openEdit('Margherita');
      const preview = editor.locator('.a-preview');
      // The sizes' radios (the modifier options are .pp-option too).
      const sizes = preview.locator('.pp-option:has(input[name="admin-preview-variant"])');
      await sizes.first().waitFor();
      expect(await sizes.locator('.pp-option__name').allInnerTexts()).toEqual(['Small', 'Large']);
      await sizes.filter({ hasText: 'Small' }).getByRole('radio').check();
      expect(await preview.locator('.pp-detail__price').innerText()).toMatch(/9[.,]50/);
    } finally {
      await admin.page.close();
    }
  });
});

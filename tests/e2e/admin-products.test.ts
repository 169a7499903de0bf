// Issue [11/13] end-to-end, the back office's products: the owner creates a category and a product
// in it with a price and an uploaded photo (a real PNG), is told inline what is wrong before it is
// saved, and finds it on the storefront's /products with its name, price and resized photo. A
// product changed by someone else while the owner edits it is not overwritten: the editor says so
// and loads the latest version; closing with unsaved changes asks first.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/constants';
import { formatMoney } from '../../src/domain/money';
import { interpolateFor } from '../../src/i18n/dictionary';
import { localeDir } from '../../src/i18n/locale';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { companyByToken } from './support/api';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { AdminProductsPageObject, OwnerApi, pngImage } from './pages/admin-products';
import { ProductsPageObject } from './pages/products';
import { useBackOfficeServer } from './support/server-port';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A dotted key of the back office's strings in one locale, read from the source files. */
function adminText(locale: string, key: string, params: Record<string, string> = {}): string {
  for (const file of ['admin', 'admin-products']) {
    const url = new URL(`../../src/i18n/locales/${locale}/${file}.json`, import.meta.url);
    let node: unknown = JSON.parse(readFileSync(url, 'utf8'));
    for (const part of key.split('.'))
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    // Filled as the app fills it: right to left, numbers are isolated (src/i18n/dictionary.ts).
    if (typeof node === 'string') return interpolateFor(node, params, localeDir(locale as Locale));
  }
  throw new Error(`no ${locale} text for ${key}`);
}

const ownerContext = (viewport = PHONE, locale?: string): Promise<BrowserContext> =>
  AdminPageObject.ownerContext(browser, viewport, locale);

describe('back office menu: products', () => {
  it('creates a product with a price and a photo, checked inline, and the store shows it', async () => {
    const context = await ownerContext();
    const admin = await AdminProductsPageObject.open(context);
    const { company } = await companyByToken('demo');
    const stamp = Date.now();
    const category = `Specials ${stamp}`;
    const name = `Smoked trout ${stamp}`;
    const price = formatMoney(1250, company.currency);
    try {
      await admin.addCategory(category);
      expect(await admin.categoryRow(category).locator('.a-prods__empty').innerText()).toBe(
        'No products in this category yet.',
      );
      const editor = await admin.openNew(category);
      const nameField = editor.getByRole('textbox', { name: 'Product name' });
      // A new product starts at its name.
      expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);

      // Nothing typed: the problems are told by their fields and focus goes to the first.
      await editor.getByRole('button', { name: 'Add product', exact: true }).click();
      await editor.getByRole('alert').filter({ hasText: 'Some fields need fixing (2)' }).waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBe('true');
      expect(await editor.locator('.a-field__error').allInnerTexts()).toEqual([
        'Enter a name.',
        'Enter a price.',
      ]);
      expect(await nameField.evaluate((el) => el === document.activeElement)).toBe(true);

      // A price with three decimals is refused; the message follows the field as it changes.
      await nameField.fill(name);
      const priceField = editor.getByRole('textbox', { name: 'Price', exact: true });
      await priceField.fill('12.505');
      await editor
        .locator('.a-field__error', {
          hasText: 'Enter a price such as in the example, with at most two decimals.',
        })
        .waitFor();
      expect(await nameField.getAttribute('aria-invalid')).toBeNull();
      await priceField.fill('12.50');
      await editor.locator('.a-field__error').first().waitFor({ state: 'detached' });

      // The preview follows the draft with the storefront's own formatting.
      const preview = editor.locator('.a-preview');
      expect(await preview.locator('.pp-card__name').innerText()).toBe(name);
      expect(await preview.locator('.pp-card__price').innerText()).toBe(price);

      // A photo chosen before the first save waits, and goes up right after it.
      await editor.getByLabel('Add photos').setInputFiles({
        name: 'trout.png',
        mimeType: 'image/png',
        buffer: await pngImage(),
      });
      await editor.getByText('Uploaded when saved').waitFor();
      // The preview shows it already, from this device.
      const local = await preview
        .locator('.pp-card img')
        .evaluate((el) => el instanceof HTMLImageElement && el.src.startsWith('blob:'));
      expect(local).toBe(true);
      await editor.getByRole('button', { name: 'Add product', exact: true }).click();
      await editor.waitFor({ state: 'detached' });

      const row = admin.productRow(name);
      await row.waitFor();
      expect(await row.locator('.a-prod__price').innerText()).toBe(price);
      await row.locator('.a-prod__thumb img').waitFor();
      expect(await admin.categoryRow(category).locator('.a-cat__meta').innerText()).toContain(
        '1 product',
      );

      // The storefront, in the same browser and server, shows it with its name, price and photo
      // to a diner (a device of their own: the owner's may hold the menu its service worker
      // cached, served stale-while-revalidate).
      const diner = await newContext(browser, { viewport: PHONE });
      const store = new ProductsPageObject(await diner.newPage());
      await store.open(tenantUrl('demo', '/products'));
      await store.ready();
      const card = store.page.locator('.pp-card', { hasText: name });
      await card.scrollIntoViewIfNeeded();
      // textContent: the storefront skips rendering sections off screen (content-visibility).
      expect(await card.locator('.pp-card__name').textContent()).toBe(name);
      expect(await card.locator('.pp-card__price').textContent()).toBe(price);
      const image = card.locator('img');
      await image.scrollIntoViewIfNeeded();
      const handle = await image.elementHandle();
      await store.page.waitForFunction(
        (el) => el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0,
        handle,
      );
      expect(await image.evaluate((el) => (el as HTMLImageElement).currentSrc)).toMatch(
        /\/companies\/products\/images\/150(-fallback)?\/[^/]+\.(webp|png)$/,
      );
      await diner.close();

      await admin.deleteProduct(name);
      await admin.deleteCategory(category);
    } finally {
      await context.close();
    }
  });

  it('shows someone else’s change instead of overwriting it, and asks before dropping edits', async () => {
    const context = await ownerContext();
    const admin = await AdminProductsPageObject.open(context);
    const api = new OwnerApi(context);
    const stamp = Date.now();
    const category = `Conflicts ${stamp}`;
    const name = `Lemon tart ${stamp}`;
    try {
      await admin.addCategory(category);
      let editor = await admin.openNew(category);
      await editor.getByRole('textbox', { name: 'Product name' }).fill(name);
      await editor.getByRole('textbox', { name: 'Price', exact: true }).fill('6');
      await editor.getByRole('button', { name: 'Add product', exact: true }).click();
      await editor.waitFor({ state: 'detached' });
      const id = await admin.productId(name);

      // Hide from the row: it says so, and focus stays on the button, now Show.
      await admin.page.getByRole('button', { name: `Hide ${name}`, exact: true }).click();
      await admin.page.getByRole('button', { name: `Show ${name}`, exact: true }).waitFor();
      expect(await admin.productRow(name).locator('.a-tag').innerText()).toBe(
        'Hidden from the store',
      );
      expect(await admin.focused()).toBe(`Show ${name}`);

      // The owner edits; a file that is no image is refused by the server, said plainly.
      editor = await admin.openEdit(name);
      await editor.getByLabel('Add photos').setInputFiles({
        name: 'menu.png',
        mimeType: 'image/png',
        buffer: Buffer.from('not an image at all'),
      });
      await editor
        .getByRole('alert')
        .filter({ hasText: 'This file is not a photo we can use.' })
        .waitFor();
      // Meanwhile someone else renames it.
      await editor.getByRole('textbox', { name: 'Description' }).fill('With Italian meringue');
      const theirs = `${name} (theirs)`;
      await api.rename(id, theirs);
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      const conflict = editor.locator('.a-editor__conflict');
      await conflict.waitFor();
      expect(await conflict.locator('strong').innerText()).toBe(
        'Someone else saved this product while you were editing it.',
      );
      expect(await conflict.getByTestId('conflict-current').innerText()).toContain(`“${theirs}”`);
      // Nothing of the owner's was saved.
      expect((await api.product(id)).description).toBe('');

      await conflict.getByRole('button', { name: 'Load the latest version' }).click();
      await conflict.waitFor({ state: 'detached' });
      // The editor now holds their version, and is named after it.
      editor = admin.page.getByRole('dialog', { name: `Edit “${theirs}”` });
      expect(await editor.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe(theirs);
      expect(await editor.getByRole('textbox', { name: 'Description' }).inputValue()).toBe('');

      // Unsaved changes: Escape asks; keeping goes on editing, discarding closes.
      await editor.getByRole('textbox', { name: 'Product name' }).fill('Not saved');
      await admin.page.keyboard.press('Escape');
      const ask = admin.page.getByRole('dialog', { name: 'Discard your changes?' });
      await ask.getByRole('button', { name: 'Keep editing' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(await editor.getByRole('textbox', { name: 'Product name' }).inputValue()).toBe(
        'Not saved',
      );
      await admin.page.keyboard.press('Escape');
      await ask.getByRole('button', { name: 'Discard changes' }).click();
      await editor.waitFor({ state: 'detached' });
      await admin.productRow(theirs).waitFor();
      expect(await admin.focused()).toBe(`Edit ${theirs}`);

      await admin.deleteProduct(theirs);
      await admin.deleteCategory(category);
    } finally {
      await context.close();
    }
  });

  it('works right to left at 360 px: a modifier group made in the editor shows in its preview', async () => {
    const context = await ownerContext(PHONE, 'ar');
    const ar = (key: string, params?: Record<string, string>) => adminText('ar', key, params);
    const admin = await AdminProductsPageObject.openIn(context, 'alnakheel', {
      password: ar('login.password'),
      submit: ar('login.submit'),
    });
    const { page } = admin;
    const group = `صلصات ${Date.now()}`;
    try {
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // The menu with its products is no wider than the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const first = page.locator('.a-prod').first();
      const product = (await first.locator('.a-prod__name').innerText()).trim();
      await first.getByRole('button', { name: ar('products.row.edit', { name: product }) }).click();
      const editor = page.getByRole('dialog', {
        name: ar('products.editor.editTitle', { name: product }),
      });
      await editor.waitFor();
      // Full screen and no wider than the phone.
      const box = await editor.boundingBox();
      expect(box?.width).toBe(PHONE.width);
      expect(box?.x).toBe(0);
      expect(await editor.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

      // A new group, made from the editor: a bad price is refused by its field first.
      await editor.getByRole('button', { name: ar('products.groups.manage') }).click();
      const manager = page.getByRole('dialog', { name: ar('products.groups.managerTitle') });
      await manager.getByRole('button', { name: ar('products.groups.new') }).click();
      const form = page.getByRole('dialog', { name: ar('products.groups.newTitle') });
      await form.getByRole('textbox', { name: ar('products.groups.name') }).fill(group);
      await form
        .getByRole('textbox', { name: ar('products.groups.optionName', { number: '1' }) })
        .fill('ثوم');
      const optionPrice = form.getByRole('textbox', {
        name: ar('products.groups.optionPrice', { number: '1' }),
      });
      await optionPrice.fill('2x');
      await form.getByRole('button', { name: ar('products.groups.save') }).click();
      await form.getByText(ar('products.errors.price')).waitFor();
      expect(await optionPrice.getAttribute('aria-invalid')).toBe('true');
      await optionPrice.fill('2');
      await form.getByRole('button', { name: ar('products.groups.save') }).click();
      await manager.getByRole('heading', { name: group }).waitFor();
      await page.keyboard.press('Escape');
      await manager.waitFor({ state: 'detached' });

      // It is attached to the product being edited, and the preview offers it.
      expect(await editor.getByRole('checkbox', { name: new RegExp(group) }).isChecked()).toBe(
        true,
      );
      await editor.locator('.a-preview .pp-group__title', { hasText: group }).waitFor();

      // Nothing of this is saved: discarding leaves the product as it was.
      await page.keyboard.press('Escape');
      const ask = page.getByRole('dialog', { name: ar('products.discard.title') });
      await ask.getByRole('button', { name: ar('products.discard.confirm') }).click();
      await editor.waitFor({ state: 'detached' });
      // The group goes again, from the Menu section's own button.
      await page.getByRole('button', { name: ar('products.groups.manage') }).click();
      const list = page.getByRole('dialog', { name: ar('products.groups.managerTitle') });
      await list
        .getByRole('button', { name: ar('products.groups.delete', { name: group }) })
        .click();
      const confirm = page.getByRole('dialog', {
        name: ar('products.groups.deleteTitle', { name: group }),
      });
      await confirm.getByRole('button', { name: ar('menu.delete.confirm'), exact: true }).click();
      await list.getByRole('heading', { name: group }).waitFor({ state: 'detached' });
    } finally {
      await new OwnerApi(context, 'alnakheel').deleteGroupNamed(group);
      await context.close();
    }
  });
});

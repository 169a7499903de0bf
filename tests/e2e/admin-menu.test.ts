// Issue [11/13] end-to-end, the back office's Menu section (categories): the owner adds a
// category, renames it, moves it, hides it and deletes it, each shown in the list with focus kept
// on the control used; two owners renaming the same category at once see the second told about
// the first's change; and hiding a category with products takes it off the storefront.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
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

const ownerContext = (): Promise<BrowserContext> => AdminPageObject.ownerContext(browser);

/** Signed in at /admin, on the Menu section (where it opens) with the categories loaded. */
async function openMenu(context: BrowserContext, token = 'demo'): Promise<Page> {
  const page = await AdminPageObject.signIn(context, token);
  await page.getByRole('heading', { name: 'Menu', level: 2 }).waitFor();
  await page.locator('.a-cat').first().waitFor();
  return page;
}

const names = (page: Page) => page.locator('.a-cat__name').allInnerTexts();

/** The row of the category called `name`. */
const rowOf = (page: Page, name: string) =>
  page.locator('.a-cat').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The accessible name of the focused element. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

async function snackbarSays(page: Page, text: string): Promise<void> {
  await page.locator('.c-snackbar-host .c-snackbar', { hasText: text }).waitFor();
}

async function addCategory(page: Page, name: string): Promise<void> {
  await page.getByLabel('Category name').fill(name);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await rowOf(page, name).waitFor();
}

/** Deletes an empty category through its confirm dialog. */
async function deleteCategory(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}”?` });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await rowOf(page, name).waitFor({ state: 'detached' });
}

describe('back office menu: categories', () => {
  it('adds, renames, moves, hides and deletes a category, keeping focus', async () => {
    const context = await ownerContext();
    try {
      const page = await openMenu(context);
      // A category with products cannot be deleted, and says why.
      const first = (await names(page))[0] ?? '';
      const firstDelete = page.getByRole('button', { name: `Delete ${first}` });
      expect(await firstDelete.isDisabled()).toBe(true);
      expect(await rowOf(page, first).locator('.a-cat__hint').innerText()).toContain(
        'Only an empty category can be deleted',
      );

      const name = `Specials ${Date.now()}`;
      await addCategory(page, name);
      await snackbarSays(page, `Category “${name}” added`);
      expect((await names(page)).at(-1)).toBe(name);
      expect(await rowOf(page, name).locator('.a-cat__meta').innerText()).toContain('No products');
      // Focus stays in the field, ready for the next one, and the field is emptied.
      expect(await page.getByLabel('Category name').inputValue()).toBe('');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('INPUT');

      // A duplicate is refused under the field, in the errors.json wording.
      await page.getByLabel('Category name').fill(name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page
        .locator('.a-newcat .a-error', { hasText: 'A category with this name already exists.' })
        .waitFor();
      await page.getByLabel('Category name').fill('');

      // Rename: Escape cancels, Enter saves; focus comes back to Rename.
      const renamed = `${name} (renamed)`;
      await page.getByRole('button', { name: `Rename ${name}` }).click();
      const field = page.getByLabel(`New name for “${name}”`);
      await field.fill('Not this one');
      await field.press('Escape');
      await rowOf(page, name).waitFor();
      expect(await focusedLabel(page)).toBe(`Rename ${name}`);
      await page.getByRole('button', { name: `Rename ${name}` }).click();
      await field.fill(renamed);
      await field.press('Enter');
      await rowOf(page, renamed).waitFor();
      await snackbarSays(page, `Category renamed to “${renamed}”`);
      expect(await focusedLabel(page)).toBe(`Rename ${renamed}`);

      // Move up: it trades places with the one before it; focus stays on the same button.
      const before = await names(page);
      expect(before.at(-1)).toBe(renamed);
      expect(await page.getByRole('button', { name: `Move ${renamed} down` }).isDisabled()).toBe(
        true,
      );
      await page.getByRole('button', { name: `Move ${renamed} up` }).click();
      await snackbarSays(page, `“${renamed}” moved up`);
      const after = await names(page);
      expect(after.at(-2)).toBe(renamed);
      expect(after.at(-1)).toBe(before.at(-2));
      expect(await focusedLabel(page)).toBe(`Move ${renamed} up`);

      // Hide: the row says so and the button becomes Show, still focused.
      await page.getByRole('button', { name: `Hide ${renamed}` }).click();
      await page.getByRole('button', { name: `Show ${renamed}` }).waitFor();
      expect(await rowOf(page, renamed).locator('.a-tag').innerText()).toBe(
        'Hidden from the store',
      );
      expect(await focusedLabel(page)).toBe(`Show ${renamed}`);
      // It stays so after a reload (the server has it).
      await page.reload();
      await page.getByRole('button', { name: `Show ${renamed}` }).waitFor();

      // Delete: Escape closes the dialog and gives focus back; confirming removes the row.
      const deleteButton = page.getByRole('button', { name: `Delete ${renamed}` });
      await deleteButton.click();
      const dialog = page.getByRole('dialog', { name: `Delete “${renamed}”?` });
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focusedLabel(page)).toBe(`Delete ${renamed}`);
      await deleteCategory(page, renamed);
      await snackbarSays(page, `Category “${renamed}” deleted`);
      expect(await names(page)).toEqual(before.slice(0, -1));
      // Focus went somewhere sensible: a control of the list, not the page.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    } finally {
      await context.close();
    }
  });

  it('tells the second of two owners editing the same category about the first’s change', async () => {
    const first = await ownerContext();
    const second = await ownerContext();
    try {
      const a = await openMenu(first);
      const name = `Conflict ${Date.now()}`;
      await addCategory(a, name);
      const b = await openMenu(second);
      await rowOf(b, name).waitFor();

      // The first renames it; the second, still on the old version, renames it too.
      const theirs = `${name} A`;
      await a.getByRole('button', { name: `Rename ${name}` }).click();
      await a.getByLabel(`New name for “${name}”`).fill(theirs);
      await a.getByLabel(`New name for “${name}”`).press('Enter');
      await rowOf(a, theirs).waitFor();

      await b.getByRole('button', { name: `Rename ${name}` }).click();
      await b.getByLabel(`New name for “${name}”`).fill(`${name} B`);
      await b.getByLabel(`New name for “${name}”`).press('Enter');
      const notice = b.locator('.a-cat__notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(
        `Someone else changed “${name}” a moment ago. Here is the latest version; make your change again.`,
      );
      // The second now sees the first's name, and nothing of their own was saved.
      await rowOf(b, theirs).waitFor();
      expect(await rowOf(b, `${name} B`).count()).toBe(0);
      expect(await focusedLabel(b)).toBe(`Rename ${theirs}`);

      // Made again on top of the latest version, the change lands.
      await deleteCategory(b, theirs);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('hides a category with products from the storefront, and shows it again', async () => {
    const owner = await ownerContext();
    const diner = await newContext(browser, { viewport: PHONE });
    const category = 'Desserts';
    const page = await openMenu(owner);
    const hide = page.getByRole('button', { name: `Hide ${category}` });
    const show = page.getByRole('button', { name: `Show ${category}` });
    try {
      const products = new ProductsPageObject(await diner.newPage());
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      expect(await products.categoryTitles()).toContain(category);

      await hide.click();
      await show.waitFor();
      await products.page.reload();
      await products.ready();
      expect(await products.categoryTitles()).not.toContain(category);

      await show.click();
      await hide.waitFor();
      await products.page.reload();
      await products.ready();
      expect(await products.categoryTitles()).toContain(category);
    } finally {
      // Leave the demo menu as it was for the other tests.
      if ((await show.count()) > 0) {
        await show.click();
        await hide.waitFor();
      }
      await owner.close();
      await diner.close();
    }
  });
});

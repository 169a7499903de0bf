// Issue [16/21] item 13: a new modifier group's form shows no error before the owner has done
// anything: "Enter a name." appears once the name field is left empty (blur) or the form is
// submitted, at 360 px. Nothing is saved.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/admin-products.json';
import { PHONE, launchBrowser } from './support/browser';
import { useBackOfficeServer } from './support/server-port';
import { AdminPageObject } from './pages/admin';
import { AdminProductsPageObject } from './pages/admin-products';

useBackOfficeServer();

const groups = en.products.groups;
const errors = en.products.errors;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a new modifier group', () => {
  it('says "Enter a name." only after the name was left or the form sent', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE);
    try {
      const { page } = await AdminProductsPageObject.open(context, 'bigmenu');
      await page.getByRole('button', { name: groups.manage, exact: true }).click();
      const manager = page.getByRole('dialog', { name: groups.managerTitle });
      await manager.getByRole('button', { name: groups.new }).click();
      const form = page.getByRole('dialog', { name: groups.newTitle });
      await form.waitFor();
      const name = form.getByRole('textbox', { name: groups.name });
      const option = form.getByRole('textbox', {
        name: groups.optionName.replace('{number}', '1'),
      });
      await option.waitFor();
      // Untouched: no error anywhere, nothing marked invalid.
      expect(await form.getByText(errors.required).count()).toBe(0);
      expect(await form.locator('[aria-invalid="true"]').count()).toBe(0);

      // Leaving the empty name says so, on that field only.
      await name.focus();
      await option.focus();
      await form.getByText(errors.required).first().waitFor();
      expect(await name.getAttribute('aria-invalid')).toBe('true');
      expect(await option.getAttribute('aria-invalid')).not.toBe('true');

      // Typing a name clears it; sending the form shows the rest (the option's empty name).
      await name.fill('Sauces');
      expect(await name.getAttribute('aria-invalid')).not.toBe('true');
      await form.getByRole('button', { name: groups.save }).click();
      await option.and(page.locator('[aria-invalid="true"]')).waitFor();
    } finally {
      await context.close();
    }
  });
});

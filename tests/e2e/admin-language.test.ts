// Issue [16/21] item 20, the back office: the owner chooses the language on the sign-in screen
// and in the header (§2.1), and the back office's own strings (the staff namespace 'admin',
// src/i18n/staff-namespaces.ts) follow at once, as the app's do. Arabic turns it right to left
// at 360 px; the choice holds across a reload.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { localeText as text } from './support/locale-text';
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

const switcher = (page: Page, locale: string) =>
  page.getByRole('combobox', { name: text(locale, 'common.language') });

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('§2.1 the language switcher in the back office', () => {
  it('switches the sign-in, then the signed-in back office, and keeps the choice', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(tenantUrl('demo', '/admin'));
      await page.getByRole('heading', { name: text('en', 'admin.login.title') }).waitFor();
      await switcher(page, 'en').selectOption('de');
      await page.getByRole('heading', { name: text('de', 'admin.login.title') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

      await page.getByLabel(text('de', 'admin.login.password')).fill('demo1234');
      await page.getByRole('button', { name: text('de', 'admin.login.submit') }).click();
      const nav = page.getByRole('navigation', { name: text('de', 'admin.nav.label') });
      await nav.waitFor();
      await page.getByRole('heading', { name: text('de', 'admin.title') }).waitFor();

      const header = page.locator('.a-header');
      await header
        .getByRole('combobox', { name: text('de', 'common.language') })
        .selectOption('ar');
      await page.getByRole('heading', { name: text('ar', 'admin.title') }).waitFor();
      await page
        .getByRole('navigation', { name: text('ar', 'admin.nav.label') })
        .getByRole('link', { name: text('ar', 'admin.nav.settings') })
        .waitFor();
      await page.getByRole('button', { name: text('ar', 'admin.signOut') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      const box = await header.locator('.c-lang').boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);

      await page.reload();
      await page.getByRole('heading', { name: text('ar', 'admin.title') }).waitFor();
      expect(await switcher(page, 'ar').inputValue()).toBe('ar');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

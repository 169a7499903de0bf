// Issue [11/13] end-to-end, menu import and export in the back office at 360 px, in French (the
// company's language; strings read from the locale files): the owner
// downloads the menu as CSV, picks a broken file and reads its problems in a table (nothing
// changes), then picks a good one, sees what it holds in a confirm dialog (Escape cancels), confirms,
// and the menu's categories show the imported menu. e2e files run one at a time: the company's menu
// is put back as it was at the end.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/i18n/locales/ar/admin.json';
import arIo from '../../src/i18n/locales/ar/admin-io.json';
import fr from '../../src/i18n/locales/fr/admin.json';
import frIo from '../../src/i18n/locales/fr/admin-io.json';
import { PHONE, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { useBackOfficeServer } from './support/server-port';

useBackOfficeServer();

const io = frIo.io;
/** A string of the locale with its {placeholders} filled. */
const fill = (text: string, params: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

const TOKEN = 'freebistro';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const picker = (page: Page) => page.getByLabel(io.chooseFile);

const pick = (page: Page, name: string, text: string) =>
  picker(page).setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });

describe('back office menu: import and export', () => {
  it('exports, reports a broken file, and imports a good one after confirming', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE, 'fr-FR');
    const page = await context.newPage();
    await page.goto(tenantUrl(TOKEN, '/admin'));
    await page.getByLabel(fr.login.password).fill('demo1234');
    await page.getByRole('button', { name: fr.login.submit }).click();
    let original: string | null = null;
    try {
      await page.getByRole('heading', { name: io.title }).waitFor();
      await page.locator('.a-cat').first().waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: io.exportCsv }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${TOKEN}-menu.csv`);
      const exported = readFileSync(await download.path(), 'utf8');
      expect(exported).toMatch(/^\uFEFFcategory,category_visible,product,/);
      original = exported;

      // A broken row: the problem table names it, and the menu stays as it was.
      const lines = exported.split('\r\n');
      lines[2] = lines[2]!.replace(/,(\d+(?:\.\d\d)?),/, ',lots,');
      await pick(page, 'broken.csv', lines.join('\r\n'));
      const reportTitle = fill(io.report.title, { name: 'broken.csv', count: '1' });
      const alert = page.getByRole('alert').filter({ hasText: reportTitle });
      await alert.waitFor();
      const table = page.getByRole('table', { name: io.report.caption });
      expect(await table.getByRole('row').nth(1).innerText()).toMatch(
        /3\s+price\s+must be an amount/,
      );
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe(
        reportTitle,
      );

      // A good file: the dialog shows what it holds; Escape cancels.
      const good = `${exported}Imported specials,yes,Sopa del día,,,,,4.50,,,,,,,,,,,,\r\n`;
      await pick(page, 'good.csv', good);
      const dialog = page.getByRole('dialog', { name: io.confirm.title });
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(fill(io.confirm.text, { name: 'good.csv' }));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.locator('.a-cat__name').allInnerTexts()).not.toContain('Imported specials');

      await pick(page, 'good.csv', good);
      await dialog.waitFor();
      await dialog.getByRole('button', { name: io.confirm.replace }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.locator('.c-snackbar', { hasText: io.imported }).waitFor();
      await page.locator('.a-cat__name', { hasText: 'Imported specials' }).waitFor();

      // The panel fits the phone: nothing in it reaches past the viewport's edge.
      const overflowing = await page.evaluate(() =>
        [...document.querySelectorAll('.a-io, .a-io *')]
          .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((node) => `${node.tagName}.${node.className}`),
      );
      expect(overflowing).toEqual([]);
    } finally {
      if (original !== null) {
        const restored = await page.evaluate(
          async (text) =>
            (await fetch('/api/admin/menu/import?format=csv', { method: 'POST', body: text }))
              .status,
          original,
        );
        expect(restored).toBe(200);
      }
      await context.close();
    }
  });

  it('lays the panel out right to left in Arabic, within the phone', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE, 'ar');
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('alnakheel', '/admin'));
      await page.getByLabel(ar.login.password).fill('demo1234');
      await page.getByRole('button', { name: ar.login.submit }).click();
      const panel = page.getByRole('region', { name: arIo.io.title });
      await panel.waitFor();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe(
        'rtl',
      );
      for (const name of [arIo.io.exportCsv, arIo.io.exportJson])
        expect(await panel.getByRole('button', { name }).isVisible()).toBe(true);
      expect(await panel.getByLabel(arIo.io.chooseFile).isVisible()).toBe(true);
      const box = await panel.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    } finally {
      await context.close();
    }
  });
});

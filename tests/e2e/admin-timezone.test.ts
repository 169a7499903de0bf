// Issue [16/21] item 13 end to end, at 360 px: the store's time zone is chosen from the list of
// IANA zones (a text box with a list that narrows as the owner types), not free text: a name not
// in the list ('america/sao_paulo', which Intl would accept) is refused by its field, a listed
// one is saved and shown again after a reload. The company's zone is put back at the end.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/admin-services.json';
import { PHONE, launchBrowser } from './support/browser';
import { useBackOfficeServer } from './support/server-port';
import { AdminPageObject } from './pages/admin';
import { AdminSettingsPageObject } from './pages/admin-settings';

useBackOfficeServer();

// No other back office test changes its hours.
const TOKEN = 'bigmenu';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('back office settings: the time zone', () => {
  it('is chosen from the list of IANA zones', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE);
    const page = await AdminPageObject.signIn(context, TOKEN);
    const settings = new AdminSettingsPageObject(page);
    let changed = false;
    try {
      await page.locator('.a-cat').first().waitFor();
      await settings.openTab('hours', TOKEN);
      const field = page.getByLabel(en.services.hours.timezone);
      const original = await field.inputValue();
      expect(original).toBe('America/Chicago');
      // The list the box offers: the browser's IANA zones.
      const zones = await field.evaluate((input) =>
        [...((input as HTMLInputElement).list?.options ?? [])].map((o) => o.value),
      );
      expect(zones.length).toBeGreaterThan(300);
      expect(zones).toContain('America/Sao_Paulo');
      expect(zones).not.toContain('america/sao_paulo');

      await field.fill('america/sao_paulo');
      await settings.save();
      await page.getByText(en.services.errors.timezone).waitFor();
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill('America/Sao_Paulo');
      await settings.save();
      changed = true;
      await settings.saved().waitFor();
      await page.reload();
      await settings.saveButton().waitFor();
      expect(await page.getByLabel(en.services.hours.timezone).inputValue()).toBe(
        'America/Sao_Paulo',
      );
      // Within the phone's width.
      const box = await page.getByLabel(en.services.hours.timezone).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    } finally {
      if (changed) {
        await page.getByLabel(en.services.hours.timezone).fill('America/Chicago');
        await settings.save();
        await settings.saved().waitFor();
      }
      await context.close();
    }
  });
});

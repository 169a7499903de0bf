// Issue [13/13] end-to-end, the store's address in the back office at phone width: the owner of
// `taqueria` opens Settings → Address, a postal code over 20 characters is refused next to the
// field (which takes the focus), a valid one is saved trimmed, and the storefront's /info writes
// the new postal code in Mexico's order at once. axe finds nothing serious in the form, its error
// shown.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { useBackOfficeServer } from './support/server-port';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { AdminSettingsPageObject } from './pages/admin-settings';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('back office settings: address', () => {
  it('refuses a too-long postal code, saves a valid one, and /info shows it', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE);
    try {
      const page = await AdminPageObject.signIn(context, 'taqueria');
      await page.getByRole('heading', { name: 'Back office', exact: true, level: 1 }).waitFor();
      const settings = new AdminSettingsPageObject(page);
      await settings.openTab('address', 'taqueria');
      expect(await settings.tab('Address').getAttribute('aria-current')).toBe('page');

      const postal = page.getByLabel('Postal code', { exact: true });
      const region = page.getByLabel('State, province or region', { exact: true });
      expect(await postal.inputValue()).toBe('06000');
      expect(await region.inputValue()).toBe('CDMX');
      await page
        .getByText('República de Uruguay 52, Centro, 06000 Ciudad de México, CDMX', { exact: true })
        .waitFor();

      await postal.fill('0'.repeat(21));
      await settings.save();
      await page.getByText('This text is too long.').waitFor();
      expect(await postal.getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => postal.evaluate((el) => el === document.activeElement)).toBe(true);
      const axe = await new AxeBuilder({ page })
        .include('.a-settings-section')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      const serious = axe.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(
        serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);

      await postal.fill(' 06080 ');
      await settings.save();
      await settings.saved().waitFor();
      expect(await postal.inputValue()).toBe('06080');
      expect(await postal.getAttribute('aria-invalid')).toBeNull();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const info = await context.newPage();
      await info.goto(tenantUrl('taqueria', '/info'));
      await interactive(info);
      const line = info.locator('.ci-address span[dir="auto"]');
      await line.waitFor();
      expect(await line.textContent()).toBe(
        'República de Uruguay 52, Centro, 06080 Ciudad de México, CDMX',
      );
    } finally {
      await context.close();
    }
  });
});

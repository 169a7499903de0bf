// Issue [13/13] end-to-end, the store's address in the back office at phone width: the owner of
// `taqueria` opens Settings → Address, a postal code over 20 characters is refused next to the
// field (which takes the focus), a valid one is saved trimmed, and the storefront's /info writes
// the new postal code in Mexico's order at once. axe finds nothing serious in the form, its error
// shown. The owner of `freebistro` moves the store's pin with a click on the map, is told that
// half a pin is not one, types one, and removes it: the storefront follows each save.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { useBackOfficeServer } from './support/server-port';
import { tenantUrl } from './support/urls';
import { companyByToken } from './support/api';
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

  it('places the pin on the map or by its coordinates, and removes it', async () => {
    const context = await AdminPageObject.ownerContext(browser, PHONE);
    try {
      const page = await AdminPageObject.signIn(context, 'freebistro');
      await page.getByRole('heading', { name: 'Back office', exact: true, level: 1 }).waitFor();
      const settings = new AdminSettingsPageObject(page);
      await settings.openTab('address', 'freebistro');
      const latitude = page.getByLabel('Latitude', { exact: true });
      const longitude = page.getByLabel('Longitude', { exact: true });
      expect([await latitude.inputValue(), await longitude.inputValue()]).toEqual([
        '48.8786',
        '2.3397',
      ]);
      const noPin = page.getByText('Your store has no location on the map yet', { exact: false });
      expect(await noPin.count()).toBe(0);

      // The map opens on the pin; a click elsewhere moves it there.
      const open = page.getByRole('button', { name: 'Place the pin on the map' });
      await open.click();
      expect(
        await page.getByRole('button', { name: 'Close the map' }).getAttribute('aria-expanded'),
      ).toBe('true');
      const map = page.getByRole('region', {
        name: "Map of the store's location: a click places the pin",
      });
      await map.waitFor();
      const pin = map.getByTitle("The store's pin: drag it to move it");
      await pin.waitFor();
      // At 360 px the map fits the form, and axe finds nothing serious with it open.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page })
        .include('.a-settings-section')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        axe.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
      ).toEqual([]);
      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width / 4, y: box.height / 4 } });
      await expect.poll(() => latitude.inputValue()).not.toBe('48.8786');
      const clicked = [Number(await latitude.inputValue()), Number(await longitude.inputValue())];
      // Up and to the left of the pin at the map's centre: north and west of it.
      expect(clicked[0]).toBeGreaterThan(48.8786);
      expect(clicked[1]).toBeLessThan(2.3397);
      await settings.save();
      await settings.saved().waitFor();
      const moved = (await companyByToken('freebistro')).company;
      expect([moved.latitude, moved.longitude]).toEqual(clicked);

      // Half a pin is refused next to the missing field, before anything is sent.
      await longitude.fill('');
      await settings.save();
      await page.getByText('This field is required.').waitFor();
      expect(await longitude.getAttribute('aria-invalid')).toBe('true');

      // Typed, with a decimal comma as many keyboards write it.
      await latitude.fill('48,8738');
      await longitude.fill('2.332');
      await settings.save();
      await settings.saved().waitFor();
      const typed = (await companyByToken('freebistro')).company;
      expect([typed.latitude, typed.longitude]).toEqual([48.8738, 2.332]);
      // The saved form starts again, its map closed; opened, it shows the pin.
      await open.click();
      await pin.waitFor();

      // Without a pin the storefront hides the address, and the form says so.
      await page.getByRole('button', { name: 'Remove the pin' }).click();
      expect([await latitude.inputValue(), await longitude.inputValue()]).toEqual(['', '']);
      await noPin.waitFor();
      await expect.poll(() => pin.count()).toBe(0);
      await settings.save();
      await settings.saved().waitFor();
      const removed = (await companyByToken('freebistro')).company;
      expect([removed.latitude, removed.longitude]).toEqual([null, null]);
      const info = await context.newPage();
      await info.goto(tenantUrl('freebistro', '/info'));
      await interactive(info);
      await info.locator('#info-title').waitFor();
      expect(await info.locator('.ci-address').count()).toBe(0);

      // Put back as seeded.
      await latitude.fill('48.8786');
      await longitude.fill('2.3397');
      await settings.save();
      await settings.saved().waitFor();
      await info.reload();
      await interactive(info);
      await info.locator('.ci-address').waitFor();
    } finally {
      await context.close();
    }
  });
});

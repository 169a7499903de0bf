// Issue [16/21] item 9: pausing takeaway for 30 minutes left the dialog saying "Takeaway · Taking
// orders" with no Resume, and the header showed nothing until a reload (the settings were read
// again through the service worker's kept copy). Now the dialog and the header show the pause at
// once, and another board shows it over its socket; resuming from that board clears both.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from './support/browser';
import { useBackOfficeServer } from './support/server-port';
import { KitchenApi, KitchenPageObject } from './pages/kitchen';

// Pausing changes the company's settings: the back office's server, not the diners'.
useBackOfficeServer();

const TABLET = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A board whose requests go through the service worker, as on a kitchen tablet in use. */
async function controlledBoard(context: BrowserContext): Promise<KitchenPageObject> {
  const kitchen = await KitchenPageObject.signedIn(context);
  const { page } = kitchen;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
    await kitchen.board().waitFor();
  }
  await page.locator('.c-live[data-live="live"]').waitFor({ timeout: 10_000 });
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return kitchen;
}

describe('the pause shows at once, here and on other boards (issue [16/21] item 9)', () => {
  it('pause takeaway for 30 minutes: the dialog shows Resume, both headers show it; resume clears both', async () => {
    const one = await newContext(browser, { viewport: TABLET });
    const two = await newContext(browser, { viewport: TABLET });
    try {
      const first = await controlledBoard(one);
      const second = await controlledBoard(two);
      const header = (k: KitchenPageObject) =>
        k.page
          .getByRole('status', { name: 'Paused order types' })
          .locator('[data-paused="takeaway"]');
      expect(await header(first).count()).toBe(0);

      await first.page.getByRole('button', { name: 'Pause orders' }).click();
      const dialog = first.page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Takeaway' }).check();
      await dialog.getByRole('radio', { name: '30 min' }).check();
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();

      // The dialog, still open, shows the pause with Resume, without a reload.
      const row = dialog.locator('.k-types li', { hasText: 'Takeaway' });
      await row.getByText(/Paused until/).waitFor({ timeout: 5_000 });
      await row.getByRole('button', { name: 'Resume' }).waitFor();
      expect(await row.getByText('Taking orders').count()).toBe(0);

      // This board's header and the other board's, over its socket.
      await header(first)
        .getByText(/Paused until/)
        .waitFor({ timeout: 5_000 });
      await header(second)
        .getByText(/Paused until/)
        .waitFor({ timeout: 5_000 });
      expect(await header(second).innerText()).toContain('Takeaway');

      // Resumed from the other board's header: both boards clear it.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await header(second).getByRole('button', { name: 'Resume Takeaway' }).click();
      await header(second).waitFor({ state: 'detached', timeout: 5_000 });
      await header(first).waitFor({ state: 'detached', timeout: 5_000 });
    } finally {
      await one.close();
      await two.close();
      // Whatever happened above, the company takes takeaway orders again.
      await (await KitchenApi.logIn('demo')).pause('takeaway', 0);
    }
  });
});

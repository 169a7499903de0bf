// Issue [11/13] end-to-end, the back office's settings that run the service: the owner closes
// the store for today in Settings → Opening hours and the storefront's opening-hours button says
// Closed; opening today again all day makes it say Open. The tab lives in the URL (a reload keeps
// it); a second owner saving from stale values is told so and can load the current ones; and the
// page works at phone width.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { AdminSettingsPageObject } from './pages/admin-settings';
import { useBackOfficeServer } from './support/server-port';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Today's weekday ('monday') on the wall clock of the company's time zone. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' })
    .format(new Date())
    .toLowerCase();
}

async function signedInSettings(context: BrowserContext): Promise<AdminSettingsPageObject> {
  const page = await AdminPageObject.signIn(context);
  await page.getByRole('heading', { name: 'Back office', exact: true, level: 1 }).waitFor();
  // As an owner would: the Settings section, where Opening hours is the first tab.
  await page
    .getByRole('navigation', { name: 'Back office sections' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const settings = new AdminSettingsPageObject(page);
  await settings.saveButton().waitFor();
  return settings;
}

/** The storefront landing's opening-hours status text ('Open' or 'Closed'). */
async function storefrontStatus(page: Page): Promise<string> {
  await page.goto(tenantUrl('demo', '/'));
  const status = page.locator('.oh-status__text').first();
  await status.waitFor();
  return status.innerText();
}

describe('back office settings: opening hours', () => {
  it("closes today and opens it again, and the storefront's status follows", async () => {
    const context = await AdminPageObject.ownerContext(browser);
    try {
      const settings = await signedInSettings(context);
      const { page } = settings;
      await settings.tab('Opening hours').waitFor();
      expect(await settings.tab('Opening hours').getAttribute('aria-current')).toBe('page');
      const today = todayIn(await settings.timezone());
      // The demo opens every day, all day.
      const store = await context.newPage();
      expect(await storefrontStatus(store)).toBe('Open');

      // Close today.
      await settings.openCheckbox(today).uncheck();
      await settings.day(today).getByText('Closed all day').waitFor();
      await settings.save();
      await settings.saved().waitFor();
      // The confirmation takes the focus, so it is read out.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Saved. Your store shows the change now.',
      );
      expect(await storefrontStatus(store)).toBe('Closed');

      // A reload keeps the tab and shows the saved hours.
      await page.reload();
      await settings.saveButton().waitFor();
      expect(await settings.openCheckbox(today).isChecked()).toBe(false);

      // Open today again, all day.
      await settings.openCheckbox(today).check();
      await settings.spanOpen(today, 1).fill('00:00');
      await settings.spanClose(today, 1).fill('23:59');
      await settings.save();
      await settings.saved().waitFor();
      expect(await storefrontStatus(store)).toBe('Open');
    } finally {
      await context.close();
    }
  });

  it('refuses an overlapping split shift next to the field, before saving', async () => {
    const context = await AdminPageObject.ownerContext(browser);
    try {
      const settings = await signedInSettings(context);
      const day = 'wednesday';
      await settings.day(day).getByRole('button', { name: 'Add a time span on Wednesday' }).click();
      await settings.spanOpen(day, 2).fill('12:00');
      await settings.spanClose(day, 2).fill('14:00');
      await settings.save();
      await settings.day(day).getByText('This time span overlaps another one.').waitFor();
      expect(await settings.spanOpen(day, 2).getAttribute('aria-invalid')).toBe('true');
      // Focus goes to the first field to fix.
      expect(
        await settings.page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
      ).toBe('Wednesday, span 2: opens at');
      // Nothing was saved: a reload shows one span again.
      await settings.page.reload();
      await settings.saveButton().waitFor();
      expect(await settings.spanOpen(day, 2).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('tells a second owner saving stale values and loads the current ones', async () => {
    const first = await AdminPageObject.ownerContext(browser);
    const second = await AdminPageObject.ownerContext(browser, PHONE);
    try {
      const a = await signedInSettings(first);
      const b = await signedInSettings(second);
      const day = 'saturday';
      await a.spanClose(day, 1).fill('22:00');
      await a.save();
      await a.saved().waitFor();

      await b.spanClose(day, 1).fill('21:00');
      await b.save();
      await b.conflict().waitFor();
      await b.conflict().getByRole('button', { name: 'Load the current values' }).click();
      await b.conflict().waitFor({ state: 'detached' });
      expect(await b.spanClose(day, 1).inputValue()).toBe('22:00');
      // At phone width the page itself never scrolls sideways (the tab lists scroll in place).
      const overflow = await b.page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      // Leave the demo as it was: open all day.
      await b.spanClose(day, 1).fill('23:59');
      await b.save();
      await b.saved().waitFor();
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe('back office settings: delivery areas', () => {
  it('loads the map only when an area is opened, draws a polygon by clicks and saves it', async () => {
    const context = await AdminPageObject.ownerContext(browser);
    try {
      const settings = await signedInSettings(context);
      const { page } = settings;
      const leafletRequests: string[] = [];
      page.on('request', (request) => {
        if (/leaflet|AreaMapEditor/i.test(request.url())) leafletRequests.push(request.url());
      });
      await settings.tab('Delivery').click();
      await settings.saveButton().waitFor();
      expect(new URL(page.url()).searchParams.get('tab')).toBe('delivery');
      const type = page.getByRole('group', { name: 'How delivery is priced' });
      const original = await type.locator('input:checked').getAttribute('value');
      await type.getByLabel('By areas on the map').check();
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(leafletRequests).toEqual([]);

      // A new area opens on the map; three clicks make a triangle.
      await page.getByRole('button', { name: 'Add an area' }).click();
      const map = page.getByRole('region', { name: 'Map of the delivery area Area 1' });
      await map.waitFor();
      expect(leafletRequests.length).toBeGreaterThan(0);
      await map.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      const box = await map.boundingBox();
      if (!box) throw new Error('the map has no box');
      for (const [x, y] of [
        [0.3, 0.2],
        [0.7, 0.2],
        [0.5, 0.5],
      ] as const)
        await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
      await page.getByText('Points drawn: 3').waitFor();
      await page.getByLabel('Name').last().fill('Centre');
      await settings.save();
      await settings.saved().waitFor();

      // Two points are not an area: removing one is refused next to the area.
      await page.getByRole('button', { name: 'Draw Centre on the map' }).click();
      await page.getByRole('button', { name: 'Remove point 3' }).click();
      await settings.save();
      await page.getByText('Draw at least 3 points on the map.').waitFor();

      // Leave the demo's delivery priced as it was.
      await page.getByRole('button', { name: 'Remove Centre' }).click();
      await type.locator(`input[value="${original ?? 'fixed'}"]`).check();
      await settings.save();
      await settings.saved().waitFor();
    } finally {
      await context.close();
    }
  });
});

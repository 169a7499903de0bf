// Issue [16/21] item 10: a diner's 4-star rating with a comment appeared on no staff screen. The
// kitchen board's finished order now shows it (live, over the board's socket), and /admin lists
// the company's ratings with their average, on a phone and in Arabic too.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { dictionary, text } from './support/paying';
import { serverPort } from './support/server-port';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { KitchenApi, KitchenPageObject } from './pages/kitchen';
import { placeCashOrder } from './pages/tracking';

// The diners' server: the order is placed as a diner would, and the back office only reads here.
// (On the back office's server, other files change demo's payment methods.)

const TABLET = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The diner rates the order as the tracking page does (§7.5). */
async function rate(orderId: string, rating: number, comment: string): Promise<void> {
  const { company } = await companyByToken('demo');
  const response = await fetch(
    `http://127.0.0.1:${serverPort()}/api/ms-clients/public/companies/${company.id}/order-ratings`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ order_id: orderId, rating, comment }),
    },
  );
  if (response.status !== 201) throw new Error(`rating answered ${response.status}`);
}

const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

describe('ratings reach the business (issue [16/21] item 10)', () => {
  it('the board shows the rating on the finished order as it arrives; /admin lists it with the average', async () => {
    const comment = `Lovely, thanks ${Date.now().toString(36)}`;
    const order = await placeCashOrder('demo');
    const staff = await KitchenApi.logIn('demo');
    for (const status of ['PREPARING', 'READY', 'FINALIZED'] as const)
      await staff.move(order.id, status);

    const board = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(board);
      const finished = kitchen.page.locator('.k-finished');
      await finished.locator('summary').click();
      const card = finished.locator(`[data-order-id="${order.id}"]`);
      await card.waitFor();
      expect(await card.innerText()).toContain(`#${order.public_id}`);
      expect(await card.innerText()).toContain('Not rated yet');

      // The diner rates it; the open board shows it without a reload.
      await rate(order.id, 4, comment);
      const rating = card.getByTestId('kitchen-rating');
      await rating.waitFor({ timeout: 5_000 });
      await rating.getByRole('img', { name: '4 of 5 stars' }).waitFor();
      expect(await rating.innerText()).toContain(comment);
      expect(await card.innerText()).not.toContain('Not rated yet');
    } finally {
      await board.close();
    }

    const context = await AdminPageObject.ownerContext(browser, PHONE);
    try {
      const page = await AdminPageObject.signIn(context);
      await page
        .getByRole('navigation', { name: 'Back office sections' })
        .getByRole('link', { name: 'Ratings' })
        .click();
      await page.getByRole('heading', { name: 'Ratings', level: 2 }).waitFor();
      expect(page.url()).toContain('section=ratings');
      const summary = page.getByTestId('ratings-summary');
      await summary.waitFor();
      expect(await summary.innerText()).toMatch(/Average: \d\.\d out of 5 · \d+ ratings/);
      const item = page.locator(`.a-activity__item[data-order="${order.public_id}"]`);
      expect(await item.innerText()).toContain(`Order #${order.public_id}`);
      expect(await item.innerText()).toContain(comment);
      await item.getByRole('img', { name: '4 of 5 stars' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('reads right to left in Arabic at 360 px', async () => {
    const admin = dictionary('ar', 'admin');
    const context = await AdminPageObject.ownerContext(browser, PHONE, 'ar');
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', '/admin?section=ratings'));
      await page.locator('input[type="password"]').fill('demo1234');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: text(admin, 'ratings.title'), level: 2 }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      await page.locator('[data-testid="ratings-summary"], .a-empty').first().waitFor();
      expect(await fitsWidth(page)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

// Issue [16/21] item 13: the activity log showed no before-and-after for a change, left out the
// coupon code, and listed no kitchen actions. Now a settings save shows what it changed, a coupon
// is named by its code, and a kitchen's move shows the board, the order and its status before
// and after.
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser } from './support/browser';
import { useBackOfficeServer } from './support/server-port';
import { tenantUrl } from './support/urls';
import { AdminBrandPage } from './pages/admin-brand';
import { AdminPageObject } from './pages/admin';
import { KitchenApi } from './pages/kitchen';
import { placeCashOrder } from './pages/tracking';

useBackOfficeServer();

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** The changes table's row for a field: [before, after] as shown. */
async function change(item: Locator, field: string): Promise<[string, string]> {
  const cells = item.locator(`tr[data-field="${field}"] td`);
  return [(await cells.nth(0).innerText()).trim(), (await cells.nth(1).innerText()).trim()];
}

describe('the activity log says what changed (issue [16/21] item 13)', () => {
  it('a kitchen move with its status before and after, a coupon by its code, a settings save field by field', async () => {
    const suffix = Date.now().toString(36).slice(-4).toUpperCase();
    const code = `ACT${suffix}`;
    const title = `Activity ${suffix}`;

    // The kitchen starts an order: one on site, as kitchen-pause pauses demo's takeaway meanwhile.
    const order = await placeCashOrder('demo', 'ONSITE');
    const staff = await KitchenApi.logIn('demo');
    await staff.move(order.id, 'PREPARING');

    const context = await AdminPageObject.ownerContext(browser);
    try {
      // The owner creates a coupon and changes the landing's title.
      const brand = await AdminBrandPage.open(context, 'coupons');
      const { page } = brand;
      await page.getByRole('button', { name: 'New coupon' }).click();
      const form = page.getByRole('form', { name: 'New coupon' });
      await form.getByLabel('Code', { exact: true }).fill(code);
      await form.getByLabel('Discount (%)').fill('10');
      await form.getByRole('button', { name: 'Save' }).click();
      await brand.status(`Coupon ${code} saved.`).waitFor();
      await page.goto(tenantUrl('demo', '/admin?section=settings&tab=landing'));
      await brand.heading('landing').waitFor();
      const oldTitle = await brand.field('Title').inputValue();
      await brand.field('Title').fill(title);
      await brand.save();
      await brand.status(/Saved/).waitFor();

      await page.goto(tenantUrl('demo', '/admin?section=activity'));
      const items = page.locator('.a-activity__item');
      await items.first().waitFor();

      // The kitchen's move: who, what, which order, and the status before and after.
      const move = items.filter({ hasText: `#${order.public_id}` }).first();
      expect(await move.locator('.a-activity__what').innerText()).toContain('Moved order');
      expect(await move.locator('.a-activity__meta').innerText()).toContain('Kitchen board');
      await move.getByText('What changed (1)').click();
      expect(await change(move, 'status')).toEqual(['New', 'Preparing']);

      // The coupon, named by its code.
      const coupon = items.filter({ hasText: 'Created coupon' }).filter({ hasText: code });
      expect(await coupon.count()).toBe(1);

      // The settings save, field by field: the old title before, the new one after.
      const landing = items.filter({ hasText: 'Changed the settings: landing page' }).first();
      await landing.locator('summary').click();
      const row = landing.locator('tr', { hasText: title });
      await row.waitFor();
      const cells = row.locator('td');
      expect((await cells.nth(0).innerText()).trim()).toBe(oldTitle.trim() || '(none)');
      expect((await cells.nth(1).innerText()).trim()).toBe(title);

      // The same list on a phone: nothing runs off the side.
      await page.setViewportSize(PHONE);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});

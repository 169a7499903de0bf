// Issue [16/21] item 1: loyalty rewards can be redeemed (§4.8). As the issue found it: a demo
// diner's finalized order credits its points; the loyalty modal (/products?show-loyalty=true)
// then offers "Free drink · 100 points" with a control, the next order's summary puts it on the
// draft and shows the discount in the totals, and placing the order spends the points.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import { pointsEarnedFor } from '../../src/domain/loyalty';
import type { LoyaltySettings, Order } from '../../src/domain/types';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { KitchenApi } from './pages/kitchen';
import { OrderSummaryPageObject } from './pages/order-summary';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each([
  ['en-US', '1'],
  ['ar', '2'],
])('loyalty redemption at 360 px (%s)', (locale, line) => {
  it('a diner with enough points picks the reward, sees the discount, and spends the points', async () => {
    const { company } = await companyByToken('demo');
    const loyalty = await apiGet<LoyaltySettings>(
      `/ms-clients/public/companies/${company.id}/loyalty-settings`,
    );
    const reward = loyalty.loyalty_program.rewards.find((r) => r.name === 'Free drink');
    if (!reward) throw new Error('the demo program offers a free drink');
    const product = await simpleProduct(company.id, { minStock: 20, minPrice: 1000 });
    const price = product.product_variants[0]!.price!;
    // One finalized order worth the reward and a little more (1 point per dollar of items).
    const quantity = Math.ceil(((reward.required_points + 20) * 100) / price);
    const money = (minor: number) => formatMoney(minor, company.currency);
    // A phone of its own, so no other test's points or devices get in the way.
    const phone = `21255${line}${String(Date.now() % 10_000).padStart(4, '0')}`;
    // Numbers as the page writes them (Arabic-Indic digits in Arabic).
    const count = (n: number) => new Intl.NumberFormat(locale).format(n);

    const context = await newContext(browser, { viewport: PHONE, locale });
    try {
      const page = await context.newPage();
      const summary = new OrderSummaryPageObject(page);

      // 1. A first takeaway order, finalized by the kitchen: it credits the points.
      await summary.addToCart('demo', product, quantity);
      await summary.checkout.startFromCart('TAKEAWAY');
      await summary.checkout.fillClientInfo('Rita Rewards', phone, 'US');
      await summary.ready();
      // No points yet: the rewards show what they need, and none can be chosen.
      expect(
        await summary
          .rewards()
          .locator('input[value="' + reward.id + '"]')
          .isDisabled(),
      ).toBe(true);
      await summary.method('cash').check();
      const firstId = await summary.place();
      const kitchen = await KitchenApi.logIn('demo');
      for (const status of ['PREPARING', 'READY', 'FINALIZED'] as const)
        await kitchen.move(firstId, status);
      const first = await apiGet<Order>(
        `/ms-orders/public/companies/${company.id}/orders/${firstId}`,
      );
      const earned = pointsEarnedFor(loyalty, first);
      expect(first.loyalty_points_earned).toBe(earned);
      expect(earned).toBeGreaterThanOrEqual(reward.required_points);

      // 2. The loyalty modal lists the reward as available, with a control to use it.
      await page.goto(tenantUrl('demo', '/products?show-loyalty=true'));
      const modal = page.getByRole('dialog');
      await modal.locator('.pp-loyalty__points').waitFor();
      expect(await modal.locator('.pp-loyalty__points').innerText()).toContain(count(earned));
      if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const control = modal.locator(`[data-reward="${reward.id}"] button`);
      expect(await control.getAttribute('aria-pressed')).toBe('false');
      if (locale === 'en-US')
        expect(await control.getAttribute('aria-label')).toBe(`Use ${reward.name} at checkout`);
      await control.click();
      const chosen = modal.locator(`[data-reward="${reward.id}"] button[aria-pressed="true"]`);
      await chosen.waitFor();
      if (locale === 'en-US')
        expect(await chosen.getAttribute('aria-label')).toBe(`Don't use ${reward.name}`);
      // The control stays on the 360 px screen.
      const box = await chosen.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });

      // 3. The next order: the summary carries the reward and shows its discount in the totals.
      await summary.addToCart('demo', product, 1);
      await summary.checkout.startFromCart('TAKEAWAY');
      await summary.ready();
      const rewards = summary.rewards();
      await rewards.locator(`[data-reward-applied="${reward.name}"]`).waitFor();
      expect(await rewards.locator(`input[value="${reward.id}"]`).isChecked()).toBe(true);
      const discount = Math.min(reward.value, price);
      expect(await summary.line('discount').locator('dd').innerText()).toBe(`-${money(discount)}`);
      await expect.poll(() => summary.total()).toBe(money(price - discount));

      // Taking it off and putting it back goes through the server both ways.
      await rewards.locator('input[name="reward"][value=""]').check();
      await expect.poll(() => summary.total()).toBe(money(price));
      expect(await summary.line('discount').count()).toBe(0);
      await rewards.locator(`input[value="${reward.id}"]`).check();
      await expect.poll(() => summary.total()).toBe(money(price - discount));

      await summary.method('cash').check();
      const secondId = await summary.place();
      const second = await apiGet<Order>(
        `/ms-orders/public/companies/${company.id}/orders/${secondId}`,
      );
      expect(second.total).toBe(price - discount);
      expect(second.discounts).toEqual([
        { modality: 'FIDELITY', description: reward.name, type: 'AMOUNT', value: reward.value },
      ]);

      // 4. The points were taken at placement: the server's balance, read back by the device.
      await page.goto(tenantUrl('demo', '/products?show-loyalty=true'));
      const left = page.getByRole('dialog').locator('.pp-loyalty__points');
      await left.waitFor();
      expect(await left.innerText()).toContain(count(earned - reward.required_points));
    } finally {
      await context.close();
    }
  });
});

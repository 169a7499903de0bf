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

describe('loyalty redemption at 360 px', () => {
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
    const phone = `212555${String(Date.now() % 10_000).padStart(4, '0')}`;

    const context = await newContext(browser, { viewport: PHONE });
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
      await modal.getByText(`You have ${earned} points`).waitFor();
      const use = modal.getByRole('button', { name: `Use ${reward.name} at checkout` });
      await use.click();
      const chosen = modal.getByRole('button', { name: `Don't use ${reward.name}` });
      expect(await chosen.getAttribute('aria-pressed')).toBe('true');
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
      await rewards.getByLabel('No reward').check();
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
      await page
        .getByRole('dialog')
        .getByText(`You have ${earned - reward.required_points} points`)
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

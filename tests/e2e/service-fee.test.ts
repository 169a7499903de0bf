// Issue [16/21] item 5: "Customers may remove the service fee". The demo's table fee (10 %) is
// optional in its seed settings: the diner unticks it in the summary at 360 px, the totals drop
// it, and the order is placed without it. In Arabic too, where the block mirrors.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/seed/ids';
import { formatMoney } from '../../src/domain/money';
import { serviceFeeOf } from '../../src/domain/pricing';
import type { Order, OrderSettings } from '../../src/domain/types';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { OrderSummaryPageObject } from './pages/order-summary';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe.each(['en-US', 'ar'])('optional service fee at 360 px (%s)', (locale) => {
  it('the diner removes the table fee, sees the total without it, and the order has none', async () => {
    const { company } = await companyByToken('demo');
    const settings = await apiGet<OrderSettings>(
      `/ms-orders/public/companies/${company.id}/order-settings`,
    );
    expect(settings.table?.service_fee?.optional).toBe(true);
    const product = await simpleProduct(company.id, { minPrice: 500 });
    const price = product.product_variants[0]!.price!;
    const items = price * 2;
    const fee = serviceFeeOf(settings.table, items);
    expect(fee).toBeGreaterThan(0);
    const money = (minor: number) => formatMoney(minor, company.currency);

    const context = await newContext(browser, { viewport: PHONE, locale });
    try {
      const page = await context.newPage();
      const summary = new OrderSummaryPageObject(page);
      const qr = `qr-id=${seedId('demo', 'qr', 'Table 2')}`;
      await summary.addToCart('demo', product, 2, qr);
      await page.locator('.c-cart-checkout button').first().click();
      await summary.ready();

      const include = summary.serviceFeeCheckbox();
      expect(await include.isChecked()).toBe(true);
      // The checkbox is named by its label, in the page's language.
      const name = await include.evaluate(
        (input: HTMLInputElement) => input.labels?.[0]?.innerText,
      );
      expect(name).toContain('10');
      if (locale === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expect.poll(() => summary.total()).toBe(money(items + fee));
      expect(await summary.line('service-fee').count()).toBe(1);

      await include.uncheck();
      await expect.poll(() => summary.total()).toBe(money(items));
      expect(await summary.line('service-fee').count()).toBe(0);
      expect(await include.isChecked()).toBe(false);
      // Nothing of the block leaves the 360 px screen.
      const box = await summary.root().locator('[data-block="service-fee"]').boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);

      await summary.method('cash').check();
      const orderId = await summary.place();
      const order = await apiGet<Order>(
        `/ms-orders/public/companies/${company.id}/orders/${orderId}`,
      );
      expect(order).toMatchObject({ service_fee: 0, total: items, service_type: 'TABLE' });
      expect(order.meta_data.assigned_payment?.bill_amount).toBe(items);
    } finally {
      await context.close();
    }
  });
});

// Issue [8/13] end to end: a phone number alone reveals nothing. A diner whose phone already
// belongs to another device's client orders delivery from a fresh browser: they see none of the
// first device's addresses, and the order carries the name they typed and the address they saved.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Order } from '../../src/domain/types';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const TOKEN = 'whatsburger';
const PHONE_NUMBER = '3007654321';

/** A fresh device at the address list of a DELIVERY checkout, after typing name and phone. */
async function deviceAtAddresses(name: string) {
  const { company, settings } = await companyByToken(TOKEN);
  const product = await simpleProduct(company.id, { minPrice: 1 });
  const price = product.product_variants[0]?.price ?? 1;
  const quantity = Math.min(
    20,
    Math.max(1, Math.ceil(settings.delivery.minimum_amount_to_allow / price)),
  );
  const context: BrowserContext = await newContext(browser, { viewport: PHONE });
  // wa.me (this tenant's checkout opens it) is outside the sandbox: answer it locally.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>chat</p>' }),
  );
  const page: Page = await context.newPage();
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(tenantUrl(TOKEN, `/products?product=${slug}`), quantity);
  await checkout.startFromCart('DELIVERY');
  await checkout.fillClientInfo(name, PHONE_NUMBER, 'CO');
  await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
  return { company, context, page, checkout };
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    id: localStorage.getItem('CLIENT_ID'),
    secret: localStorage.getItem('CLIENT_SECRET'),
  }));

describe('a phone that belongs to another device', () => {
  it("shows none of that device's addresses, and the order has the name this diner typed", async () => {
    const owner = await deviceAtAddresses('Dueña Primera');
    let first: { id: string | null; secret: string | null };
    try {
      await owner.checkout.addManualAddress({ street: 'Carrera 7', number: '71-21' });
      expect(await owner.checkout.atSummary()).toBe(true);
      first = await stored(owner.page);
      expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    } finally {
      await owner.context.close();
    }

    const other = await deviceAtAddresses('Vecino Segundo');
    try {
      const { checkout, page, company } = other;
      expect(await checkout.addresses().count()).toBe(0);
      expect(await checkout.content().innerText()).not.toContain('Carrera 7');
      // Same client, its own secret.
      const second = await stored(page);
      expect(second.id).toBe(first.id);
      expect(second.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.secret).not.toBe(first.secret);

      await checkout.addManualAddress({ street: 'Calle 93', number: '11-26' });
      expect(await checkout.atSummary()).toBe(true);
      const popup = page.waitForEvent('popup');
      await checkout.content().getByTestId('summary-submit').click();
      await popup;
      await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
      const orderId = new URL(page.url()).searchParams.get('order_id') ?? '';
      const order = await apiGet<Order>(
        `/ms-orders/public/companies/${company.id}/orders/${orderId}`,
      );
      expect(order.client_id).toBe(first.id);
      expect(order.client?.name).toBe('Vecino Segundo');
      expect(order.address?.address).toBe('Calle 93 #11-26');
    } finally {
      await other.context.close();
    }
  });
});

// Issue [9/13] end to end: a diner with a saved address orders delivery with the network cut.
// Online, on taqueria (priced by district), the diner gives name and phone and saves an address;
// offline, a reload restores the client and the address from the device, the fee is estimated on
// the device by the shared domain rule, the order is queued, and when the network returns it
// reaches the server exactly once, priced again by the server. Real Chromium at 360 px.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveryFee } from '../../src/domain/delivery';
import { formatMoney } from '../../src/domain/money';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { waitForCachedApi } from './support/offline';
import { CheckoutPageObject } from './pages/checkout';
import { OfflineOrderPageObject, StaffOrders, getOrder, watchCreatedOrders } from './pages/offline';
import { ProductsPageObject } from './pages/products';
import { serverPort } from './support/server-port';
import { readDeviceDb } from './support/device-db';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser, { viewport: PHONE });
});
afterEach(async () => {
  await context.close();
});

/** The saved addresses of the company's client row in the page's IndexedDB (issue [9/13]). */
async function storedAddressCount(page: Page, companyId: string): Promise<number> {
  const row = await readDeviceDb<{ client?: { addresses?: unknown[] } }>(page, {
    store: 'clients',
    key: companyId,
  });
  return row === null ? -1 : (row?.client?.addresses?.length ?? 0);
}

describe('offline delivery to a saved address (issue [9/13])', () => {
  it('is estimated on the device, queued, and delivered once at the server’s price', async () => {
    const port = serverPort();
    const origin = `http://taqueria.localhost:${port}`;
    const { company, settings } = await companyByToken('taqueria');
    const product = await simpleProduct(company.id, { minStock: 5, minPrice: 1 });
    const price = product.product_variants[0]?.price ?? 1;
    const quantity = Math.max(1, Math.ceil(settings.delivery.minimum_amount_to_allow / price));
    const district = company.delivery_districts.find((d) => d.enabled && d.price > 0);
    if (!district) throw new Error('taqueria has no priced district');
    const fee = deliveryFee(settings.delivery, price * quantity, district.price);
    const staff = await StaffOrders.logIn(port, 'taqueria');
    const name = `Offline Lupe ${Math.random().toString(36).slice(2, 8)}`;

    const page = await context.newPage();
    const createdOrders = watchCreatedOrders(page);
    await page.goto(`${origin}/products`);
    const offline = new OfflineOrderPageObject(page);
    expect(await offline.waitForServiceWorker(), 'the service worker controls the page').toBe(true);
    await waitForCachedApi(page, ['/ecommerce-settings', '/categories', '/order-settings']);
    // taqueria is closed (it takes scheduled orders): its notice opens on each load, after
    // hydration, and must be dismissed before the card is tapped.
    await new ProductsPageObject(page).addFromCardAndOpenCart(
      `${origin}/products`,
      product.name,
      quantity,
      { openingModal: true },
    );

    // Online: the client and one saved address, then leave the checkout at the summary.
    const checkout = new CheckoutPageObject(page);
    await checkout.startFromCart('DELIVERY');
    await checkout.fillClientInfo(name, '5512345678', 'MX');
    await checkout.addManualAddress({
      street: 'Calle Durango',
      number: '7',
      district: district.id,
    });
    expect(await checkout.atSummary()).toBe(true);
    await expect.poll(() => storedAddressCount(page, company.id), { timeout: 10_000 }).toBe(1);
    const drafts = [...new Set(await createdOrders())];
    expect(drafts).toHaveLength(1);

    // Offline: a reload restores the client and the address from the device.
    await context.setOffline(true);
    await page.goto(`${origin}/cart`);
    await page.locator('.c-cart-checkout').waitFor();
    await checkout.startFromCart('DELIVERY');
    await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
    expect(await checkout.addresses().count()).toBe(1);
    expect(await checkout.addresses().first().innerText()).toContain('Calle Durango');
    await checkout.addresses().first().locator('input').check();
    await checkout.confirmAddress();
    expect(await checkout.atSummary()).toBe(true);
    const form = checkout.content().locator('form.cs-summary');
    await form.getByTestId('summary-total').waitFor();
    // The fee the device estimated with the shared rule, before any answer from the server.
    expect(fee).toBeGreaterThan(0);
    expect(await form.locator('[data-line="delivery"] dd').innerText()).toBe(
      formatMoney(fee, company.currency),
    );
    // …and says it is an estimate until the server prices the address.
    expect(await form.locator('[data-line="delivery"] dt').innerText()).toMatch(/estima/i);
    const cash = form.locator('[data-method="cash"] input');
    if ((await cash.count()) > 0) await cash.check();
    await form.getByTestId('summary-submit').click();
    await page.waitForURL((url) => url.searchParams.has('outbox_id'));
    await offline.queued().waitFor();
    expect(['queued', 'sending']).toContain(await offline.status());
    expect(await staff.byClient(name)).toEqual([]);

    // Back online: the outbox drains, once, and the server prices the order itself.
    await context.setOffline(false);
    await page.waitForURL((url) => url.searchParams.has('order_id'), { timeout: 20_000 });
    const orderId = offline.trackingParam('order_id')!;
    const order = await getOrder(port, 'taqueria', company.id, orderId);
    expect(order.service_type).toBe('DELIVERY');
    expect(order.address?.area_id).toBe(district.id);
    expect(order.delivery_price).toBe(fee);
    expect(order.client?.name).toBe(name);
    // Exactly once: the kitchen lists one placed order for this diner (the draft left online at
    // the summary was never placed).
    await expect.poll(async () => (await staff.byClient(name)).map((o) => o.id)).toEqual([orderId]);
  });
});

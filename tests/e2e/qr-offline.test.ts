// Issue [9/13] end to end: a table QR link opened offline. Never seen on this device, the cart
// says calmly why there is no table yet, and the table is applied once the network returns. Seen
// online before, the device's own record fixes the table offline (the worker's cached answer is
// removed first, so only the device record can). Real Chromium at 360 px, on demo.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedId } from '../../server/seed/ids';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { API_CACHE, waitForCachedApi } from './support/offline';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';
import { OfflineOrderPageObject } from './pages/offline';
import { productSlug } from '../../src/domain/formatting';
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

/** A controlled page on demo with one product in the cart. */
async function cartWithProduct(page: Page, origin: string): Promise<void> {
  const { company } = await companyByToken('demo');
  const product = await simpleProduct(company.id);
  await page.goto(`${origin}/products`);
  const offline = new OfflineOrderPageObject(page);
  expect(await offline.waitForServiceWorker(), 'the service worker controls the page').toBe(true);
  await waitForCachedApi(page, ['/ecommerce-settings', '/categories', '/order-settings']);
  const checkout = new CheckoutPageObject(page);
  await checkout.addProductAndOpenCart(
    `${origin}/products?product=${productSlug(product.name, product.id)}`,
  );
}

/** Drops the worker's cached answers for QR reads, leaving only what the page itself kept. */
function forgetCachedQrs(page: Page): Promise<number> {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const qrs = (await cache.keys()).filter((r) => new URL(r.url).pathname.includes('/qrs/'));
    await Promise.all(qrs.map((r) => cache.delete(r)));
    return qrs.length;
  }, API_CACHE);
}

const orderNow = (cart: CartPageObject) =>
  cart.checkout().getByRole('button', { name: 'Order now' });
const pending = (page: Page) => page.getByTestId('qr-pending');

describe('a table QR link opened offline (issue [9/13])', () => {
  it('never seen: the cart explains, then applies the table when the network returns', async () => {
    const origin = `http://demo.localhost:${serverPort()}`;
    const page = await context.newPage();
    await cartWithProduct(page, origin);
    const qrId = seedId('demo', 'qr', 'Table 2');

    await context.setOffline(true);
    await page.goto(`${origin}/cart?qr-id=${qrId}`);
    const cart = new CartPageObject(page);
    await cart.ready();
    await pending(page).waitFor();
    expect(await pending(page).getByRole('heading').innerText()).toBe(
      "Your table will be set once you're back online",
    );
    expect(await pending(page).innerText()).toContain('ask the staff');
    // No table yet: the cart offers the store's own service types, not the QR's 'Order now'.
    expect(await orderNow(cart).count()).toBe(0);
    expect(await cart.startButtons().count()).toBeGreaterThan(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(new URL(page.url()).searchParams.get('qr-id')).toBe(qrId);

    const back = Date.now();
    await context.setOffline(false);
    await pending(page).waitFor({ state: 'detached', timeout: 20_000 });
    await orderNow(cart).waitFor();
    // Read on the browser's 'online' event, not by the 15 s fallback timer.
    expect(Date.now() - back).toBeLessThan(10_000);
    expect(await cart.startButtons().count()).toBe(0);
  });

  it('seen online before: the device record fixes the table offline', async () => {
    const origin = `http://demo.localhost:${serverPort()}`;
    const page = await context.newPage();
    await cartWithProduct(page, origin);
    const qrId = seedId('demo', 'qr', 'Table 3');
    const cart = new CartPageObject(page);
    await page.goto(`${origin}/cart?qr-id=${qrId}`);
    await cart.ready();
    await orderNow(cart).waitFor();

    await context.setOffline(true);
    // Wait until the page's own record is in IndexedDB, then remove the worker's copy.
    await expect
      .poll(async () => {
        const rows = await readDeviceDb<{ id: string }[]>(page, { store: 'qrs' });
        return rows?.some((row) => row.id === qrId) ?? false;
      })
      .toBe(true);
    await forgetCachedQrs(page);
    await page.reload();
    await cart.ready();
    await orderNow(cart).waitFor();
    expect(await pending(page).count()).toBe(0);
    expect(await cart.startButtons().count()).toBe(0);
  });
});

// Issue [9/13] delivery to any address, end to end at 360 px with the demo gazetteer: an order
// through address search on demo (ranges), through the map pin and a granted device position on
// sabor (areas), and a denied position opening the activate-location modal over the coverage map.
// (Districts by manual entry on taqueria: tests/e2e/checkout.test.ts, scheduled DELIVERY.)
// Every expected fee comes from the seed read through the API and the domain's rules.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPrice } from '../../src/domain/pricing';
import { formatMoney } from '../../src/domain/money';
import { productSlug } from '../../src/domain/formatting';
import { effectiveStock } from '../../src/domain/stock';
import type { Category, Company, Order, Product } from '../../src/domain/types';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser } from './support/browser';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { DeliveryPageObject, SCREENS } from './pages/delivery';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

interface GeoOptions {
  locale?: string;
  /** Granted with this position; absent: the permission is not granted (denied). */
  position?: { latitude: number; longitude: number };
}

function phoneContext(options: GeoOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'allow',
    ...(options.position
      ? { geolocation: { ...options.position, accuracy: 10 }, permissions: ['geolocation'] }
      : {}),
  });
}

/** A one-variant product and a quantity whose items total sits in [minimum, below). */
async function cartFor(companyId: string, minimum: number, below: number) {
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${companyId}/categories`,
  );
  for (const product of categories.flatMap((c) => c.products)) {
    const variant = product.product_variants[0];
    const price = variant?.price ?? 0;
    if (!variant || product.product_variants.length !== 1 || price <= 0) continue;
    if (!product.visible || product.modifier_groups.some((g) => g.required)) continue;
    const quantity = Math.max(1, Math.ceil(minimum / price));
    if (quantity > 10 || price * quantity >= below) continue;
    if (effectiveStock(variant, product) <= quantity + 2) continue;
    return { product, quantity, itemsTotal: price * quantity };
  }
  throw new Error('no product fits the cart window');
}

async function startDelivery(
  context: BrowserContext,
  token: string,
  product: Product,
  quantity: number,
) {
  const page = await context.newPage();
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(tenantUrl(token, `/products?product=${slug}`), quantity);
  await checkout.startFromCart('DELIVERY');
  return { page, checkout, delivery: new DeliveryPageObject(checkout) };
}

/** Places the order from the summary (cash is the only offline method) and reads it back. */
async function placeFromSummary(checkout: CheckoutPageObject, company: Company): Promise<Order> {
  const form = checkout.content().locator('form.cs-summary');
  await form.waitFor();
  const cash = form.locator('[data-method="cash"] input');
  if ((await cash.count()) > 0 && !(await cash.isChecked())) await cash.check();
  await form.getByTestId('summary-submit').click();
  const page = checkout.page;
  await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('order_id') ?? '';
  return apiGet<Order>(`/ms-orders/public/companies/${company.id}/orders/${id}`);
}

describe('delivery by address search on demo (distance ranges)', () => {
  it('finds "200 Broadway", confirms it and orders with the 3 km range fee (§5.6)', async () => {
    const { company, settings } = await companyByToken('demo');
    const free = settings.delivery.minimum_amount_for_free ?? Number.POSITIVE_INFINITY;
    const cart = await cartFor(company.id, settings.delivery.minimum_amount_to_allow, free);
    const range = company.delivery_ranges.find((r) => r.enabled && r.max === 3);
    expect(range?.price).toBeGreaterThan(0);
    const fee = deliveryPrice({
      minimumForFreeValid: free > 0,
      minimumForFree: free,
      itemsTotal: cart.itemsTotal,
      givenPrice: null,
      areaPrice: range?.price ?? 0,
    });
    expect(fee).toBe(range?.price);
    const context = await phoneContext();
    try {
      const { checkout, delivery } = await startDelivery(
        context,
        'demo',
        cart.product,
        cart.quantity,
      );
      await checkout.fillClientInfo('Search Tester', '2125550142', 'US');
      await delivery.openSearch();
      // The screen's first control takes the focus, and continue waits for a place (§5.2).
      await expect
        .poll(() => delivery.searchInput().evaluate((el) => el === document.activeElement))
        .toBe(true);
      expect(await delivery.continueButton().isDisabled()).toBe(true);
      await delivery.search('200 Broadway');
      const options = delivery.options();
      expect(await options.count()).toBeLessThanOrEqual(8);
      // 'powered by' sits on the last suggestion only.
      expect(await options.last().locator('.ck-suggestion__powered').count()).toBe(1);
      // Keyboard: the first option becomes active and Enter chooses it.
      await delivery.searchInput().press('ArrowDown');
      expect(await options.first().getAttribute('aria-selected')).toBe('true');
      const chosen = (await options.first().locator('.ck-suggestion__text').innerText()).trim();
      await delivery.searchInput().press('Enter');
      await expect.poll(() => delivery.continueButton().isDisabled()).toBe(false);
      expect(await delivery.searchInput().inputValue()).toBe(chosen);
      // The content does not scroll on this screen (§2.10).
      const body = checkout.sheet().locator('.c-dialog__body');
      expect(await body.evaluate((el) => getComputedStyle(el).overflowY)).toBe('hidden');
      await delivery.continueButton().click();
      await checkout.waitForScreen(SCREENS.confirm);
      expect(await delivery.placeText()).toContain(chosen);
      expect(await delivery.placeText()).toMatch(/-?\d+\.\d{6},-?\d+\.\d{6}/);
      await delivery.confirmPlace('Suite 12');
      expect(await checkout.atSummary()).toBe(true);
      await expect
        .poll(() => checkout.content().innerText())
        .toContain(formatMoney(fee, company.currency));
      const order = await placeFromSummary(checkout, company);
      expect(order.delivery_price).toBe(fee);
      expect(order.address?.address).toBe(chosen);
      expect(order.address?.complement).toBe('Suite 12');
      expect(typeof order.address?.latitude).toBe('number');
    } finally {
      await context.close();
    }
  });
});

describe('delivery by map pin on sabor (area polygons)', () => {
  it('a granted position near Rua Augusta opens the map there; number and confirm price the area', async () => {
    const { company, settings } = await companyByToken('sabor');
    const cart = await cartFor(
      company.id,
      settings.delivery.minimum_amount_to_allow,
      Number.POSITIVE_INFINITY,
    );
    const area = company.delivery_areas.find((a) => a.name === 'Bela Vista');
    expect(area).toBeDefined();
    // Rua Augusta around number 1500 in the demo gazetteer: inside Bela Vista, ~600 m away.
    const position = { latitude: -23.5559, longitude: -46.6572 };
    const context = await phoneContext({ locale: 'pt-BR', position });
    try {
      const { checkout, delivery } = await startDelivery(
        context,
        'sabor',
        cart.product,
        cart.quantity,
      );
      await checkout.fillClientInfo('Pino Tester', '11987654321', 'BR');
      await delivery.openSearch();
      await delivery.onMapButton().click();
      await checkout.waitForScreen(SCREENS.map);
      await delivery.mapRegion().waitFor();
      await expect
        .poll(() => delivery.mapAddress().inputValue(), { timeout: 10_000 })
        .toMatch(/\S/);
      expect(await delivery.activateLocationModal().count()).toBe(0);
      // The number is required (§5.1): continue stays disabled without it.
      expect(await checkout.submit().isDisabled()).toBe(true);
      await delivery.mapNumber().fill('1500');
      await expect.poll(() => checkout.submit().isDisabled(), { timeout: 10_000 }).toBe(false);
      await checkout.submit().click();
      await checkout.waitForScreen(SCREENS.confirm);
      expect(await delivery.placeText()).toContain('1500');
      await delivery.confirmPlace('Casa 2');
      expect(await checkout.atSummary()).toBe(true);
      const fee = area?.price ?? -1;
      await expect
        .poll(() => checkout.content().innerText())
        .toContain(formatMoney(fee, company.currency));
      const order = await placeFromSummary(checkout, company);
      expect(order.delivery_price).toBe(fee);
      expect(order.address?.area_name).toBe('Bela Vista');
      expect(order.address?.complement).toMatch(/1500 \/ Casa 2$/);
    } finally {
      await context.close();
    }
  });
});

describe('current location denied', () => {
  it('shows the activate-location modal and the coverage map centred on the company', async () => {
    const { company, settings } = await companyByToken('sabor');
    const cart = await cartFor(
      company.id,
      settings.delivery.minimum_amount_to_allow,
      Number.POSITIVE_INFINITY,
    );
    const context = await phoneContext({ locale: 'pt-BR' });
    try {
      const { checkout, delivery } = await startDelivery(
        context,
        'sabor',
        cart.product,
        cart.quantity,
      );
      await checkout.fillClientInfo('Sem Local', '11987654322', 'BR');
      await checkout.waitForScreen(SCREENS.address);
      await delivery.currentLocationButton().click();
      await checkout.waitForScreen(SCREENS.map);
      const modal = delivery.activateLocationModal();
      await modal.waitFor();
      // A real dialog: focus inside, Escape closes it and leaves the map screen open.
      await expect
        .poll(() => modal.evaluate((el) => el.contains(document.activeElement)))
        .toBe(true);
      await checkout.page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      expect(await checkout.screen()).toBe(SCREENS.map);
      // Centred on the company: the pin's address is the company point's reverse geocoding.
      const reverse = await apiGet<{ address: string | null }>(
        `/ms-geo/public/companies/${company.id}/reverse?latitude=${company.latitude}&longitude=${company.longitude}`,
      );
      expect(reverse.address).toBeTruthy();
      await expect
        .poll(() => delivery.mapAddress().inputValue(), { timeout: 10_000 })
        .toBe(reverse.address);
      // The pin sits on the company: the 20 m rule asks to move it (§5.1).
      const move = checkout.content().locator('.ck-map__move');
      await move.waitFor();
      await delivery.mapNumber().fill('10');
      expect(await checkout.submit().isDisabled()).toBe(true);
      // Moving the map by keyboard moves the pin off the company.
      await delivery.mapRegion().focus();
      for (let i = 0; i < 3; i++) await checkout.page.keyboard.press('ArrowUp');
      await move.waitFor({ state: 'detached', timeout: 10_000 });
      await expect.poll(() => checkout.submit().isDisabled(), { timeout: 10_000 }).toBe(false);
      expect(await delivery.mapAddress().inputValue()).not.toBe('');
    } finally {
      await context.close();
    }
  });
});

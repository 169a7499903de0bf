// Issue [4/6] checkout core, end to end: from the cart through client info (and a manual
// delivery address) to the order summary, and the §8 invalid-address state.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { formatMoney } from '../../src/domain/money';
import type { Category, Product } from '../../src/domain/types';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import { apiGet, companyByToken } from './support/api';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { DeliveryPageObject } from './pages/delivery';
import enErrors from '../../src/i18n/locales/en/errors.json';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A product that can be added without choices: one priced variant, no required group. */
function simpleProduct(categories: Category[]): Product {
  const found = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) > 0 &&
        !p.stock_enabled &&
        p.modifier_groups.every((g) => !g.required),
    );
  if (!found) throw new Error('no simple product in the seed');
  return found;
}

async function start(token: string, viewport = PHONE) {
  const { company, settings } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = simpleProduct(categories);
  const price = product.product_variants[0]?.price ?? 1;
  const minimum = settings.delivery.minimum_amount_to_allow;
  const quantity = Math.min(20, Math.max(1, Math.ceil(minimum / price)));
  const context: BrowserContext = await newContext(browser, { viewport });
  const page: Page = await context.newPage();
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(tenantUrl(token, `/products?product=${slug}`), quantity);
  return { company, settings, context, page, checkout };
}

describe('checkout core: takeaway on demo', () => {
  it('asks for name and phone, remembers the client, and reaches the order summary', async () => {
    const { context, page, checkout } = await start('demo');
    try {
      await checkout.startFromCart('TAKEAWAY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      expect(await checkout.sheet().getByRole('button', { name: 'Back' }).count()).toBe(1);
      const submit = checkout.submit();
      expect(await submit.isDisabled()).toBe(true);

      const phone = checkout.content().locator('input[name="phone"]');
      await checkout.content().locator('input[name="name"]').fill('Ana Tester');
      await phone.pressSequentially('2125550123');
      expect(await phone.inputValue()).toBe('(212) 555-0123');
      expect(await checkout.content().locator('.c-phone__prefix').innerText()).toBe('+1');
      expect(await submit.isDisabled()).toBe(false);
      await submit.click();

      expect(await checkout.atSummary()).toBe(true);
      const stored = await page.evaluate(() => ({
        clientId: localStorage.getItem('CLIENT_ID'),
        cookie: document.cookie,
      }));
      expect(stored.clientId).toMatch(/\S+/);
      expect(stored.cookie).toContain('COOKIE_CLIENT_NAME=Ana%20Tester');
    } finally {
      await context.close();
    }
  });

  it('shows the phone error after blur, and leaving asks for confirmation first', async () => {
    const { context, checkout } = await start('demo', DESKTOP);
    try {
      await checkout.startFromCart('TAKEAWAY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      const phone = checkout.content().locator('input[name="phone"]');
      await phone.pressSequentially('12');
      await checkout.content().locator('input[name="name"]').focus();
      await expect
        .poll(() => checkout.content().locator('.c-field__error').innerText())
        .toBe('This number is too short');

      await checkout.sheet().getByRole('button', { name: 'Close' }).click();
      const confirm = checkout.page.getByRole('dialog', {
        name: 'Do you want to leave your order?',
      });
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      expect(await checkout.sheet().count()).toBe(1);
      await checkout.page.keyboard.press('Escape');
      await confirm.waitFor();
      await confirm.getByRole('button', { name: 'Leave' }).click();
      await checkout.sheet().waitFor({ state: 'detached' });
    } finally {
      await context.close();
    }
  });
});

describe('checkout core: delivery with a typed address', () => {
  it('whatsburger (fixed price): adds a manual address and reaches the summary with its price', async () => {
    const { company, settings, context, checkout } = await start('whatsburger');
    try {
      await checkout.startFromCart('DELIVERY');
      await checkout.fillClientInfo('Camila Prueba', '3001234567');
      await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
      await checkout.addManualAddress({
        street: 'Calle 85',
        number: '11-53',
        complement: 'Apto 301',
      });
      expect(await checkout.atSummary()).toBe(true);
      const price = settings.delivery.prices.fixed?.price ?? 0;
      const text = formatMoney(price, company.currency);
      await expect.poll(() => checkout.content().innerText()).toContain(text);
    } finally {
      await context.close();
    }
  });

  it('demo (priced by distance): an address beyond every range is marked invalid (§8)', async () => {
    const { context, checkout } = await start('demo');
    try {
      await checkout.startFromCart('DELIVERY');
      await checkout.fillClientInfo('Ben Tester', '2125550199');
      // Ranges price by coordinates, so 'add new address' opens the search (issue [9/13]).
      const delivery = new DeliveryPageObject(checkout);
      await delivery.openSearch();
      await delivery.search('Steinway Street 30');
      await delivery.options().first().click();
      await delivery.continueButton().click();
      await delivery.confirmPlace('Suite 4');
      await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
      await checkout.invalidAddresses().first().waitFor();
      expect(await checkout.addresses().count()).toBe(1);
      // The server's code for it (issue [7/13]), in the diner's language.
      expect(await checkout.notice().innerText()).toBe(enErrors.outside_delivery_area);
      expect(await checkout.submit().isDisabled()).toBe(true);
      await checkout.coverageButton().click();
      await checkout.page.getByRole('dialog', { name: 'View coverage area' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

// Issue [7/13] end to end: a delivery cart below the delivery minimum says so on the cart page,
// with the minimum and what is missing in the company currency, and cannot start a delivery
// checkout; the checkout's first screen says it too when the cart shrinks in another tab.
// Amounts come from the API's settings and catalogue and the domain formatter, never copies.
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { formatMoney } from '../../src/domain/money';
import { effectiveStock } from '../../src/domain/stock';
import type { Category, Currency, Product } from '../../src/domain/types';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';

type Dictionary = Record<string, unknown>;

/** A key of a source dictionary, filled like the storefront's t(). */
function text(locale: string, ns: string, key: string, params: Record<string, string>): string {
  const file = new URL(`../../src/i18n/locales/${locale}/${ns}.json`, import.meta.url);
  let node: unknown = JSON.parse(readFileSync(file, 'utf8')) as Dictionary;
  for (const part of key.split('.')) node = (node as Dictionary)[part];
  if (typeof node !== 'string') throw new Error(`no ${locale} ${ns}.${key}`);
  return node.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** A tenant with a delivery minimum, and a one-variant product that alone stays below it. */
async function belowMinimum(token: string) {
  const { company, settings } = await companyByToken(token);
  const minimum = settings.delivery.minimum_amount_to_allow;
  expect(minimum).toBeGreaterThan(0);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p: Product) =>
        p.visible &&
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) > 0 &&
        (p.product_variants[0]?.price ?? 0) < minimum &&
        p.modifier_groups.every((g) => !g.required) &&
        effectiveStock(p.product_variants[0]!, p) > 20,
    );
  if (!product) throw new Error(`${token} has no simple product below its delivery minimum`);
  const price = product.product_variants[0]?.price ?? 0;
  const url = tenantUrl(token, `/products?product=${productSlug(product.name, product.id)}`);
  return { company, minimum, price, product, url };
}

const amounts = (minimum: number, items: number, currency: Currency) => ({
  minimum: formatMoney(minimum, currency),
  missing: formatMoney(minimum - items, currency),
});

describe('the delivery minimum before the address step', () => {
  it('the cart shows the minimum and what is missing, and delivery cannot start until reached', async () => {
    const { company, minimum, price, product, url } = await belowMinimum('demo');
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await new CheckoutPageObject(page).addProductAndOpenCart(url, 1);
      const cart = new CartPageObject(page);
      const delivery = cart.startButton('DELIVERY');
      const expected = text(
        'en',
        'cart',
        'checkout.deliveryMinimum',
        amounts(minimum, price, company.currency),
      );
      await expect.poll(() => cart.deliveryMinimum().innerText()).toBe(expected);
      expect(await delivery.isDisabled()).toBe(true);
      // The reason is the button's description, as for a paused order type.
      expect(await cart.describedBy(delivery)).toEqual([expected]);
      // Other order types are not held back by the delivery minimum.
      expect(await cart.startButton('TAKEAWAY').isEnabled()).toBe(true);

      // Raising the quantity updates what is missing, then lifts the block.
      await cart.plus(product.name).click();
      const two = 2 * price;
      if (two < minimum) {
        await expect
          .poll(() => cart.deliveryMinimum().innerText())
          .toBe(
            text('en', 'cart', 'checkout.deliveryMinimum', amounts(minimum, two, company.currency)),
          );
      }
      const needed = Math.ceil(minimum / price);
      for (let quantity = 2; quantity < needed; quantity++) await cart.plus(product.name).click();
      await expect.poll(() => cart.quantity(product.name)).toBe(needed);
      await expect.poll(() => delivery.isEnabled()).toBe(true);
      expect(await cart.deliveryMinimum().count()).toBe(0);
      expect(await delivery.getAttribute('aria-describedby')).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('speaks the company language and currency (sabor, Portuguese, BRL)', async () => {
    const { company, minimum, price, url } = await belowMinimum('sabor');
    const context = await newContext(browser, { viewport: PHONE, locale: 'pt-BR' });
    try {
      const page = await context.newPage();
      await new CheckoutPageObject(page).addProductAndOpenCart(url, 1);
      const cart = new CartPageObject(page);
      await expect
        .poll(() => cart.deliveryMinimum().innerText())
        .toBe(
          text('pt', 'cart', 'checkout.deliveryMinimum', amounts(minimum, price, company.currency)),
        );
      expect(await cart.startButton('DELIVERY').isDisabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('an open delivery checkout says so when another tab takes the cart below the minimum', async () => {
    const { company, minimum, price, product, url } = await belowMinimum('demo');
    const needed = Math.ceil(minimum / price);
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const checkout = new CheckoutPageObject(page);
      await checkout.addProductAndOpenCart(url, needed);
      await checkout.startFromCart('DELIVERY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      expect(await checkout.deliveryMinimum().count()).toBe(0);

      // The other tab removes one: now below the minimum.
      const other = await context.newPage();
      const otherCart = new CartPageObject(other);
      await otherCart.open(tenantUrl('demo', '/cart'));
      await otherCart.minus(product.name).click();
      const items = (needed - 1) * price;
      await expect
        .poll(() => checkout.deliveryMinimum().innerText(), { timeout: 10_000 })
        .toBe(text('en', 'checkout', 'deliveryMinimum', amounts(minimum, items, company.currency)));
      // It is a status message, announced where it appears.
      expect(
        await checkout.deliveryMinimum().evaluate((el) => el.closest('[role="status"]') !== null),
      ).toBe(true);
    } finally {
      await context.close();
    }
  });
});

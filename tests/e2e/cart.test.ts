// Issue [3/6] end-to-end (§2.5, §4.7, §5.4): the local-first cart, filled through the real
// products page, at 360 px and at desktop width. Expected values come from the API catalogue
// and the domain functions, never from copies.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/db/connection';
import { seedId } from '../../server/seed/ids';
import { buildCartLine } from '../../src/domain/cart-line';
import { legalLinks } from '../../src/domain/links';
import { formatMoney } from '../../src/domain/money';
import { orderTypesForCheckout } from '../../src/domain/order-taking';
import { cartTotal } from '../../src/domain/pricing';
import { effectiveStock } from '../../src/domain/stock';
import type { Category, Product } from '../../src/domain/types';
import { apiGet, companyByToken } from './support/api';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import type { Viewport } from './support/browser';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { ProductsPageObject } from './pages/products';
import { serverDataDir } from './support/server-port';

const en = JSON.parse(
  readFileSync(new URL('../../src/i18n/locales/en/cart.json', import.meta.url), 'utf8'),
) as {
  line: { noMoreStock: string; delete: string; increase: string };
  checkout: { orderNow: string; start: Record<string, string>; termsLink: string };
};

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function catalogue(token: string) {
  const { company, settings } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  return { company, settings, products: categories.flatMap((c) => c.products) };
}

function named(products: Product[], name: string): Product {
  const product = products.find((p) => p.name === name);
  if (!product) throw new Error(`seed has no product ${name}`);
  return product;
}

/** One-variant products with no required modifiers add straight from the detail. */
function simple(products: Product[]): Product {
  const product = products.find(
    (p) =>
      p.visible &&
      p.product_variants.length === 1 &&
      p.modifier_groups.every((g) => !g.required) &&
      effectiveStock(p.product_variants[0]!, p) > 1,
  );
  if (!product) throw new Error('seed has no simple product');
  return product;
}

const lineOf = (product: Product, quantity: number) =>
  buildCartLine({ product, variant: product.product_variants[0]!, modifiers: [], quantity });

/** Adds a product through the real products page UI: its card, then the detail's add button. */
async function addFromCard(products: ProductsPageObject, name: string): Promise<void> {
  await products.cards().filter({ hasText: name }).first().locator('button').click();
  await products.detail().waitFor();
  await products.addButton().click();
  await products.detail().waitFor({ state: 'detached' });
  // The detail clears ?product= 100 ms after closing; a click before that would be undone.
  await expect.poll(() => products.query('product')).toBeNull();
}

async function openProducts(page: Page, token: string, query = ''): Promise<ProductsPageObject> {
  const products = new ProductsPageObject(page);
  await products.open(tenantUrl(token, `/products${query}`));
  await products.ready();
  return products;
}

async function goToCart(products: ProductsPageObject): Promise<CartPageObject> {
  // By class, not by name: Spanish and Arabic tenants label it in their language.
  await products.bar().locator('.pp-bar__button').click();
  const cart = new CartPageObject(products.page);
  await cart.ready();
  return cart;
}

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('§2.5 cart on %s', (_label, viewport: Viewport) => {
  // A fresh context per test: its own IndexedDB, so no test depends on another's leftovers.
  let context: BrowserContext;
  beforeEach(async () => {
    context = await newContext(browser, { viewport });
  });
  afterEach(async () => {
    await context.close();
  });

  it('merges, caps at stock, keeps totals equal to the domain, survives reload, deletes', async () => {
    const { company, products: all } = await catalogue('demo');
    const bread = named(all, 'Garlic Bread');
    const crab = named(all, 'Crab Cakes');
    const crabStock = effectiveStock(crab.product_variants[0]!, crab);
    expect(crabStock).toBeGreaterThan(1);
    const page = await context.newPage();
    const products = await openProducts(page, 'demo');
    await addFromCard(products, bread.name);
    await addFromCard(products, bread.name);
    await addFromCard(products, crab.name);
    const cart = await goToCart(products);

    expect(await cart.title()).toBe(`${company.name} - Your cart`);
    expect(await page.title()).toBe(`${company.name} - Your cart`);
    expect(await cart.names()).toEqual([bread.name, crab.name]);
    expect(await cart.quantity(bread.name)).toBe(2);

    for (let q = 1; q < crabStock; q++) await cart.plus(crab.name).click();
    await expect.poll(() => cart.quantity(crab.name)).toBe(crabStock);
    expect(await cart.plus(crab.name).isDisabled()).toBe(true);
    expect(await cart.reason(crab.name).innerText()).toBe(en.line.noMoreStock);
    expect(await cart.plus(bread.name).isDisabled()).toBe(false);

    const expected = formatMoney(
      cartTotal([lineOf(bread, 2), lineOf(crab, crabStock)]),
      company.currency,
    );
    expect(await cart.itemsTotal()).toBe(expected);
    expect(await cart.barTotal()).toBe(expected);
    expect(await cart.count()).toBe(`${2 + crabStock} products`);

    await page.reload();
    await cart.ready();
    expect(await cart.names()).toEqual([bread.name, crab.name]);
    expect(await cart.quantity(bread.name)).toBe(2);
    expect(await cart.quantity(crab.name)).toBe(crabStock);
    expect(await cart.plus(crab.name).isDisabled()).toBe(true);

    await cart.minus(bread.name).click();
    await expect.poll(() => cart.quantity(bread.name)).toBe(1);
    expect(await cart.minus(bread.name).getAttribute('aria-label')).toBe(
      en.line.delete.replace('{name}', bread.name),
    );
    await cart.minus(bread.name).click();
    await expect.poll(() => cart.names()).toEqual([crab.name]);
    expect(await cart.itemsTotal()).toBe(
      formatMoney(cartTotal([lineOf(crab, crabStock)]), company.currency),
    );
  });

  it('a second tab on the same tenant follows changes made in the first', async () => {
    const { products: all } = await catalogue('demo');
    const item = simple(all);
    const first = await context.newPage();
    const products = await openProducts(first, 'demo');
    await addFromCard(products, item.name);
    const cartA = await goToCart(products);
    const second = await context.newPage();
    const cartB = new CartPageObject(second);
    await cartB.open(tenantUrl('demo', '/cart'));
    expect(await cartB.names()).toEqual([item.name]);

    await cartA.plus(item.name).click();
    await expect.poll(() => cartB.quantity(item.name)).toBe(2);
    await cartB.minus(item.name).click();
    await cartB.minus(item.name).click();
    await cartA.empty().waitFor();
  });

  it('two tenants keep separate carts', async () => {
    const demo = simple((await catalogue('demo')).products);
    const sabor = simple((await catalogue('sabor')).products);
    const page = await context.newPage();
    const demoProducts = await openProducts(page, 'demo');
    await addFromCard(demoProducts, demo.name);
    expect(await (await goToCart(demoProducts)).names()).toEqual([demo.name]);
    const saborProducts = await openProducts(page, 'sabor');
    await addFromCard(saborProducts, sabor.name);
    expect(await (await goToCart(saborProducts)).names()).toEqual([sabor.name]);

    const cart = new CartPageObject(page);
    await cart.open(tenantUrl('demo', '/cart'));
    expect(await cart.names()).toEqual([demo.name]);
    await cart.minus(demo.name).click();
    await cart.empty().waitFor();
    await cart.open(tenantUrl('sabor', '/cart'));
    expect(await cart.names()).toEqual([sabor.name]);
  });

  it('offers one start button per order type, with the legal links', async () => {
    const { company, settings, products: all } = await catalogue('demo');
    const types = orderTypesForCheckout({
      company,
      settings,
      now: new Date(),
      appIsReadonly: false,
      qrServiceType: null,
    });
    expect(types.length).toBeGreaterThan(0);
    const page = await context.newPage();
    const products = await openProducts(page, 'demo');
    await addFromCard(products, simple(all).name);
    const cart = await goToCart(products);
    expect(await cart.startButtons().allInnerTexts()).toEqual(
      types.map((type) => en.checkout.start[type.name]),
    );
    const terms = cart.checkout().getByRole('link', { name: en.checkout.termsLink });
    expect(await terms.getAttribute('href')).toBe(legalLinks('en').terms);
  });

  it('shows the empty view, and swiping the summary bar down returns to the menu', async () => {
    const page = await context.newPage();
    const cart = new CartPageObject(page);
    await cart.open(tenantUrl('demo', '/cart?utm_source=e2e'));
    expect(await cart.empty().getByRole('link').getAttribute('href')).toBe(
      '/products?utm_source=e2e',
    );
    const bar = await page.locator('.c-cart-bar h1').boundingBox();
    if (!bar) throw new Error('summary bar not laid out');
    await page.mouse.move(bar.x + bar.width / 2, bar.y + 5);
    await page.mouse.down();
    await page.mouse.move(bar.x + bar.width / 2, bar.y + 120, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/products');
    expect(new URL(page.url()).searchParams.get('utm_source')).toBe('e2e');
  });

  it('with a table QR, a single enabled Order now button opens the checkout', async () => {
    const item = simple((await catalogue('demo')).products);
    const qrId = seedId('demo', 'qr', 'Table 1');
    const page = await context.newPage();
    const products = await openProducts(page, 'demo', `?qr-id=${qrId}`);
    await addFromCard(products, item.name);
    const cart = await goToCart(products);
    expect(new URL(page.url()).searchParams.get('qr-id')).toBe(qrId);
    const orderNow = cart.checkout().getByRole('button');
    expect(await orderNow.allInnerTexts()).toEqual([en.checkout.orderNow]);
    expect(await cart.startButtons().count()).toBe(0);
    expect(await orderNow.isEnabled()).toBe(true);
    await orderNow.click();
    await page.getByRole('dialog').first().waitFor();
  });
});

describe('§1 right-to-left cart', () => {
  it('the Arabic tenant lays the cart out from the right', async () => {
    const item = simple((await catalogue('alnakheel')).products);
    const context = await newContext(browser, { viewport: PHONE, locale: 'ar' });
    try {
      const page = await context.newPage();
      const products = await openProducts(page, 'alnakheel');
      await addFromCard(products, item.name);
      const cart = await goToCart(products);
      expect(await cart.names()).toEqual([item.name]);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const back = await page.locator('.c-cart-bar .c-icon-button').boundingBox();
      const plus = await cart.plus(item.name).boundingBox();
      if (!back || !plus) throw new Error('cart not laid out');
      // Start is the right edge in RTL: the back button sits right, the stepper's plus left.
      expect(back.x).toBeGreaterThan(PHONE.width / 2);
      expect(plus.x).toBeLessThan(PHONE.width / 2);
    } finally {
      await context.close();
    }
  });
});

describe('a refreshed catalogue changes the cart visibly', () => {
  /** Changes a variant's price in the server's own database, as staff would; bumps the version. */
  function setPrice(companyId: string, variantId: string, price: number): void {
    const db = new Database(join(serverDataDir(), SQLITE_FILE_NAME));
    try {
      db.prepare('UPDATE product_variants SET price = ? WHERE id = ?').run(price, variantId);
      db.prepare('UPDATE companies SET catalog_version = catalog_version + 1 WHERE id = ?').run(
        companyId,
      );
    } finally {
      db.close();
    }
  }

  it('a changed price updates the line and shows a dismissible notice', async () => {
    const { company, products: all } = await catalogue('demo');
    const item = named(all, 'Sparkling Water');
    const variant = item.product_variants[0]!;
    const before = lineOf(item, 1);
    const newPrice = before.orderProduct.selectedProductPriceToPay + 100;
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const products = await openProducts(page, 'demo');
      await addFromCard(products, item.name);
      const cart = await goToCart(products);
      setPrice(company.id, variant.id, newPrice);
      await page.reload();
      await cart.ready();
      const notice = page.locator('.c-cart-notice');
      await notice.waitFor();
      expect(await notice.innerText()).toBe(
        `The price of ${item.name} changed from ${formatMoney(cartTotal([before]), company.currency)} to ${formatMoney(newPrice, company.currency)}.`,
      );
      expect(await cart.itemsTotal()).toBe(formatMoney(newPrice, company.currency));
      await notice.getByRole('button', { name: 'Dismiss' }).click();
      await notice.waitFor({ state: 'detached' });
    } finally {
      setPrice(company.id, variant.id, variant.price ?? 0);
      await context.close();
    }
  });
});

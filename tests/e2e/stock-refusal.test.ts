// Issue [7/13] end to end, "something ran out between the summary and the tap": diner A has 3
// Poke Bowls (stock 4) on the order summary; diner B orders 2 meanwhile. A's tap is refused with
// 409 out_of_stock naming what is left, and the storefront corrects A's cart to 2, says so on
// the cart page, and never places the refused draft. A can then order what is left.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { effectiveStock } from '../../src/domain/stock';
import type { Category, Company, Order, Product } from '../../src/domain/types';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const enCart = read<{ notices: { stockReduced: string } }>('../../src/i18n/locales/en/cart.json');
const enSummary = read<{ stockChanged: string }>('../../src/i18n/locales/en/summary.json');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function pokeBowl(): Promise<{ company: Company; product: Product; url: string }> {
  const { company } = await companyByToken('demo');
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = categories.flatMap((c) => c.products).find((p) => p.name === 'Poke Bowl');
  if (!product) throw new Error('demo has no Poke Bowl');
  return {
    company,
    product,
    url: tenantUrl('demo', `/products?product=${productSlug(product.name, product.id)}`),
  };
}

/** Drafts this page created (the server's answers to its creates). */
function draftsOf(page: Page): string[] {
  const drafts: string[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/ms-orders/public/orders')) return;
    if (!response.ok()) return;
    void response
      .json()
      .then((order: Order) => drafts.push(order.id))
      .catch(() => undefined);
  });
  return drafts;
}

/** From the cart to the order summary for takeaway, cash chosen. */
async function toSummary(checkout: CheckoutPageObject, name: string): Promise<void> {
  await checkout.startFromCart('TAKEAWAY');
  await checkout.content().waitFor();
  if ((await checkout.screen()) === 'CHECKOUT_STEP_CLIENT_INFO')
    await checkout.fillClientInfo(name, '2125550143', 'US');
  expect(await checkout.atSummary()).toBe(true);
  const form = checkout.content().locator('form.cs-summary');
  await form.waitFor();
  await form.locator('[data-method="cash"] input').check();
}

async function placeFromSummary(page: Page): Promise<string> {
  await new CheckoutPageObject(page).content().getByTestId('summary-submit').click();
  await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('order_id') ?? '';
}

describe('a placement refused because stock ran out', () => {
  let dinerA: BrowserContext;
  let dinerB: BrowserContext;
  beforeEach(async () => {
    dinerA = await newContext(browser, { viewport: PHONE });
    dinerB = await newContext(browser, { viewport: PHONE });
  });
  afterEach(async () => {
    await dinerB.close();
    await dinerA.close();
  });

  it('corrects the cart with a notice, places nothing, and the corrected cart can be ordered', async () => {
    const { company, product, url } = await pokeBowl();
    const variant = product.product_variants[0]!;
    expect(effectiveStock(variant, product)).toBe(4);

    const pageA = await dinerA.newPage();
    const draftsA = draftsOf(pageA);
    const checkoutA = new CheckoutPageObject(pageA);
    await checkoutA.addProductAndOpenCart(url, 3);
    await toSummary(checkoutA, `Stock Tester A ${Date.now().toString(36)}`);
    await expect.poll(() => draftsA.length).toBe(1);

    // Diner B takes 2 of the 4 while A looks at the summary.
    const pageB = await dinerB.newPage();
    const checkoutB = new CheckoutPageObject(pageB);
    await checkoutB.addProductAndOpenCart(url, 2);
    await toSummary(checkoutB, `Stock Tester B ${Date.now().toString(36)}`);
    const placedB = await placeFromSummary(pageB);
    expect(placedB).not.toBe('');

    // A taps: refused, and brought to a corrected cart that says what changed.
    await pageA.bringToFront();
    const placement = pageA.waitForResponse((r) => r.request().method() === 'PATCH');
    await checkoutA.content().getByTestId('summary-submit').click();
    const refused = await placement;
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: 'out_of_stock',
      items: [{ variant_id: variant.id, requested: 3, available: 2 }],
    });
    await pageA.waitForURL((u) => u.pathname === '/cart', { timeout: 20_000 });
    expect(await checkoutA.sheet().count()).toBe(0);
    const cartA = new CartPageObject(pageA);
    await cartA.ready();
    expect(await cartA.quantity(product.name)).toBe(2);
    const name = variant.name ? `${product.name} (${variant.name})` : product.name;
    const notice = pageA.locator('.c-cart-notice--stock_reduced');
    await notice.first().waitFor();
    expect(await notice.allInnerTexts()).toEqual([
      enCart.notices.stockReduced.replace('{name}', name).replace('{count}', '2'),
    ]);
    expect(await pageA.locator('.c-snackbar').innerText()).toContain(enSummary.stockChanged);
    // The corrected cart cannot grow past what is left.
    expect(await cartA.plus(product.name).isDisabled()).toBe(true);

    // The refused draft was never placed.
    const draft = await apiGet<Order>(
      `/ms-orders/public/companies/${company.id}/orders/${draftsA[0] ?? ''}`,
    );
    expect(draft.status).toBe('INITIATED');
    expect(draft.placed_at).toBeNull();

    // What is left can be ordered.
    await toSummary(checkoutA, 'ignored');
    const placedA = await placeFromSummary(pageA);
    const order = await apiGet<Order>(
      `/ms-orders/public/companies/${company.id}/orders/${placedA}`,
    );
    expect(order.status).not.toBe('INITIATED');
    expect(order.combos.reduce((n, c) => n + c.quantity, 0)).toBe(2);
  });
});

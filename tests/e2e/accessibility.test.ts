// Issue [13/13] accessibility, end to end: axe (axe-core through @axe-core/playwright) on every
// storefront page, on its open sheets and dialogs, and on /kitchen, for demo (English) and
// alnakheel (Arabic, right to left) at 360 px. Any violation of impact 'serious' or 'critical'
// fails, and so does a skipped heading level (heading-order, moderate), listed with its rule,
// impact, target selectors and the page or state it was found in.
// Also: focus is never lost (a sheet opened by URL, a route change, Escape on a dialog).
//
// Rules: WCAG 2.0, 2.1 and 2.2 A and AA, plus axe's best practices (landmarks, headings, nested
// interactive controls, scrollable regions that cannot be focused …). Other moderate and minor
// findings do not fail the run. docs/decisions.md ("Accessibility sweep") says why.
import { appendFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { effectiveStock } from '../../src/domain/stock';
import type { Category, Product } from '../../src/domain/types';
import arProducts from '../../src/i18n/locales/ar/products.json';
import enProducts from '../../src/i18n/locales/en/products.json';
import { apiGet, companyByToken } from './support/api';
import { PHONE, launchBrowser } from './support/browser';
import { interactive } from './support/interactive';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';
import { DeliveryPageObject } from './pages/delivery';
import { deviceAddress } from './pages/kitchen';
import { ProductsPageObject } from './pages/products';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const FAILING: ReadonlySet<string> = new Set(['serious', 'critical']);
/** Rules that fail at any impact: the pages' heading outline skips no level. */
const FAILING_RULES: ReadonlySet<string> = new Set(['heading-order']);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Waits for the transitions and animations that end (a sheet sliding in), not the spinners. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;
const nodesOf = (nodes: Results['violations'][number]['nodes']) =>
  nodes.map((n) => `${n.target.join(' ')}${n.any[0] ? ` :: ${n.any[0].message}` : ''}`).join(' | ');

/**
 * AXE_REPORT=<file> appends every finding, at every impact, and axe's undecided ("incomplete")
 * results, for reading by hand; the run itself fails on serious and critical violations only.
 */
function report(file: string, state: string, results: Results): void {
  const lines = [
    `[${state}] ${results.passes.length} rules passed`,
    ...results.violations.map((v) => `  violation ${v.id} (${v.impact}): ${nodesOf(v.nodes)}`),
    ...results.incomplete.map((v) => `  incomplete ${v.id} (${v.impact}): ${nodesOf(v.nodes)}`),
  ];
  appendFileSync(file, `${lines.join('\n')}\n`);
}

/** One line per failing violation: state, rule, impact and the nodes' selectors. */
async function audit(page: Page, state: string, found: string[]): Promise<void> {
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  if (process.env.AXE_REPORT) report(process.env.AXE_REPORT, state, results);
  for (const violation of results.violations) {
    if (!FAILING.has(violation.impact ?? '') && !FAILING_RULES.has(violation.id)) continue;
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(' | ');
    found.push(`[${state}] ${violation.id} (${violation.impact}): ${targets}`);
  }
}

function summary(found: readonly string[]): string {
  return `axe found ${found.length} failing violation(s):\n${found.join('\n')}`;
}

/** The element that has the focus, described well enough to say where it went. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const label = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? '';
    return `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} ${label}`;
  });
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => el === document.activeElement);
}

/** A visible product that needs no choice, priced, with stock to spare. */
async function simpleProduct(token: string): Promise<{ product: Product; price: number }> {
  const { company } = await companyByToken(token);
  const categories = await apiGet<Category[]>(
    `/ms-products/public/companies/${company.id}/categories`,
  );
  const product = categories
    .flatMap((c) => c.products)
    .find(
      (p) =>
        p.visible &&
        p.product_variants.length === 1 &&
        (p.product_variants[0]?.price ?? 0) > 0 &&
        p.modifier_groups.every((g) => !g.required) &&
        effectiveStock(p.product_variants[0]!, p) > 20,
    );
  if (!product) throw new Error(`${token} has no simple product`);
  return { product, price: product.product_variants[0]?.price ?? 0 };
}

interface Tenant {
  token: string;
  locale: string;
  notFound: string;
  pills: { loyalty: string; coupons: string };
  /** Name and a national phone number in the company's country. */
  client: { name: string; phone: string; country: string };
  /** Delivery: by address search (priced by distance) or by a typed address (fixed price). */
  delivery: { kind: 'search'; query: string } | { kind: 'manual'; street: string };
}

const TENANTS: Tenant[] = [
  {
    token: 'demo',
    locale: 'en-US',
    notFound: '/en/404',
    pills: { loyalty: enProducts.loyalty.open, coupons: enProducts.coupons.open },
    client: { name: 'Axe Tester', phone: '2125550143', country: 'US' },
    delivery: { kind: 'search', query: '200 Broadway' },
  },
  {
    token: 'alnakheel',
    locale: 'ar',
    notFound: '/ar/404',
    pills: { loyalty: arProducts.loyalty.open, coupons: arProducts.coupons.open },
    client: { name: 'سارة', phone: '501234567', country: 'AE' },
    delivery: { kind: 'manual', street: 'شارع الوصل' },
  },
];

/** Opens a dialog with `opener`, audits it, closes it with Escape and expects focus back. */
async function auditDialog(
  page: Page,
  opener: Locator,
  dialog: Locator,
  state: string,
  found: string[],
): Promise<void> {
  await opener.click();
  await dialog.waitFor();
  await audit(page, state, found);
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(await isFocused(opener), `${state}: Escape returns focus to its opener`).toBe(true);
}

/**
 * Each walkthrough below audits about ten screens with axe. Alone one takes 20–30 s; with two e2e
 * files sharing the machine's two cores it passed 60 s in a full gate on a slow day.
 */
const WALKTHROUGH_TIMEOUT_MS = 180_000;

describe.each(TENANTS)(
  'axe on $token at 360 px',
  (tenant) => {
    let context: BrowserContext;
    let page: Page;
    const url = (path: string) => tenantUrl(tenant.token, path);

    beforeAll(async () => {
      context = await browser.newContext({
        viewport: PHONE,
        locale: tenant.locale,
        serviceWorkers: 'allow',
        // Each kitchen sign-in comes from its own simulated tablet (pages/kitchen.ts).
        extraHTTPHeaders: { 'x-forwarded-for': deviceAddress() },
      });
      page = await context.newPage();
    });

    afterAll(async () => {
      await context.close();
    });

    it('landing, company information, opening hours, products and its sheets, info', async () => {
      const found: string[] = [];
      await page.goto(url('/'));
      await interactive(page);
      await page.locator('.lp-brand__name').waitFor();
      await audit(page, 'landing /', found);
      await auditDialog(
        page,
        page.locator('.lp-brand .lp-icon-button'),
        page.getByRole('dialog'),
        'company information dialog',
        found,
      );
      await auditDialog(
        page,
        page.locator('.lp-header button.oh-status'),
        page.getByRole('dialog'),
        'opening hours dialog',
        found,
      );

      const products = new ProductsPageObject(page);
      await products.open(url('/products'));
      await products.ready();
      await audit(page, '/products', found);
      await auditDialog(
        page,
        page.locator('.pp-header__categories'),
        page.getByRole('dialog'),
        'categories drawer',
        found,
      );
      const pill = (name: string) =>
        page.locator('.pp-header__chips button.pp-pill', { hasText: name });
      if ((await pill(tenant.pills.coupons).count()) > 0)
        await auditDialog(
          page,
          pill(tenant.pills.coupons),
          page.getByRole('dialog'),
          'coupons drawer',
          found,
        );
      if ((await pill(tenant.pills.loyalty).count()) > 0)
        await auditDialog(
          page,
          pill(tenant.pills.loyalty),
          page.getByRole('dialog'),
          'loyalty modal',
          found,
        );
      await auditDialog(
        page,
        products.cards().first().locator('button').first(),
        products.detail(),
        'product detail sheet',
        found,
      );

      await page.goto(url('/info'));
      await interactive(page);
      await page.locator('#info-title').waitFor();
      await audit(page, '/info', found);

      const cart = new CartPageObject(page);
      await cart.open(url('/cart'));
      await cart.empty().waitFor();
      await audit(page, '/cart (empty)', found);

      const missing = await page.goto(url(tenant.notFound));
      expect(missing?.status()).toBe(404);
      await audit(page, tenant.notFound, found);
      expect(found, summary(found)).toEqual([]);
    });

    it('cart with an item, each checkout screen, the order summary and tracking', async () => {
      const found: string[] = [];
      const { settings } = await companyByToken(tenant.token);
      const { product, price } = await simpleProduct(tenant.token);
      const minimum = settings.delivery.minimum_amount_to_allow;
      const quantity = Math.max(1, Math.ceil(minimum / price));
      const checkout = new CheckoutPageObject(page);
      const slug = productSlug(product.name, product.id);
      await checkout.addProductAndOpenCart(url(`/products?product=${slug}`), quantity);
      await new CartPageObject(page).ready();
      await audit(page, '/cart (with an item, order types)', found);

      await checkout.startFromCart('DELIVERY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      await audit(page, 'checkout: client info', found);
      // Escape asks before leaving the order (§2.10); 'cancel' goes back to the sheet.
      await page.keyboard.press('Escape');
      const confirm = page.locator('[role="dialog"]:not(.ck-sheet)');
      await confirm.waitFor();
      await audit(page, 'checkout: leave confirmation', found);
      await confirm.locator('.c-dialog__footer button').first().click();
      await confirm.waitFor({ state: 'detached' });
      await checkout.countryButton().click();
      await checkout.countrySearch().waitFor();
      await audit(page, 'checkout: client info, country picker open', found);
      await checkout.countrySearch().fill(tenant.client.country);
      await checkout
        .content()
        .locator(`[role="option"][data-iso2="${tenant.client.country}"]`)
        .click();
      await checkout.content().locator('input[name="name"]').fill(tenant.client.name);
      await checkout.phoneInput().pressSequentially(tenant.client.phone);
      await checkout.submit().click();

      await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS');
      await audit(page, 'checkout: delivery addresses', found);
      if (tenant.delivery.kind === 'search') {
        const delivery = new DeliveryPageObject(checkout);
        await delivery.openSearch();
        await delivery.search(tenant.delivery.query);
        await audit(page, 'checkout: address search with suggestions', found);
        await delivery.options().first().click();
        await delivery.continueButton().click();
        await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_MAP_ADDRESS_CREATE');
        await audit(page, 'checkout: confirm the found address', found);
        await delivery.confirmPlace('Suite 12');
      } else {
        await checkout.content().locator('.ck-add-address').click();
        await checkout.waitForScreen('CHECKOUT_STEP_DELIVERY_ADDRESS_CREATE');
        await audit(page, 'checkout: typed address form', found);
        await checkout.content().locator('input[name="street"]').fill(tenant.delivery.street);
        await checkout.content().locator('input[name="number"]').fill('12');
        await checkout.submit().click();
      }

      expect(await checkout.atSummary()).toBe(true);
      const form = checkout.content().locator('form.cs-summary');
      await form.waitFor();
      await audit(page, 'checkout: order summary', found);
      const modes = checkout.content().locator('input[name="order_is_for"]');
      if ((await modes.count()) > 1) {
        await checkout.scheduleLater();
        await checkout.times().first().waitFor();
        await audit(page, 'checkout: order summary, scheduling picker', found);
        // Back to 'as soon as possible', so the kitchen shows the order on its board now.
        await modes.first().check();
      }
      const cash = form.locator('[data-method="cash"] input');
      if ((await cash.count()) > 0 && !(await cash.isChecked())) await cash.check();
      await form.getByTestId('summary-submit').click();
      await page.waitForURL((u) => u.pathname === '/tracking', { timeout: 20_000 });
      await page.locator('main:not([aria-busy="true"]) h1').first().waitFor();
      await audit(page, '/tracking (placed order)', found);
      const modal = page.getByRole('dialog');
      if ((await modal.count()) > 0) await audit(page, '/tracking status dialog', found);
      expect(found, summary(found)).toEqual([]);
    });

    it('/kitchen: the sign-in screen and the board', async () => {
      const found: string[] = [];
      await page.goto(url('/kitchen'));
      const password = page.locator('input[type="password"]');
      await password.waitFor();
      await audit(page, '/kitchen sign-in', found);
      await password.fill('demo1234');
      await page.locator('form button[type="submit"]').click();
      await page.locator('.k-columns[aria-busy="false"]').waitFor();
      await page.locator('.k-card').first().waitFor();
      await audit(page, '/kitchen board', found);
      // The tables' tabs (issue [17/21]): the view, and a tab's panel when a table has one open.
      await page.locator('.k-views__button').nth(1).click();
      await page.locator('.k-tabs[aria-busy="false"]').waitFor();
      await audit(page, '/kitchen tables view', found);
      const openTab = page.locator('.k-tab button').last();
      if ((await openTab.count()) > 0)
        await auditDialog(page, openTab, page.getByRole('dialog'), '/kitchen tab panel', found);
      expect(found, summary(found)).toEqual([]);
    });
  },
  WALKTHROUGH_TIMEOUT_MS,
);

describe('focus is never lost (demo, 360 px)', () => {
  it('adding from a sheet opened by URL moves focus to the product card, not <body>', async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const { product } = await simpleProduct('demo');
      const products = new ProductsPageObject(page);
      await page.goto(
        tenantUrl('demo', `/products?product=${productSlug(product.name, product.id)}`),
      );
      await products.detail().waitFor();
      await products.addButton().click();
      await products.detail().waitFor({ state: 'detached' });
      const card = products
        .cards()
        .filter({ hasText: product.name })
        .first()
        .locator('button')
        .first();
      await expect.poll(() => isFocused(card), { message: 'focus on the card' }).toBe(true);
      expect(await focused(page)).not.toBe('body');
    } finally {
      await context.close();
    }
  });

  it("'See cart' moves focus to the cart's heading; the first load leaves focus alone", async () => {
    const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      const { product } = await simpleProduct('demo');
      const products = new ProductsPageObject(page);
      await products.open(tenantUrl('demo', '/products'));
      await products.ready();
      // A first load is not a route change: nothing is focused for the diner.
      expect(await focused(page)).toBe('body');
      await products
        .cards()
        .filter({ hasText: product.name })
        .first()
        .locator('button')
        .first()
        .click();
      await products.detail().waitFor();
      await products.addButton().click();
      await products.detail().waitFor({ state: 'detached' });
      // The closed sheet leaves the URL 100 ms later (useProductRoute); a tap on 'See cart' before
      // then keeps '?product=' in the entry that Back returns to, and the sheet opens again.
      await page.waitForURL((u) => !u.searchParams.has('product'));
      await products.bar().locator('.pp-bar__button').click();
      await page.waitForURL((u) => u.pathname === '/cart');
      const heading = page.locator('main h1, .c-cart-bar h1').first();
      await heading.waitFor();
      await expect
        .poll(() => isFocused(heading), { message: 'focus on the cart heading' })
        .toBe(true);
      // And back to the menu: its heading takes the focus in turn.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/products');
      await expect.poll(() => focused(page), { message: 'focus after going back' }).toMatch(/^h1/);
    } finally {
      await context.close();
    }
  });
});

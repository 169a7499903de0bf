// Issue [16/21] item 20: the language switcher (§2.1) on the pages that had none: /cart, the
// checkout, /tracking (an order, and a link to no order) and /kitchen (its sign-in and its
// board). On each, choosing a language changes the page's text at once, Arabic turns the page
// right to left without anything leaving the phone's screen, and the choice is kept in the
// i18n_redirected cookie as on the landing (tests/e2e/language.test.ts). The back office's own
// are in admin-language.test.ts, on the back office's server.
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import { PHONE, launchBrowser, newContext } from './support/browser';
import type { Viewport } from './support/browser';
import { companyByToken, simpleProduct } from './support/api';
import { localeText as text } from './support/locale-text';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { deviceAddress } from './pages/kitchen';
import { placeCashOrder } from './pages/tracking';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

async function device(locale = 'en-US', viewport: Viewport = PHONE): Promise<Watched> {
  const context = await newContext(browser, { viewport, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** The switcher, named 'Language' in the page's language. */
const switcher = (scope: Page | Locator, locale: string) =>
  scope.getByRole('combobox', { name: text(locale, 'common.language') });

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Nothing wider than the screen, and the switcher wholly on it. */
async function fitsTheScreen(page: Page, control: Locator, viewport: Viewport): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    viewport.width,
  );
  const box = await control.locator('xpath=..').boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
}

async function chosenLanguage(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value;
}

describe('§2.1 the language switcher beyond the menu', () => {
  it('is on /cart: German, then Arabic right to left, kept across a reload', async () => {
    const { context, page, errors } = await device();
    try {
      await page.goto(tenantUrl('demo', '/cart'));
      const { company } = await companyByToken('demo');
      const title = (locale: string) => text(locale, 'cart.title', { name: company.name });
      await page.locator('.c-cart-bar h1', { hasText: title('en') }).waitFor();

      await switcher(page, 'en').selectOption('de');
      await page.locator('.c-cart-bar h1', { hasText: title('de') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'de', dir: 'ltr' });

      await switcher(page, 'de').selectOption('ar');
      await page.locator('.c-cart-bar h1', { hasText: title('ar') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await fitsTheScreen(page, switcher(page, 'ar'), PHONE);
      expect(await chosenLanguage(context)).toBe('ar');

      await page.reload();
      await page.locator('.c-cart-bar h1', { hasText: title('ar') }).waitFor();
      expect(await switcher(page, 'ar').inputValue()).toBe('ar');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is in the checkout sheet, where it changes the screen and stays in the sheet', async () => {
    const { context, page, errors } = await device();
    try {
      const { company } = await companyByToken('demo');
      const product = await simpleProduct(company.id);
      const checkout = new CheckoutPageObject(page);
      const slug = productSlug(product.name, product.id);
      await checkout.addProductAndOpenCart(tenantUrl('demo', `/products?product=${slug}`));
      await checkout.startFromCart('TAKEAWAY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      const title = checkout.sheet().locator('.c-dialog__title');
      expect(await title.innerText()).toBe(text('en', 'checkout.titles.clientInfo'));

      await switcher(checkout.sheet(), 'en').selectOption('fr');
      await expect.poll(() => title.innerText()).toBe(text('fr', 'checkout.titles.clientInfo'));
      const name = checkout
        .content()
        .getByLabel(text('fr', 'checkout.client.name'), { exact: true });
      expect(await name.count()).toBe(1);

      await switcher(checkout.sheet(), 'fr').selectOption('ar');
      await expect.poll(() => title.innerText()).toBe(text('ar', 'checkout.titles.clientInfo'));
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      // The sheet is still open on the same screen, its title readable beside the switcher.
      expect(await checkout.screen()).toBe('CHECKOUT_STEP_CLIENT_INFO');
      await fitsTheScreen(page, switcher(checkout.sheet(), 'ar'), PHONE);
      const titleBox = await title.boundingBox();
      expect(titleBox!.width).toBeGreaterThan(PHONE.width / 3);
      expect(await chosenLanguage(context)).toBe('ar');
      // Reached with Tab from the back button, its ring shows around the compact pill.
      await checkout
        .sheet()
        .getByRole('button', { name: text('ar', 'common.back') })
        .focus();
      await page.keyboard.press('Tab');
      const compact = checkout.sheet().locator('.c-lang--compact');
      expect(await compact.locator('select').evaluate((el) => el === document.activeElement)).toBe(
        true,
      );
      expect(
        await compact.evaluate((el) => [
          getComputedStyle(el).outlineStyle,
          getComputedStyle(el).outlineWidth,
        ]),
      ).toEqual(['solid', '3px']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('is on a shared tracking link, and on the page for an order not found', async () => {
    const order = await placeCashOrder('demo');
    const { context, page, errors } = await device();
    try {
      await page.goto(tenantUrl('demo', `/tracking?order_id=${order.id}`));
      // Right to left, the number is isolated (src/i18n/dictionary.ts): compared without marks.
      const shown = async () =>
        (await page.locator('.c-tracking__header h1').innerText()).replace(/[\u2066-\u2069]/g, '');
      const heading = (locale: string) => ({
        waitFor: () =>
          expect
            .poll(shown)
            .toBe(text(locale, 'tracking.orderNumber', { id: String(order.public_id) })),
      });
      await page.locator('.c-tracking__header h1').waitFor();
      await heading('en').waitFor();
      await switcher(page, 'en').selectOption('es');
      await heading('es').waitFor();
      await page.getByRole('heading', { name: text('es', 'tracking.statusHeading') }).waitFor();

      await switcher(page, 'es').selectOption('ar');
      await heading('ar').waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await fitsTheScreen(page, switcher(page, 'ar'), PHONE);

      expect(errors).toEqual([]);

      // A link to no order (the page logs the API's 404): its message has the switcher too.
      await page.goto(tenantUrl('demo', '/tracking?order_id=no-such-order'));
      await page.getByRole('heading', { name: text('ar', 'tracking.notFound') }).waitFor();
      await switcher(page, 'ar').selectOption('en');
      await page.getByRole('heading', { name: text('en', 'tracking.notFound') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    } finally {
      await context.close();
    }
  });

  it('is on the kitchen sign-in and board, and the board keeps the choice', async () => {
    const { context, page, errors } = await device('en-US', { width: 1024, height: 768 });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
      await page.goto(tenantUrl('demo', '/kitchen'));
      await page.getByRole('heading', { name: text('en', 'kitchen.login.title') }).waitFor();
      await switcher(page, 'en').selectOption('es');
      await page.getByRole('heading', { name: text('es', 'kitchen.login.title') }).waitFor();

      await page.getByLabel(text('es', 'kitchen.login.password')).fill('demo1234');
      await page.getByRole('button', { name: text('es', 'kitchen.login.submit') }).click();
      const toolbar = page.locator('.k-toolbar');
      await toolbar.getByRole('heading', { name: text('es', 'kitchen.title') }).waitFor();

      await switcher(toolbar, 'es').selectOption('ar');
      await toolbar.getByRole('heading', { name: text('ar', 'kitchen.title') }).waitFor();
      await page
        .getByRole('heading', { name: new RegExp(text('ar', 'kitchen.columns.new')) })
        .waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });

      await page.reload();
      await page
        .locator('.k-toolbar')
        .getByRole('heading', { name: text('ar', 'kitchen.title') })
        .waitFor();
      expect(await switcher(page.locator('.k-toolbar'), 'ar').inputValue()).toBe('ar');
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

// The same at 360 px for the sign-in a phone shows: the control fits and reads right to left.
describe('§2.1 the kitchen sign-in on a phone', () => {
  it('fits the screen in Arabic', async () => {
    const { context, page } = await device('en-US');
    try {
      await page.goto(tenantUrl('demo', '/kitchen'));
      await switcher(page, 'en').selectOption('ar');
      await page.getByRole('heading', { name: text('ar', 'kitchen.login.title') }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await fitsTheScreen(page, switcher(page, 'ar'), PHONE);
    } finally {
      await context.close();
    }
  });
});

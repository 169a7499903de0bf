// Issue [13/13] "visual and feedback", end to end: toasts never cover 'See cart'; an item the
// kitchen marks out reaches an open cart within seconds, without a reload; focus never falls to
// <body> when the order summary loads; dialogs carry no banner/contentinfo landmarks.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Product } from '../../src/domain/types';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import type { Viewport } from './support/browser';
import { tenantUrl } from './support/urls';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';
import { KitchenApi } from './pages/kitchen';
import { catalogue, productNamed } from './pages/products';

const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const enCart = read<{ notices: { soldOut: string } }>('../../src/i18n/locales/en/cart.json');

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const productUrl = (product: Product): string =>
  tenantUrl('demo', `/products?product=${productSlug(product.name, product.id)}`);

/** Adds one from the product detail and waits for the detail to close. */
async function addFromDetail(page: Page, product: Product): Promise<void> {
  await page.goto(productUrl(product));
  const detail = page.locator('[role="dialog"].pp-detail');
  await detail.waitFor();
  await detail.locator('.pp-detail__add').click();
  await detail.waitFor({ state: 'detached' });
}

/** What sits at the centre of 'See cart': true when it is the button (or inside it). */
function seeCartIsOnTop(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('.pp-bar__button');
    if (!button) return false;
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && button.contains(hit);
  });
}

/** True when the two elements' boxes overlap. */
function overlap(page: Page, a: string, b: string): Promise<boolean> {
  return page.evaluate(
    ([first, second]) => {
      const x = document.querySelector(first!)?.getBoundingClientRect();
      const y = document.querySelector(second!)?.getBoundingClientRect();
      if (!x || !y) return false;
      return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
    },
    [a, b],
  );
}

describe('toasts stand above the cart bar', () => {
  it.each([
    ['360 px', PHONE],
    ['desktop', DESKTOP],
  ] as [string, Viewport][])(
    'at %s, after the first add, "See cart" stays visible and clickable',
    async (_name, viewport) => {
      const context = await newContext(browser, { viewport });
      try {
        const page = await context.newPage();
        const { categories } = await catalogue('demo');
        await addFromDetail(page, productNamed(categories, 'Brownie Sundae'));
        // Both feedbacks of a first add are up: 'Added to your cart' and the free-delivery alert.
        const toast = page.locator('.c-snackbar');
        await toast.waitFor();
        await page.locator('.pp-free-delivery:not(:empty)').waitFor();
        expect(await toast.isVisible()).toBe(true);
        expect(await seeCartIsOnTop(page)).toBe(true);
        expect(await overlap(page, '.c-snackbar', '.pp-bar')).toBe(false);
        expect(await overlap(page, '.pp-free-delivery', '.pp-bar')).toBe(false);
        expect(await overlap(page, '.c-snackbar', '.pp-free-delivery')).toBe(false);
        // And it works while they show.
        await page.locator('.pp-bar__button').click({ trial: false, timeout: 2_000 });
        await page.locator('main.c-cart').waitFor();
      } finally {
        await context.close();
      }
    },
  );
});

describe('an item the kitchen marks out reaches an open cart', () => {
  it('shows the sold-out notice within seconds of coming back to the tab, without a reload', async () => {
    const { categories } = await catalogue('demo');
    const product = productNamed(categories, 'Kale & Apple Salad');
    const kitchen = await KitchenApi.logIn('demo');
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const checkout = new CheckoutPageObject(page);
      await checkout.addProductAndOpenCart(productUrl(product));
      const cart = new CartPageObject(page);
      await cart.ready();
      expect(await cart.names()).toEqual([product.name]);
      const loads: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) loads.push(frame.url());
      });

      await kitchen.setStock(product.id, false);
      // The diner comes back to the tab.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const notice = page.locator('.c-cart-notice--stock_reduced');
      await notice.waitFor({ timeout: 5_000 });
      expect(await notice.innerText()).toBe(enCart.notices.soldOut.replace('{name}', product.name));
      expect(await cart.lines().count()).toBe(0);
      expect(loads).toEqual([]);
    } finally {
      await context.close();
      await kitchen.setStock(product.id, true);
    }
  });
});

/** Where focus is: the element's tag, and whether it is inside the checkout sheet. */
function focusPlace(page: Page): Promise<{ tag: string | null; inSheet: boolean }> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const sheet = document.querySelector('[role="dialog"].ck-sheet');
    return {
      tag: active?.tagName ?? null,
      inSheet: active !== null && sheet !== null && sheet.contains(active),
    };
  });
}

describe('focus when the order summary loads', () => {
  it('stays in the sheet while the order is created and after, never on <body>', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      // The order's creation answers a little late, so the loading state can be looked at.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/ms-orders/public/orders', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      const { categories } = await catalogue('demo');
      const checkout = new CheckoutPageObject(page);
      await checkout.addProductAndOpenCart(productUrl(productNamed(categories, 'Greek Salad')));
      await checkout.startFromCart('TAKEAWAY');
      await checkout.fillClientInfo(`Focus Tester ${Date.now().toString(36)}`, '2125550143', 'US');
      expect(await checkout.atSummary()).toBe(true);
      await checkout.content().locator('.cs-loading').waitFor();
      // The tapped 'Continue' is gone with its screen: the sheet's title holds focus.
      expect(await focusPlace(page)).toEqual({ tag: 'H2', inSheet: true });

      release();
      await checkout.content().locator('form.cs-summary').waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName !== 'H2');
      const loaded = await focusPlace(page);
      expect(loaded.tag).not.toBe('BODY');
      expect(loaded.inSheet).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('dialogs carry no page landmarks', () => {
  it('has no <header> or <footer> inside a dialog (axe: duplicate banner and contentinfo)', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', '/products'));
      await page.locator('.pp-header__categories').click();
      const dialog = page.locator('[role="dialog"]');
      await dialog.waitFor();
      expect(await dialog.locator('header, footer').count()).toBe(0);
      expect(await dialog.locator('.c-dialog__header h2').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});

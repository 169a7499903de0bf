// Issue [16/21] item 7 end to end, at 360 px: small things a diner notices. The 'Added to your
// cart' toast stays on the menu; the phone field holds §5.1's 25 characters; a product link
// without its id suffix still opens the product, and one that names nothing says so; tracking's
// 'Placed' is when the order was placed, not when its draft began; and the thank-you modal does
// not cover a Pix QR code that is still to pay.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/domain/constants';
import { productSlug } from '../../src/domain/formatting';
import { SQLITE_FILE_NAME } from '../../server/db/connection';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { interactive } from './support/interactive';
import {
  chooseOnline,
  dictionary,
  getOrder,
  text,
  toSummary,
  trackedOrder,
} from './support/paying';
import { serverDataDir } from './support/server-port';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const en = {
  products: dictionary('en', 'products'),
  tracking: dictionary('en', 'tracking'),
};

/** Whether the element's centre is drawn by it (or its content), not by something above it. */
function onTop(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

describe('the "Added to your cart" toast', () => {
  it('stays behind on the menu: on /cart it covers no checkout button', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5, minPrice: 1000 });
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const added = page.locator('.c-snackbar', { hasText: text(en.products, 'detail.added') });
      await page.goto(
        tenantUrl('demo', `/products?product=${productSlug(product.name, product.id)}`),
      );
      const detail = page.locator('[role="dialog"].pp-detail');
      await detail.locator('.pp-detail__add').click();
      await added.waitFor();
      await detail.waitFor({ state: 'detached' });
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('product'));
      // Straight to the cart, well within the toast's four seconds.
      await page.locator('.pp-bar__button').click();
      await page.locator('main.c-cart').waitFor();
      // Gone as the cart shows, not four seconds later.
      expect(await added.count()).toBe(0);
      for (const type of ['DELIVERY', 'TAKEAWAY'])
        expect(await onTop(page.locator(`button[data-service-type="${type}"]`))).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the phone field', () => {
  it('takes at most 25 characters, typed or pasted', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5 });
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const checkout = new CheckoutPageObject(page);
      const slug = productSlug(product.name, product.id);
      await checkout.addProductAndOpenCart(tenantUrl('demo', `/products?product=${slug}`));
      await checkout.startFromCart('TAKEAWAY');
      await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
      const phone = checkout.phoneInput();
      expect(await phone.getAttribute('maxlength')).toBe(String(LIMITS.phoneMax));
      await phone.pressSequentially('1'.repeat(31));
      expect((await phone.inputValue()).length).toBeLessThanOrEqual(LIMITS.phoneMax);
      // A pasted number with its calling code, 31 characters long, is held to the cap too.
      await phone.fill('');
      await phone.evaluate(
        (el, value) => {
          const data = new DataTransfer();
          data.setData('text', value);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
        },
        `+1 ${'2'.repeat(28)}`,
      );
      await expect.poll(() => phone.inputValue()).not.toBe('');
      expect((await phone.inputValue()).length).toBeLessThanOrEqual(LIMITS.phoneMax);
      // Too long for any US number: the form says so, with a capital letter.
      await checkout.content().locator('input[name="name"]').focus();
      await expect
        .poll(() => checkout.phoneError().innerText())
        .toBe(text(dictionary('en', 'validation'), 'phone_too_long'));
      expect(await checkout.phoneError().innerText()).toMatch(/^\p{Lu}/u);
    } finally {
      await context.close();
    }
  });
});

describe('a product link', () => {
  it('without its id suffix still opens the product', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 1 });
    const bare = productSlug(product.name, product.id).replace(/-[^-]+$/, '');
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', `/products?product=${bare}`));
      await page.getByRole('dialog', { name: product.name }).waitFor();
      // The address bar now holds the product's full link.
      expect(new URL(page.url()).searchParams.get('product')).toBe(
        productSlug(product.name, product.id),
      );
    } finally {
      await context.close();
    }
  });

  it('that names no product says it is gone, and shows the menu', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo', '/products?product=no-such-dish-on-this-menu'));
      await interactive(page);
      const notice = page.locator('.c-snackbar', { hasText: text(en.products, 'notFound') });
      await notice.waitFor();
      await page.waitForFunction(() => !new URL(location.href).searchParams.has('product'));
      expect(new URL(page.url()).pathname).toBe('/products');
      expect(await page.locator('[role="dialog"].pp-detail').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

/** 'h:mm' of an instant on the company's wall clock, as the 12-hour demo shows it. */
function wallTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  })
    .format(new Date(iso))
    .replace(/\s*[AP]M$/, '');
}

describe('tracking', () => {
  it('"Placed" is when the order was placed, not when its draft began', async () => {
    const diner = await toSummary(browser, 'demo', '2125550179');
    try {
      const form = diner.checkout.content().locator('form.cs-summary');
      const summary = dictionary('en', 'summary');
      await form.getByRole('tab', { name: text(summary, 'payment.other') }).click();
      await form.getByRole('radio', { name: text(summary, 'payment.methods.cash') }).check();
      await form.getByTestId('summary-submit').click();
      const orderId = await trackedOrder(diner.page);
      // The draft began three hours before it was placed, as far as the server's records go.
      const db = new Database(join(serverDataDir(), SQLITE_FILE_NAME));
      try {
        const earlier = new Date(Date.now() - 3 * 3_600_000).toISOString();
        const moved = db
          .prepare('UPDATE orders SET created_at = ? WHERE id = ?')
          .run(earlier, orderId);
        expect(moved.changes).toBe(1);
      } finally {
        db.close();
      }
      const order = await getOrder(diner.companyId, orderId);
      expect(order.placed_at).not.toBeNull();
      const { company } = await companyByToken('demo');
      await diner.page.reload();
      const placed = diner.page
        .locator('.c-tracking__facts dt', { hasText: text(en.tracking, 'placedAt') })
        .locator('xpath=following-sibling::dd[1]');
      await placed.waitFor();
      const shown = await placed.innerText();
      expect(shown).toContain(wallTime(order.placed_at ?? '', company.timezone ?? 'UTC'));
      expect(shown).not.toContain(wallTime(order.created_at, company.timezone ?? 'UTC'));
    } finally {
      await diner.context.close();
    }
  });

  it('the thank-you modal does not cover a Pix QR code still to pay (sabor)', async () => {
    const diner = await toSummary(browser, 'sabor', '11987650177', 'pt-BR');
    try {
      await chooseOnline(diner, 'pt', 'pix');
      await diner.checkout.submit().click();
      await trackedOrder(diner.page);
      const qr = diner.page.locator('[data-payment="pix"] img.c-pix__qr');
      await qr.waitFor({ timeout: 15_000 });
      // The page has decided about the modal: it waits for the payment.
      await diner.page.locator('main.c-tracking[data-status-modal="held"]').waitFor();
      expect(await diner.page.getByRole('dialog').count()).toBe(0);
      expect(await onTop(qr)).toBe(true);
    } finally {
      await diner.context.close();
    }
  });
});

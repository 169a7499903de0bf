// Issue [7/13] end-to-end, staff side: the kitchen card shows what staff need (the scheduled time,
// what the diner pays with the tip, the cash handed over and the change), and a draft, an order
// summary the diner opened and left, never reaches the board, live or on a fresh load.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedId } from '../../server/seed/ids';
import { scheduledDeliveryDate } from '../../src/domain/checkout-summary';
import { productSlug } from '../../src/domain/formatting';
import { formatMoney } from '../../src/domain/money';
import type { Order, Product } from '../../src/domain/types';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { KitchenPageObject } from './pages/kitchen';
import { ProductsPageObject } from './pages/products';
import { placeCashOrder } from './pages/tracking';

const TABLET = { width: 1024, height: 768 };
const HOUR = 3_600_000;
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Intl puts a narrow no-break space before AM/PM; compare texts with plain spaces. */
const plain = (text: string) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/**
 * About 20 hours ahead, at half past an hour: inside demo's hours (every day 00:00–23:59, New York)
 * and, whatever the hour in New York, on today's or tomorrow's date there, the days the schedule
 * offers. (26 hours ahead fell on the day after tomorrow between 22:00 and midnight in New York.)
 */
function laterAtHalfPast(now = Date.now()): Date {
  return new Date(Math.floor((now + 20 * HOUR) / HOUR) * HOUR + 30 * 60_000);
}

describe('the kitchen card shows what staff need (demo: New York, 12-hour clock, USD)', () => {
  it('the scheduled time, what the diner pays with the tip, the cash and the change, the phone', async () => {
    const { company } = await companyByToken('demo');
    const when = laterAtHalfPast();
    const tip = 250;
    // The diner hands over the next whole $10 above the bill, plus $10: there is change to give.
    const order = await placeCashOrder('demo', 'TAKEAWAY', {
      tip,
      received: (draft) => Math.ceil((draft.total + tip) / 1000) * 1000 + 1000,
      scheduledFor: scheduledDeliveryDate(when),
      orderTitle: 'Counter 3',
    });
    const received = order.meta_data.assigned_payment?.received_amount ?? 0;
    const paid = order.total + tip;
    expect(order.meta_data.assigned_payment?.tip_value).toBe(tip);
    expect(received).toBeGreaterThan(paid);

    const staff = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(staff);
      await kitchen.card(order.id).waitFor({ timeout: 5_000 });

      // New York wall time in the 12-hour style, worked out here independently of the card.
      const zone = { timeZone: 'America/New_York' } as const;
      const day = new Intl.DateTimeFormat('en-US', { ...zone, month: 'short', day: 'numeric' });
      const time = new Intl.DateTimeFormat('en-US', {
        ...zone,
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      });
      const banner = plain(await kitchen.scheduled(order.id).innerText());
      expect(banner).toContain('Scheduled for');
      expect(banner).toContain(plain(day.format(when)));
      expect(banner).toContain(plain(time.format(when)));
      expect(banner).toMatch(/\d:30 (AM|PM)/);

      // What the diner pays, not the order total alone.
      const money = (minor: number) => plain(formatMoney(minor, company.currency));
      const total = plain(await kitchen.paid(order.id).innerText());
      expect(total).toContain('Cash');
      expect(total).toContain(money(paid));
      expect(total).not.toContain(money(order.total));
      expect(plain(await kitchen.money(order.id, 'tip').innerText())).toBe(`Tip ${money(tip)}`);
      expect(plain(await kitchen.money(order.id, 'received').innerText())).toBe(
        `Pays with ${money(received)}`,
      );
      expect(plain(await kitchen.money(order.id, 'change').innerText())).toBe(
        `Change to give ${money(received - paid)}`,
      );
      expect(await kitchen.money(order.id, 'fee').count()).toBe(0);

      const card = kitchen.card(order.id);
      // A title the diner's request carries is never shown: only a QR names the order (issue
      // [8/13]; the QR's own name on the card is proven by tests/e2e/checkout.test.ts).
      expect(await card.innerText()).not.toContain('Counter 3');
      const phone = card.getByRole('link', { name: 'Call +1 202 555 0143' });
      expect(await phone.getAttribute('href')).toBe('tel:+12025550143');
    } finally {
      await staff.close();
    }
  });

  it('fits a 360 px phone without sideways scrolling', async () => {
    const order = await placeCashOrder('demo', 'TAKEAWAY', {
      tip: 1234,
      received: (draft) => draft.total + 1234 + 98_765,
      scheduledFor: scheduledDeliveryDate(laterAtHalfPast()),
      orderTitle: 'A rather long pick-up counter name',
    });
    const staff = await newContext(browser, { viewport: PHONE });
    try {
      const kitchen = await KitchenPageObject.signedIn(staff);
      const card = kitchen.card(order.id);
      await card.waitFor({ timeout: 5_000 });
      await kitchen.money(order.id, 'change').waitFor();
      expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
      const page = kitchen.page;
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
      ).toBeLessThanOrEqual(0);
    } finally {
      await staff.close();
    }
  });
});

/**
 * A diner at Table 1 adds a product and opens the order summary, which creates the draft (§4.4);
 * returns the draft as the server answered it. The bar's click sometimes does not navigate in
 * this build (see checkout.test.ts), so /cart is then loaded directly.
 */
async function openSummaryAtTable(page: Page, product: Product): Promise<Order> {
  const qr = `qr-id=${seedId('demo', 'qr', 'Table 1')}`;
  const slug = productSlug(product.name, product.id);
  await page.goto(tenantUrl('demo', `/products?${qr}&product=${slug}`));
  const products = new ProductsPageObject(page);
  await products.detail().waitFor();
  await products.addButton().click();
  await products.detail().waitFor({ state: 'detached' });
  await products.bar().locator('.pp-bar__button').click();
  const atCart = await page
    .waitForURL((url) => url.pathname === '/cart', { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!atCart) await page.goto(tenantUrl('demo', `/cart?${qr}`));
  await page.locator('.c-cart-checkout').waitFor();
  const created = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/ms-orders/public/orders'),
    { timeout: 20_000 },
  );
  await page.locator('.c-cart-checkout button').first().click();
  const checkout = new CheckoutPageObject(page);
  await checkout.sheet().waitFor();
  expect(await checkout.atSummary()).toBe(true);
  const response = await created;
  expect(response.status()).toBeLessThan(300);
  return (await response.json()) as Order;
}

describe('an abandoned order summary never reaches the kitchen', () => {
  it('is not listed live over the socket, nor on a fresh load of the board', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id);
    const staff = await newContext(browser, { viewport: TABLET });
    const diner = await newContext(browser, { viewport: PHONE });
    try {
      const kitchen = await KitchenPageObject.signedIn(staff);
      await kitchen.loaded();

      const draft = await openSummaryAtTable(await diner.newPage(), product);
      // It is a real draft on the server: created, not placed.
      const stored = await apiGet<Order>(
        `/ms-orders/public/companies/${company.id}/orders/${draft.id}`,
      );
      expect(stored.status).toBe('INITIATED');
      expect(stored.placed_at ?? null).toBeNull();
      // The diner leaves without ordering.
      await diner.close();

      // A real order placed afterwards reaches the board live; events arrive in order, so by
      // the time it shows, the board has received whatever the server pushed about the draft.
      const placed = await placeCashOrder('demo');
      await kitchen.card(placed.id).waitFor({ timeout: 5_000 });
      expect.soft(await kitchen.card(draft.id).count(), 'draft on the live board').toBe(0);

      const fresh = new KitchenPageObject(await staff.newPage());
      await fresh.open(tenantUrl('demo', '/kitchen'));
      await fresh.board().waitFor();
      await fresh.loaded();
      await fresh.card(placed.id).waitFor();
      expect.soft(await fresh.card(draft.id).count(), 'draft on a fresh board').toBe(0);
    } finally {
      await staff.close();
      await diner.close().catch(() => undefined);
    }
  });
});

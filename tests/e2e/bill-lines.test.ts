// Issue [16/21] items 4 and 13: tracking shows what the diner paid, line by line, with the tip
// (it said "Total $29.69" for a $34.69 card payment), and the kitchen card shows the same amount
// under the method's translated name, never its raw code ("card").
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import type { Currency } from '../../src/domain/types';
import { companyByToken } from './support/api';
import { DESKTOP, PHONE, launchBrowser, newContext } from './support/browser';
import {
  chooseOnline,
  dictionary,
  getOrder,
  text,
  toSummary,
  trackedOrder,
  typeCard,
} from './support/paying';
import { tenantUrl } from './support/urls';
import { KitchenPageObject } from './pages/kitchen';
import { TrackingPageObject, placeCashOrder } from './pages/tracking';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Intl puts narrow no-break spaces in money and times; compare texts with plain spaces. */
const plain = (value: string) => value.replace(/[\s\u00a0\u202f\u200e\u200f]+/g, ' ').trim();

/** The tracking page's bill as [kind, text] pairs, in the order shown. */
async function billRows(page: Page): Promise<[string, string][]> {
  const rows = page.getByTestId('tracking-bill').locator('[data-bill]');
  await rows.first().waitFor();
  const out: [string, string][] = [];
  for (const row of await rows.all())
    out.push([(await row.getAttribute('data-bill')) ?? '', plain(await row.innerText())]);
  return out;
}

/** The page is no wider than its viewport (nothing pushed off screen). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);

describe('what the diner paid, line by line (issue [16/21] item 4)', () => {
  it('a card payment with a tip: tracking lists the tip and the total paid; the kitchen card agrees and names "Card"', async () => {
    const diner = await toSummary(browser, 'demo', '2125550171');
    const { company } = await companyByToken('demo');
    const money = (minor: number) => plain(formatMoney(minor, company.currency));
    let orderId = '';
    let paid = 0;
    try {
      const { page, checkout } = diner;
      await checkout.content().locator('[data-block="tips"] .cs-pill', { hasText: '15%' }).click();
      await chooseOnline(diner, 'en', 'card');
      await typeCard(page, '4242 4242 4242 4242');
      await checkout.submit().click();
      orderId = await trackedOrder(page);
      await page.locator('[data-payment="paid"]').waitFor({ timeout: 15_000 });
      const order = await getOrder(diner.companyId, orderId);
      const tip = order.meta_data.assigned_payment?.tip_value ?? 0;
      expect(tip).toBeGreaterThan(0);
      paid = order.total + tip;

      const rows = await billRows(page);
      expect(rows).toEqual([
        ['subtotal', `Subtotal ${money(order.combos_price)}`],
        ['tip', `Tip ${money(tip)}`],
        ['total', `Total ${money(paid)}`],
      ]);
      expect(await overflows(page)).toBe(false);
    } finally {
      await diner.context.close();
    }

    const staff = await newContext(browser, { viewport: DESKTOP });
    try {
      const kitchen = await KitchenPageObject.signedIn(staff);
      await kitchen.card(orderId).waitFor({ timeout: 5_000 });
      expect(plain(await kitchen.paid(orderId).innerText())).toBe(`Card ${money(paid)}`);
    } finally {
      await staff.close();
    }
  });

  it('a cash order with a tip, in Arabic at 360 px: the tip line and the total paid', async () => {
    const { company } = await companyByToken('demo');
    const tip = 1169;
    const order = await placeCashOrder('demo', 'TAKEAWAY', { tip });
    const tracking = dictionary('ar', 'tracking');
    const currency: Currency = company.currency;
    const money = (minor: number) => plain(formatMoney(minor, currency));
    const context = await newContext(browser, { viewport: PHONE, locale: 'ar' });
    try {
      const page = new TrackingPageObject(await context.newPage());
      await page.open(tenantUrl('demo', `/tracking?order_id=${order.id}`));
      expect(await page.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const rows = Object.fromEntries(await billRows(page.page));
      expect(rows.tip).toBe(`${text(tracking, 'tip')} ${money(tip)}`);
      expect(rows.total).toBe(`${text(tracking, 'total')} ${money(order.total + tip)}`);
      expect(await overflows(page.page)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

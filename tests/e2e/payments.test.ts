// Issue [10/13] end-to-end: a diner on demo pays by card in the sandbox's hosted fields (served
// from their own origin), a declined card is refused and a second card then pays the same order
// once, a card that needs the bank's extra step is confirmed in the frame, and a diner on sabor
// pays by Pix: tracking shows the QR and the copy-and-paste code, the kitchen confirms with
// 'Payment received', and tracking follows live. No order reaches the kitchen before it is paid.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnlinePayment } from '../../src/domain/payment-state';
import type { Order } from '../../src/domain/types';
import { apiGet } from './support/api';
import { launchBrowser, newContext } from './support/browser';
import {
  chooseOnline,
  dictionary,
  getOrder,
  text,
  toSummary,
  trackedOrder,
  typeCard,
} from './support/paying';
import type { Diner } from './support/paying';
import { tenantUrl } from './support/urls';
import { KitchenPageObject, deviceAddress } from './pages/kitchen';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  extraStep: '4000 0027 6000 3184',
};

/** Tracking opened and shows the payment paid: the order as the server has it now. */
async function paidOnTracking(diner: Diner): Promise<Order> {
  const orderId = await trackedOrder(diner.page);
  await diner.page.locator('[data-payment="paid"]').waitFor({ timeout: 15_000 });
  return getOrder(diner.companyId, orderId);
}

/** A diner at the order summary for the steps, whose browser closes after them. */
async function asDiner(token: string, phone: string, steps: (diner: Diner) => Promise<void>) {
  const diner = await toSummary(browser, token, phone);
  try {
    await steps(diner);
  } finally {
    await diner.context.close();
  }
}

const paymentsOf = async (companyId: string, orderId: string) =>
  (
    await apiGet<{ data: { data: OnlinePayment[] } }>(
      `/ms-payments/public/company-payments/filters?company_id=${companyId}&reference_id=${orderId}`,
    )
  ).data.data;

describe('paying by card on demo (sandbox)', () => {
  it('pays with a test card in the hosted fields and the order reaches the kitchen paid', async () => {
    await asDiner('demo', '2125550161', async (diner) => {
      const { page, checkout } = diner;
      await chooseOnline(diner, 'en', 'card');
      const frame = page.locator('iframe.cs-fields__frame');
      await frame.waitFor();
      // The form comes from the sandbox's own origin: this page's scripts cannot read the card.
      const src = new URL((await frame.getAttribute('src')) ?? '');
      expect(src.host).toBe(`pay-sandbox.${new URL(page.url()).host.replace(/^demo\./, '')}`);
      expect(await frame.getAttribute('title')).toBe('Secure payment form');
      await typeCard(page, CARDS.ok);
      await page
        .frameLocator('iframe.cs-fields__frame')
        .getByText('Sandbox · test cards only')
        .waitFor();
      await checkout.submit().click();

      const order = await paidOnTracking(diner);
      const orderId = order.id;
      expect(await page.locator('[data-payment="paid"] [role="status"]').innerText()).toBe(
        'Paid online',
      );
      expect(order.status).toBe('PENDING');
      expect(order.payment_status).toBe('paid');
      const payments = await paymentsOf(diner.companyId, orderId);
      expect(payments.filter((p) => p.state === 'succeeded')).toHaveLength(1);
      expect(payments[0]?.amount).toBe(order.total);
    });
  });

  it('refuses a declined card with a modal, then pays the same order once with another', async () => {
    await asDiner('demo', '2125550162', async (diner) => {
      const { page, checkout } = diner;
      await chooseOnline(diner, 'en', 'card');
      await typeCard(page, CARDS.declined);
      await checkout.submit().click();

      const modal = page.getByRole('dialog', { name: 'The payment did not work' });
      await modal.waitFor({ timeout: 15_000 });
      expect(await modal.innerText()).toContain('nothing was charged');
      await modal.getByRole('button', { name: 'Choose another method' }).click();
      await modal.waitFor({ state: 'detached' });
      // The method and its intent were dropped: the diner picks again and gets a fresh form.
      expect(await checkout.content().getByRole('radio', { name: 'Card' }).isChecked()).toBe(false);
      expect(page.url()).not.toContain('/tracking');

      await checkout.content().getByRole('radio', { name: 'Card' }).check();
      await typeCard(page, CARDS.ok);
      await checkout.submit().click();
      const order = await paidOnTracking(diner);
      const orderId = order.id;

      const payments = await paymentsOf(diner.companyId, orderId);
      expect(payments.map((p) => p.state).sort()).toEqual(['failed', 'succeeded']);
      expect([order.status, order.payment_status]).toEqual(['PENDING', 'paid']);
    });
  });

  it("confirms a card that needs the bank's extra step inside the frame", async () => {
    await asDiner('demo', '2125550163', async (diner) => {
      const { page, checkout } = diner;
      await chooseOnline(diner, 'en', 'card');
      await typeCard(page, CARDS.extraStep);
      await checkout.submit().click();

      const frame = page.frameLocator('iframe.cs-fields__frame');
      const approve = frame.getByRole('button', { name: 'Confirm' });
      await approve.waitFor({ timeout: 15_000 });
      expect(await frame.getByRole('heading', { name: 'Confirm this payment' }).count()).toBe(1);
      // While the bank's step waits, the checkout may not be dismissed (§2.10). Escape inside
      // the frame is the bank's 'cancel'; this one is pressed on the page.
      await checkout.content().locator('.cs-block__title').first().click();
      await page.keyboard.press('Escape');
      expect(await checkout.sheet().count()).toBe(1);
      await approve.click();

      const order = await paidOnTracking(diner);
      expect(order.payment_status).toBe('paid');
    });
  });
});

describe('paying by Pix on sabor (static BR Code)', () => {
  it('shows the QR and code, waits off the board as unpaid, and the kitchen confirms it', async () => {
    // The diner and the staff read Portuguese (§2.1: their browser language).
    const diner = await toSummary(browser, 'sabor', '11987654321', 'pt-BR');
    const staff = await newContext(browser, {
      viewport: { width: 1024, height: 768 },
      locale: 'pt-BR',
    });
    try {
      const { page, checkout } = diner;
      await chooseOnline(diner, 'pt', 'pix');
      const summary = dictionary('pt', 'summary');
      await checkout.content().getByText(text(summary, 'payment.pixAfter')).waitFor();
      await checkout.submit().click();

      const orderId = await trackedOrder(page);
      const panel = page.locator('[data-payment="pix"]');
      await panel.waitFor({ timeout: 15_000 });
      const tracking = dictionary('pt', 'tracking');
      await panel.getByRole('img', { name: text(tracking, 'payment.pixQr') }).waitFor();
      const code = await panel.locator('textarea').inputValue();
      const order = await getOrder(diner.companyId, orderId);
      // An EMV BR Code for this order: Pix GUI, the amount, and a CRC at the end.
      expect(code.startsWith('000201')).toBe(true);
      expect(code).toContain('br.gov.bcb.pix');
      expect(code).toContain(
        `54${String((order.total / 100).toFixed(2).length).padStart(2, '0')}${(order.total / 100).toFixed(2)}`,
      );
      expect(code).toMatch(/6304[0-9A-F]{4}$/);
      expect([order.status, order.payment_status]).toEqual(['INITIATED', 'payment_requested']);

      // The board speaks Portuguese: sign in with its labels.
      const pix = dictionary('pt', 'kitchen');
      await staff.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
      const kitchen = new KitchenPageObject(await staff.newPage());
      await kitchen.open(tenantUrl('sabor', '/kitchen'));
      await kitchen.page.getByLabel(text(pix, 'login.password')).fill('demo1234');
      await kitchen.page.getByRole('button', { name: text(pix, 'login.submit') }).click();
      await kitchen.board().waitFor();
      const card = kitchen.card(orderId);
      await card.waitFor({ timeout: 10_000 });
      await card.getByText(text(pix, 'pix.waiting')).waitFor();
      await card.getByRole('button', { name: new RegExp(text(pix, 'pix.confirm')) }).click();

      // Tracking follows without a reload: paid, and the order is now with the kitchen.
      await page.locator('[data-payment="paid"]').waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-payment="paid"] [role="status"]').innerText()).toBe(
        text(tracking, 'payment.paid'),
      );
      const paid = await getOrder(diner.companyId, orderId);
      expect([paid.status, paid.payment_status]).toEqual(['PENDING', 'paid']);
    } finally {
      await staff.close();
      await diner.context.close();
    }
  });
});

describe('a new tip redoes the card intent (§4.5)', () => {
  it('charges the amount with the tip, through a new intent, and voids the old one', async () => {
    await asDiner('demo', '2125550164', async (diner) => {
      const { page, checkout } = diner;
      await chooseOnline(diner, 'en', 'card');
      const frame = page.locator('iframe.cs-fields__frame');
      await page.locator('.cs-fields[data-phase="ready"]').waitFor({ timeout: 15_000 });
      const intentOf = async () =>
        new URL((await frame.getAttribute('src')) ?? '').searchParams.get('intent');
      const first = await intentOf();

      // The first tip option: the form is made again for the new amount.
      const tips = checkout.content().locator('[data-block="tips"] input[name="tip"]');
      await tips.nth(1).check();
      await expect.poll(intentOf, { timeout: 15_000 }).not.toBe(first);
      await typeCard(page, CARDS.ok);
      await checkout.submit().click();

      const order = await paidOnTracking(diner);
      const orderId = order.id;
      const tip = order.meta_data.assigned_payment?.tip_value ?? 0;
      expect(tip).toBeGreaterThan(0);
      const payments = await paymentsOf(diner.companyId, orderId);
      const paid = payments.filter((p) => p.state === 'succeeded');
      expect(paid).toHaveLength(1);
      expect(paid[0]?.amount).toBe(order.total + tip);
      // The intent made before the tip was voided, never charged.
      expect(payments.filter((p) => p.state === 'canceled')).toHaveLength(1);
    });
  });
});

describe('a payment method that cannot be used now', () => {
  it('says so in a modal, clears the choice and gives focus back to the methods', async () => {
    await asDiner('demo', '2125550165', async (diner) => {
      const { page, checkout } = diner;
      // The provider is down: the server answers 503 payment_unavailable (as a real outage would).
      await page.route('**/ms-payments/public/company-payments', (route) =>
        route.request().method() === 'POST'
          ? route.fulfill({
              status: 503,
              contentType: 'application/json',
              body: JSON.stringify({
                code: 'payment_unavailable',
                message: 'The payment provider is not available',
              }),
            })
          : route.continue(),
      );
      await chooseOnline(diner, 'en', 'card');
      const modal = page.getByRole('dialog', { name: 'Payment method unavailable' });
      await modal.waitFor({ timeout: 15_000 });
      await modal.getByRole('button', { name: 'Choose another method' }).click();
      await modal.waitFor({ state: 'detached' });
      expect(await checkout.content().getByRole('radio', { name: 'Card' }).isChecked()).toBe(false);
      expect(await page.locator('iframe.cs-fields__frame').count()).toBe(0);
      // Focus comes back into the checkout on the next frame after the modal closes.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('.ck-sheet') !== null))
        .toBe(true);
    });
  });
});

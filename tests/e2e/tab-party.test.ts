// Issue [17/21] "Done when", end to end with three browser contexts at one table of demo (pays at
// the end): two phones order rounds through the storefront; each sees the other's round arrive
// live on the tab; one calls the waiter and the board shows it with the table's name; they split
// the bill evenly, one paying its share by card in the Sandbox's hosted fields and the other
// choosing to pay the staff, who record it from the board; the tab turns PAID, staff close it,
// and a fresh scan of the QR shows an empty tab. The table is the test's own (created by the
// owner), so no other file's rounds meet its tab.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Product } from '../../src/domain/types';
import enTab from '../../src/i18n/locales/en/tab.json';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { typeCard } from './support/paying';
import { tenantUrl } from './support/urls';
import { CheckoutPageObject } from './pages/checkout';
import { KitchenPageObject } from './pages/kitchen';
import { BoardTabsObject, ownTable, staffTabs } from './pages/kitchen-tabs';
import type { OwnTable } from './pages/kitchen-tabs';

const TABLET = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** One round from a phone: the product through the storefront, the checkout, tracking. */
async function orderRound(page: Page, table: OwnTable, product: Product): Promise<void> {
  const checkout = new CheckoutPageObject(page);
  const slug = productSlug(product.name, product.id);
  await checkout.addProductAndOpenCart(
    tenantUrl('demo', `/products?qr-id=${table.id}&product=${slug}`),
  );
  await page.locator('.c-cart-checkout button').first().click();
  await checkout.sheet().waitFor();
  expect(await checkout.atSummary()).toBe(true);
  const form = checkout.content().locator('form.cs-summary');
  // A round of a pay-at-the-end table: cash, to settle with the rest of the tab.
  await form.locator('[data-method="cash"] input').check();
  await form.getByTestId('summary-submit').click();
  await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
}

async function openTab(page: Page, table: OwnTable): Promise<void> {
  await page.goto(tenantUrl('demo', `/tab?qr-id=${table.id}`));
  await page.getByRole('heading', { name: enTab.title }).waitFor();
}

const round = (page: Page, n: number) => page.getByRole('heading', { name: `Round ${n}` });

/** Opens Pay, chooses "Split evenly" and the method; fixes the split when none is yet. */
async function payShare(page: Page, method: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: enTab.pay.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: enTab.pay.title });
  await dialog.waitFor();
  await dialog.getByRole('radio', { name: enTab.pay.kind.share }).check();
  const setSplit = dialog.getByRole('button', { name: enTab.pay.setSplit });
  if ((await dialog.getByTestId('tab-split').count()) === 0) {
    await dialog.getByLabel(enTab.pay.people).fill('2');
    await setSplit.click();
    await dialog.getByTestId('tab-split').waitFor();
  }
  await dialog.getByRole('radio', { name: method }).check();
}

describe("the table's tab, three devices at one table (issue [17/21])", () => {
  it('two phones order, call, split the bill by card and to the staff; staff record and close', async () => {
    const table = await ownTable('demo', 'Party');
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 20, minPrice: 500 });
    const contexts: BrowserContext[] = [];
    const device = async (viewport = PHONE) => {
      const context = await newContext(browser, { viewport });
      contexts.push(context);
      return context.newPage();
    };
    try {
      const ada = await device();
      const bea = await device();
      const board = await device(TABLET);

      // Ada orders the first round; both phones watch the tab.
      await orderRound(ada, table, product);
      await openTab(ada, table);
      await round(ada, 1).waitFor();
      await openTab(bea, table);
      await round(bea, 1).waitFor();
      await ada.getByText(enTab.live, { exact: true }).waitFor({ timeout: 15_000 });

      // Bea orders the second round from her phone: Ada's open tab shows it live, no reload.
      const beaOrders = await bea.context().newPage();
      await orderRound(beaOrders, table, product);
      await round(ada, 2).waitFor({ timeout: 10_000 });
      await round(bea, 2).waitFor({ timeout: 20_000 });
      await beaOrders.close();

      // Ada calls the waiter: the board shows it at once with the table's name.
      const kitchen = await KitchenPageObject.signedIn(board.context());
      const tabs = new BoardTabsObject(kitchen.page);
      await ada.getByRole('button', { name: enTab.requests.waiter }).click();
      const call = tabs.request(table.name);
      await call.waitFor({ timeout: 5_000 });
      expect(await call.innerText()).toContain('Call the waiter');
      await call.getByRole('button', { name: /^Acknowledge/ }).click();
      await call.waitFor({ state: 'detached' });
      await expect
        .poll(() => ada.getByTestId('tab-request-feedback').innerText(), { timeout: 10_000 })
        .toBe(enTab.requests.acknowledged.waiter);

      // They split evenly between two: Ada pays her share by card…
      const before = (await staffTabs('demo')).find((t) => t.qr_id === table.id);
      if (!before) throw new Error('the board has no tab for the table');
      await payShare(ada, /^Pay online \(.*Card/);
      const adaDialog = ada.getByRole('dialog', { name: enTab.pay.title });
      await adaDialog.getByRole('button', { name: /^Pay / }).click();
      await typeCard(ada, '4242 4242 4242 4242');
      await adaDialog.getByRole('button', { name: /^Pay / }).click();
      await expect
        .poll(() => adaDialog.getByTestId('tab-payment-status').getAttribute('data-status'), {
          timeout: 30_000,
        })
        .toBe('succeeded');

      // …and Bea chooses to pay the staff: the rest of the bill, the last share.
      await payShare(bea, enTab.pay.staff);
      const beaDialog = bea.getByRole('dialog', { name: enTab.pay.title });
      await beaDialog.getByRole('button', { name: enTab.pay.submitStaff }).click();
      await expect
        .poll(() => beaDialog.getByTestId('tab-payment-status').getAttribute('data-status'))
        .toBe('awaiting_staff');

      // The staff record Bea's share in cash from the board; the tab is PAID and they close it.
      await tabs.showTables();
      const card = tabs.tabCard(before.id);
      await card.getByRole('button', { name: `Open tab: ${table.name}` }).click();
      const panel = tabs.dialog();
      await panel
        .locator('[data-status="awaiting_staff"]')
        .getByRole('button', { name: /paid in cash$/ })
        .click();
      await expect.poll(() => panel.locator('.k-tab__state').innerText()).toBe('Paid');
      const after = (await staffTabs('demo')).find((t) => t.id === before.id);
      expect(after?.balance_state).toBe('PAID');
      expect(after?.paid).toBe(before.total);
      const shares = (after?.payments ?? []).filter((p) => p.status === 'succeeded');
      expect(shares.map((p) => p.method).sort()).toEqual(['card', 'staff']);
      expect(shares.reduce((sum, p) => sum + p.amount, 0)).toBe(before.total);
      await panel.getByRole('button', { name: 'Close tab' }).click();
      await panel.waitFor({ state: 'detached' });

      // Both phones see the tab end; a fresh scan of the QR shows an empty tab.
      const next = await device();
      await next.goto(tenantUrl('demo', `/tab?qr-id=${table.id}`));
      await next.getByRole('heading', { name: enTab.empty.title }).waitFor();
      expect(await round(next, 1).count()).toBe(0);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });
});

// Issue [17/21] end to end, staff side: a table's request reaches the kitchen board at once with
// the table's name and is acknowledged; the board groups a table's rounds under its name; the
// tab's panel voids a line with a reason, refuses to close an unpaid tab and closes a paid one;
// all of it axe-clean at 360 px, in English and Arabic (right to left). Every test orders at a
// table of its own (pages/kitchen-tabs.ts ownTable), so no other file's rounds or requests meet
// its tab.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { formatMoney } from '../../src/domain/money';
import { KitchenPageObject } from './pages/kitchen';
import {
  BoardTabsObject,
  askFor,
  ownTable,
  payTheStaff,
  placeRound,
  publicTab,
  staffTabs,
} from './pages/kitchen-tabs';

const TABLET = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Serious and critical axe findings (WCAG A/AA and best practices), and any heading skip. */
async function axeFindings(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => ['serious', 'critical'].includes(v.impact ?? '') || v.id === 'heading-order')
    .map((v) => `[${state}] ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

describe('table requests on the board', () => {
  it('shows a request at once with its table and age, and Acknowledge clears it', async () => {
    const table = await ownTable('demo', 'Board ask');
    await placeRound(table, 'Ada');
    const context = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(context);
      const tabs = new BoardTabsObject(kitchen.page);
      await askFor(table, 'bill');
      const row = tabs.request(table.name);
      await row.waitFor({ timeout: 3_000 });
      expect(await row.innerText()).toContain('Ask for the bill');
      expect(await row.innerText()).toContain('Just now');
      await row
        .getByRole('button', { name: `Acknowledge “Ask for the bill” at ${table.name}` })
        .click();
      await row.waitFor({ state: 'detached' });
      const tab = (await staffTabs('demo')).find((t) => t.qr_id === table.id);
      expect(tab?.requests).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a table's tab on the board", () => {
  it('groups the rounds under the table, voids with a reason and closes only once paid', async () => {
    const table = await ownTable('demo', 'Board tab');
    const { company } = await companyByToken('demo');
    const first = await placeRound(table, 'Ada', 2);
    const second = await placeRound(table, 'Bea', 1);
    const tabId = (await publicTab(table))?.id;
    if (!tabId) throw new Error('no tab opened');
    const context = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(context);
      const board = new BoardTabsObject(kitchen.page);
      await board.showTables();
      const card = board.tabCard(tabId);
      await card.waitFor();
      const text = await card.innerText();
      for (const part of [table.name, `#${first.public_id}`, 'Ada', `#${second.public_id}`, 'Bea'])
        expect(text).toContain(part);
      expect(text).toContain(formatMoney(first.total + second.total, company.currency));
      expect(await card.locator('.k-tab__state').innerText()).toBe('Unpaid');

      await card.getByRole('button', { name: `Open tab: ${table.name}` }).click();
      const dialog = board.dialog();
      await dialog.getByRole('heading', { name: `${table.name}: tab` }).waitFor();
      const close = dialog.getByRole('button', { name: 'Close tab' });
      expect(await close.isDisabled()).toBe(true);
      expect(await dialog.innerText()).toContain('The tab can be closed once it is paid.');

      // A void needs its reason.
      const firstRound = dialog.locator(`[data-order-id="${first.id}"]`);
      await firstRound.getByRole('button', { name: /^Void / }).click();
      await firstRound.getByRole('button', { name: 'Void item' }).click();
      await firstRound.getByRole('alert').getByText('Write the reason for the void.').waitFor();
      await firstRound.getByLabel(/^Why void /).fill('Sent back cold');
      await firstRound.getByRole('button', { name: 'Void item' }).click();
      await firstRound.locator('.k-tab__lines li').first().waitFor({ state: 'detached' });
      await dialog.locator('.k-tab__voids').getByText('Sent back cold').waitFor();
      const afterVoid = (await staffTabs('demo')).find((t) => t.id === tabId);
      expect(afterVoid?.total).toBe(second.total);
      expect(afterVoid?.voids.map((v) => v.reason)).toEqual(['Sent back cold']);
      await expect
        .poll(() => dialog.locator('[data-money="total"] dd').innerText())
        .toBe(formatMoney(second.total, company.currency));

      // Nothing left to pay once the last line is voided too: the tab is PAID and closes.
      const secondRound = dialog.locator(`[data-order-id="${second.id}"]`);
      await secondRound.getByRole('button', { name: /^Void / }).click();
      await secondRound.getByLabel(/^Why void /).fill('Entered by mistake');
      await secondRound.getByRole('button', { name: 'Void item' }).click();
      await expect.poll(() => dialog.locator('.k-tab__state').innerText()).toBe('Paid');
      await expect.poll(() => close.isDisabled()).toBe(false);
      await close.click();
      await dialog.waitFor({ state: 'detached' });
      await card.waitFor({ state: 'detached' });
      expect(await publicTab(table)).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('Record payment', () => {
  it('takes a diner\'s "I\'ll pay the staff" in cash, and the tab closes', async () => {
    const table = await ownTable('demo', 'Board staff');
    const { company } = await companyByToken('demo');
    const round = await placeRound(table, 'Ada', 1);
    const tabId = (await publicTab(table))?.id;
    if (!tabId) throw new Error('no tab opened');
    const context = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(context);
      const board = new BoardTabsObject(kitchen.page);
      const payment = await payTheStaff(table);
      expect(payment).toMatchObject({ status: 'awaiting_staff', amount: round.total });
      // The diner waits for someone: it shows with the requests, and opens the tab.
      const due = board.requests().locator(`[data-payment-id="${payment.id}"]`);
      await due.waitFor({ timeout: 3_000 });
      expect(await due.innerText()).toContain(
        `Pays the staff ${formatMoney(round.total, company.currency)}`,
      );
      await due.getByRole('button', { name: `Record payment: ${table.name}` }).click();
      const dialog = board.dialog();
      const row = dialog.locator(`[data-payment-id="${payment.id}"]`);
      expect(await row.innerText()).toContain('Waiting for staff');
      expect(await dialog.locator('[data-money="held"] dd').innerText()).toBe(
        formatMoney(round.total, company.currency),
      );
      await row
        .getByRole('button', {
          name: `Record ${formatMoney(round.total, company.currency)} paid in cash`,
        })
        .click();
      await expect.poll(() => row.getAttribute('data-status')).toBe('succeeded');
      expect(await row.innerText()).toContain('Cash');
      await expect.poll(() => dialog.locator('.k-tab__state').innerText()).toBe('Paid');
      await due.waitFor({ state: 'detached' });
      const paid = (await staffTabs('demo')).find((t) => t.id === tabId);
      expect(paid).toMatchObject({ paid: round.total, balance: 0, balance_state: 'PAID' });
      await dialog.getByRole('button', { name: 'Close tab' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await publicTab(table)).toBeNull();
    } finally {
      await context.close();
    }
  });

  it('records money taken at the table, refuses more than is owed, then the rest with a tip', async () => {
    const table = await ownTable('demo', 'Board cash');
    const { company } = await companyByToken('demo');
    const round = await placeRound(table, 'Ada', 2);
    const tabId = (await publicTab(table))?.id;
    if (!tabId) throw new Error('no tab opened');
    const money = (minor: number) => formatMoney(minor, company.currency);
    const context = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await KitchenPageObject.signedIn(context);
      const board = new BoardTabsObject(kitchen.page);
      await board.showTables();
      await board
        .tabCard(tabId)
        .getByRole('button', { name: `Open tab: ${table.name}` })
        .click();
      const dialog = board.dialog();
      const form = dialog.locator('form.k-tab__take');
      const amount = form.getByLabel('Amount');
      // Prefilled with what is left to pay, as typed in the currency's style.
      expect(await amount.inputValue()).toBe((round.total / 100).toFixed(2));
      await amount.fill(((round.total + 1) / 100).toFixed(2));
      await form.getByRole('button', { name: 'Record payment' }).click();
      await form
        .getByRole('alert')
        .getByText(`At most ${money(round.total)} is left to pay.`)
        .waitFor();

      await amount.fill('5.00');
      await form.getByRole('radio', { name: 'Card terminal' }).check();
      await form.getByRole('button', { name: 'Record payment' }).click();
      await expect.poll(() => dialog.locator('.k-tab__state').innerText()).toBe('Partly paid');
      await expect
        .poll(() => dialog.locator('[data-money="balance"] dd').innerText())
        .toBe(money(round.total - 500));
      // The form comes back with the new rest.
      await expect.poll(() => amount.inputValue()).toBe(((round.total - 500) / 100).toFixed(2));
      await form.getByLabel('Tip (optional)').fill('2.00');
      await form.getByRole('button', { name: 'Record payment' }).click();
      await expect.poll(() => dialog.locator('.k-tab__state').innerText()).toBe('Paid');
      const paid = (await staffTabs('demo')).find((t) => t.id === tabId);
      expect(paid).toMatchObject({ paid: round.total, balance_state: 'PAID' });
      expect(paid?.payments?.map((p) => [p.amount, p.tip, p.status])).toEqual([
        [500, 0, 'succeeded'],
        [round.total - 500, 200, 'succeeded'],
      ]);
      expect(await dialog.locator('.k-tab__payment').first().innerText()).toContain(
        'Card terminal',
      );
      await dialog.getByRole('button', { name: 'Close tab' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await publicTab(table)).toBeNull();
    } finally {
      await context.close();
    }
  });
});

describe('the tab screens at 360 px, English and Arabic', () => {
  it('axe-clean, no sideways scroll, named controls; Escape closes the panel', async () => {
    const table = await ownTable('demo', 'Board a11y');
    await placeRound(table, 'Ada');
    await askFor(table, 'waiter');
    // Part of it waits for the staff: the strip, the payment's row and the form all show.
    const payment = await payTheStaff(table, 100);
    const tabId = (await publicTab(table))?.id;
    if (!tabId) throw new Error('no tab opened');
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const kitchen = await KitchenPageObject.signedIn(context);
      const page = kitchen.page;
      const board = new BoardTabsObject(page);
      const found: string[] = [];
      const fits = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      for (const locale of ['en', 'ar'] as const) {
        if (locale === 'ar') {
          await page.locator('.c-lang__select').selectOption('ar');
          await page.locator('html[dir="rtl"]').waitFor();
        }
        await board.request(table.name).waitFor();
        await board.requests().locator(`[data-payment-id="${payment.id}"]`).waitFor();
        await kitchen.loaded();
        found.push(...(await axeFindings(page, `${locale} board with a request`)));
        expect(await fits()).toBe(true);
        await board.showTables();
        await board.tabCard(tabId).waitFor();
        found.push(...(await axeFindings(page, `${locale} tables view`)));
        expect(await fits()).toBe(true);
        await board.tabCard(tabId).locator('button').last().click();
        const dialog = board.dialog();
        await dialog.locator(`[data-tab-id="${tabId}"]`).waitFor();
        await dialog.locator(`[data-payment-id="${payment.id}"] .k-tab__record`).waitFor();
        await dialog.locator('form.k-tab__take').waitFor();
        // The void form, opened, is part of the panel too.
        await dialog.locator('.k-tab__lines button').first().click();
        await dialog.locator('.k-tab__void input').waitFor();
        found.push(...(await axeFindings(page, `${locale} tab panel`)));
        expect(await fits()).toBe(true);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        await page.locator('.k-views__button').first().click();
      }
      expect(await board.request(table.name).innerText()).toContain('استدعاء النادل');
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
    // Six axe passes: alone about 40 s, more when other e2e files share the cores.
  }, 180_000);
});

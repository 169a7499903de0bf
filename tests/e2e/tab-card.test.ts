// Issue [17/21] "The table's tab": a phone pays its tab by card in the Sandbox's hosted fields,
// inside the tab's Pay dialog, real Chromium at 360 px. The card is confirmed in the provider's
// frame, the server settles the tab payment (webhook / status check) and the tab shows it paid;
// a declined card shows the refusal (in Arabic, right to left), and trying again pays. Each test
// has a table of its own (pages/kitchen-tabs.ts ownTable), so no other file's tab meets it.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import arSummary from '../../src/i18n/locales/ar/summary.json';
import arTab from '../../src/i18n/locales/ar/tab.json';
import enSummary from '../../src/i18n/locales/en/summary.json';
import enTab from '../../src/i18n/locales/en/tab.json';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { ownTable, placeRound } from './pages/kitchen-tabs';
import type { OwnTable } from './pages/kitchen-tabs';
import { typeCard } from './support/paying';
import { serverPort } from './support/server-port';

let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

const tabUrl = (table: OwnTable) =>
  `http://demo.localhost:${serverPort()}/tab?qr-id=${encodeURIComponent(table.id)}`;

async function phone(locale = 'en-US'): Promise<Page> {
  const context = await newContext(browser, { viewport: PHONE, locale });
  contexts.push(context);
  return context.newPage();
}

async function axe(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const interpolate = (text: string, name: string) => text.replace('{name}', name);

/** Opens the Pay dialog, keeps "in full", picks the card and starts the payment. */
async function startCardPayment(
  page: Page,
  table: OwnTable,
  words: { tab: typeof enTab; summary: typeof enSummary },
): Promise<Locator> {
  await page.goto(tabUrl(table));
  await page.getByRole('button', { name: words.tab.pay.open }).click();
  const dialog = page.getByRole('dialog', { name: words.tab.pay.title });
  await dialog.waitFor();
  const card = interpolate(words.tab.pay.online, words.summary.payment.methods.card);
  await dialog.getByRole('radio', { name: card }).check();
  await dialog.locator('form button[type="submit"]').click();
  await dialog.getByTestId('tab-card').waitFor({ timeout: 15_000 });
  return dialog;
}

describe("paying the table's tab by card (issue [17/21])", () => {
  it('pays in full in the hosted card fields; the tab shows it paid', async () => {
    const table = await ownTable('demo', 'Card table');
    const round = await placeRound(table, 'Carla', 2);
    const amount = (round.total / 100).toFixed(2);
    const page = await phone();
    const dialog = await startCardPayment(page, table, { tab: enTab, summary: enSummary });

    // The provider's form, inside the dialog, with the amount on its confirm button.
    const confirm = dialog.getByTestId('tab-card-pay');
    expect(await confirm.innerText()).toContain(amount);
    expect(await confirm.innerText()).toMatch(/^Pay /);
    await typeCard(page, '4242424242424242');
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await confirm.click();

    const status = dialog.getByTestId('tab-payment-status');
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 20_000 })
      .toBe('succeeded');
    expect(await status.innerText()).toBe(enTab.pay.status.succeeded);
    expect(await dialog.getByTestId('tab-payment-paid').innerText()).toContain(amount);
    // Focus stayed in the dialog as the form gave way to the outcome.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

    await dialog.getByRole('button', { name: enTab.pay.done }).click();
    await expect.poll(() => page.getByTestId('tab-paid').innerText()).toContain(amount);
    await page.getByText(enTab.state.PAID, { exact: true }).first().waitFor();
  });

  it('shows a declined card, in Arabic right to left, and pays on trying again', async () => {
    const table = await ownTable('demo', 'Declined table');
    await placeRound(table, 'Dina', 1);
    const page = await phone('ar');
    const dialog = await startCardPayment(page, table, { tab: arTab, summary: arSummary });
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    await typeCard(page, '4000000000000002');
    await dialog.getByTestId('tab-card-pay').click();
    const refusal = dialog.getByTestId('tab-payment-refusal');
    await refusal.waitFor({ timeout: 20_000 });
    expect(await refusal.innerText()).toBe(arTab.pay.card.refused.card_declined);
    expect(await dialog.getByTestId('tab-payment-status').getAttribute('data-status')).toBe(
      'failed',
    );
    expect(await noHorizontalScroll(page)).toBe(true);
    expect(await axe(page)).toEqual([]);

    // Nothing was charged and the hold went back: a new payment of the same amount is allowed.
    await dialog.getByRole('button', { name: arTab.pay.card.retry }).click();
    await dialog.getByTestId('tab-card').waitFor({ timeout: 15_000 });
    await typeCard(page, '4242424242424242');
    await dialog.getByTestId('tab-card-pay').click();
    await expect
      .poll(() => dialog.getByTestId('tab-payment-status').getAttribute('data-status'), {
        timeout: 20_000,
      })
      .toBe('succeeded');
  });
});

// Issue [17/21] end-to-end, the table's tab in the back office at phone width: the owner of
// `bigmenu` (no other e2e file depends on its tab settings; they are put back at the end) opens
// Settings → Table's tab, chooses pay at the end and a table code, and the storefront's public
// answer follows. The Tables page says "No open tab", then, after a round is placed from the
// table's QR without a payment (pay at the end), shows the table's open tab: its state, total,
// paid and balance. axe finds nothing serious on either screen, in English and in Arabic (right to
// left), and nothing scrolls sideways at 360 px.
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '../../src/domain/money';
import ar from '../../src/i18n/locales/ar/admin.json';
import arTab from '../../src/i18n/locales/ar/admin-tab.json';
import enTab from '../../src/i18n/locales/en/admin-tab.json';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser } from './support/browser';
import { useBackOfficeServer } from './support/server-port';
import { tenantUrl } from './support/urls';
import { AdminPageObject } from './pages/admin';
import { AdminSettingsPageObject } from './pages/admin-settings';

useBackOfficeServer();

const TOKEN = 'bigmenu';
/** Sign-in, axe and a 360 px page each take seconds on a shared machine. */
const TEST_TIMEOUT_MS = 120_000;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function seriousViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return axe.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const sideways = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signedIn(locale = 'en-US'): Promise<Page> {
  const context = await AdminPageObject.ownerContext(browser, PHONE, locale);
  if (locale === 'en-US') {
    const page = await AdminPageObject.signIn(context, TOKEN);
    await page.locator('.a-main').waitFor();
    return page;
  }
  const page = await context.newPage();
  await page.goto(tenantUrl(TOKEN, '/admin'));
  await page.getByLabel(ar.login.password).fill('demo1234');
  await page.getByRole('button', { name: ar.login.submit }).click();
  await page.locator('.a-main').waitFor();
  return page;
}

/** A TABLE round from the table's QR, placed with no payment (the company pays at the end). */
async function placeRound(page: Page, companyId: string, tableId: string): Promise<number> {
  const product = await simpleProduct(companyId);
  const variant = product.product_variants[0]!;
  return page.evaluate(
    async ({ companyId, tableId, productId, variantId }) => {
      const base = `/api/ms-orders/public`;
      const json = { 'content-type': 'application/json' };
      const draft = await fetch(`${base}/orders`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          company_id: companyId,
          country_code: 'US',
          timezone: 'America/Chicago',
          service_type: 'TABLE',
          status: 'INITIATED',
          currency: 'USD',
          table_id: tableId,
          combos: [
            {
              product_id: productId,
              variant_id: variantId,
              quantity: 2,
              comment: null,
              modifiers: [],
            },
          ],
        }),
      });
      if (draft.status !== 201) throw new Error(`draft: ${draft.status} ${await draft.text()}`);
      const order = (await draft.json()) as { id: string; currency: string };
      const placed = await fetch(`${base}/companies/${companyId}/orders/${order.id}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({
          timezone: 'America/Chicago',
          currency: order.currency,
          status: 'payment_requested',
        }),
      });
      if (placed.status !== 200) throw new Error(`place: ${placed.status} ${await placed.text()}`);
      return ((await placed.json()) as { total: number }).total;
    },
    { companyId, tableId, productId: product.id, variantId: variant.id },
  );
}

describe('back office: the table’s tab', () => {
  it(
    'saves pay at the end and the table code; the storefront reads them',
    async () => {
      const { company } = await companyByToken(TOKEN);
      const page = await signedIn();
      try {
        const settings = new AdminSettingsPageObject(page);
        await settings.openTab('table-tab', TOKEN);
        await page.getByRole('heading', { name: enTab.services.tab.title, level: 2 }).waitFor();
        const perOrder = page.getByRole('radio', { name: 'Pay per order' });
        const atEnd = page.getByRole('radio', { name: 'Pay at the end' });
        const code = page.getByRole('checkbox', { name: 'Require a table code' });
        expect(await perOrder.isChecked()).toBe(true);
        expect(await code.isChecked()).toBe(false);
        expect(await settings.tab(enTab.services.tab.tab).getAttribute('aria-current')).toBe(
          'page',
        );

        await atEnd.check();
        await code.check();
        await settings.save();
        await settings.saved().waitFor();
        expect(await apiGet(`/ms-orders/public/companies/${company.id}/tab-settings`)).toEqual({
          pay_at_end: true,
          code_required: true,
        });
        // The form reads back what was saved.
        await page.reload();
        await settings.saveButton().waitFor();
        expect(await atEnd.isChecked()).toBe(true);
        expect(await code.isChecked()).toBe(true);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'shows "No open tab", then the table’s open tab once a round is placed',
    async () => {
      const { company } = await companyByToken(TOKEN);
      const page = await signedIn();
      try {
        // No tab yet, then the round's tab (placed unpaid: the company now pays at the end).
        await page.goto(tenantUrl(TOKEN, '/admin?section=tables'));
        const row = page.locator('.a-tables__row', { hasText: 'Table 1' });
        const tab = row.getByTestId('table-tab');
        await tab.waitFor();
        expect(await tab.innerText()).toBe('No open tab');
        const tableId = (await row.getAttribute('data-table-id')) ?? '';
        const total = await placeRound(page, company.id, tableId);
        await page.reload();
        const open = row.getByRole('group', { name: 'Open tab' });
        await open.waitFor();
        expect(await open.getAttribute('data-state')).toBe('UNPAID');
        const text = await open.innerText();
        expect(text).toContain('Unpaid');
        expect(text).toContain('1 round');
        const money = formatMoney(total, company.currency);
        expect(await open.locator('dd').allInnerTexts()).toEqual([
          money,
          formatMoney(0, company.currency),
          money,
        ]);
        expect(await open.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        await page.context().close();
      }
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'reads right to left in Arabic, on the settings and the Tables page',
    async () => {
      const page = await signedIn('ar');
      try {
        await page.goto(tenantUrl(TOKEN, '/admin?section=settings&tab=table-tab'));
        await page.getByRole('heading', { name: arTab.services.tab.title, level: 2 }).waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
        await page.getByRole('radio', { name: arTab.services.tab.atEnd }).waitFor();
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto(tenantUrl(TOKEN, '/admin?section=tables'));
        const open = page.getByRole('group', { name: arTab.tables.tab.title });
        await open.waitFor();
        expect(await open.innerText()).toContain(arTab.tables.tab.state.UNPAID);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(await seriousViolations(page)).toEqual([]);
      } finally {
        // Put bigmenu's tab settings back as seeded: pay per order, no code.
        const restored = await page.evaluate(async () => {
          const response = await fetch('/api/admin/tab-settings', {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ pay_at_end: false, code_required: false }),
          });
          return response.status;
        });
        expect(restored).toBe(200);
        await page.context().close();
      }
    },
    TEST_TIMEOUT_MS,
  );
});

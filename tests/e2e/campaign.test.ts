// Issue [16/21] item 16: a long campaign link never blocks ordering. A visit that arrives with a
// 201-character utm_campaign keeps only what an order keeps (200 characters) in the tab's
// sessionStorage, and the order it places is taken, with the campaign cut, not refused.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/db/connection';
import { seedId } from '../../server/seed/ids';
import { UTM_MAX } from '../../src/domain/campaign';
import { companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { serverDataDir } from './support/server-port';
import { OrderSummaryPageObject } from './pages/order-summary';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

describe('a long campaign link', () => {
  it('is cut on the device and the order it leads to is placed', async () => {
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id);
    const campaign = `spring-${'c'.repeat(UTM_MAX + 1 - 'spring-'.length)}`;
    expect(campaign).toHaveLength(201);
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const summary = new OrderSummaryPageObject(page);
      const qr = `qr-id=${seedId('demo', 'qr', 'Table 3')}`;
      await summary.addToCart('demo', product, 1, `${qr}&utm_campaign=${campaign}`);
      const stored = await page.evaluate(() => sessionStorage.getItem('comanda:utm'));
      const kept = (JSON.parse(stored ?? '{}') as { utmCampaign?: string }).utmCampaign;
      expect(kept).toBe(campaign.slice(0, UTM_MAX));

      await page.locator('.c-cart-checkout button').first().click();
      await summary.ready();
      await summary.method('cash').check();
      const orderId = await summary.place();
      const db = new Database(join(serverDataDir(), SQLITE_FILE_NAME), { readonly: true });
      try {
        const row = db.prepare('SELECT utm_campaign FROM orders WHERE id = ?').get(orderId) as {
          utm_campaign: string | null;
        };
        expect(row.utm_campaign).toBe(campaign.slice(0, UTM_MAX));
      } finally {
        db.close();
      }
    } finally {
      await context.close();
    }
  });
});

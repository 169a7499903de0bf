// Issue [14/21] end-to-end on sabor: an unpaid static Pix no longer holds its order for ever. The
// diner's tracking shows the time to pay by; once it has passed (the payment's clock is moved
// back in the server's database, and the server's own maintenance job acts), tracking says the
// time ran out and the order was not sent. The staff can cancel a waiting Pix order from the
// board at any time, after confirming, and it leaves the board.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../server/db/connection';
import { launchBrowser, newContext } from './support/browser';
import {
  chooseOnline,
  dictionary,
  getOrder,
  text,
  toSummary,
  trackedOrder,
} from './support/paying';
import type { Diner } from './support/paying';
import { serverDataDir } from './support/server-port';
import { tenantUrl } from './support/urls';
import { KitchenPageObject, deviceAddress } from './pages/kitchen';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const tracking = dictionary('pt', 'tracking');
const kitchenText = dictionary('pt', 'kitchen');

/** A diner on sabor (in Portuguese) who ordered with Pix and is on tracking, unpaid. */
async function unpaidPix(phone: string): Promise<{ diner: Diner; orderId: string }> {
  const diner = await toSummary(browser, 'sabor', phone, 'pt-BR');
  await chooseOnline(diner, 'pt', 'pix');
  await diner.checkout.submit().click();
  const orderId = await trackedOrder(diner.page);
  await diner.page.locator('[data-payment="pix"]').waitFor({ timeout: 15_000 });
  return { diner, orderId };
}

describe('an unpaid static Pix ends (sabor)', () => {
  it('tracking shows the deadline, then that the time ran out', async () => {
    const { diner, orderId } = await unpaidPix('11987650101');
    try {
      const deadline = diner.page.getByTestId('pix-deadline');
      await deadline.waitFor();
      // "Pague até 14:35 · faltam 30 min": a 24-hour time in São Paulo, and the minutes left.
      const shown = await deadline.innerText();
      const template = text(tracking, 'payment.pixDeadline')
        .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
        .replace('{time}', '\\d{2}:\\d{2}')
        .replace('{minutes}', '(29|30)');
      expect(shown).toMatch(new RegExp(`^${template}$`));

      // Two hours later, as far as the server's records go.
      const db = new Database(join(serverDataDir(), SQLITE_FILE_NAME));
      try {
        const past = new Date(Date.now() - 2 * 3_600_000).toISOString();
        const moved = db
          .prepare('UPDATE payments SET started_at = ?, updated_at = ? WHERE order_id = ?')
          .run(past, past, orderId);
        expect(moved.changes).toBe(1);
      } finally {
        db.close();
      }
      const expired = diner.page.locator('[data-payment="expired"]');
      await expired.waitFor({ timeout: 20_000 });
      expect(await expired.getByRole('alert').innerText()).toBe(
        text(tracking, 'payment.pixExpired'),
      );
      const order = await getOrder(diner.companyId, orderId);
      expect([order.status, order.payment_status, order.placed_at]).toEqual([
        'INITIATED',
        'failed',
        null,
      ]);
    } finally {
      await diner.context.close();
    }
  });

  it('the staff cancel a waiting Pix order from the board', async () => {
    const { diner, orderId } = await unpaidPix('11987650102');
    const staff = await newContext(browser, {
      viewport: { width: 1024, height: 768 },
      locale: 'pt-BR',
    });
    try {
      await staff.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
      const kitchen = new KitchenPageObject(await staff.newPage());
      await kitchen.open(tenantUrl('sabor', '/kitchen'));
      await kitchen.page.getByLabel(text(kitchenText, 'login.password')).fill('demo1234');
      await kitchen.page.getByRole('button', { name: text(kitchenText, 'login.submit') }).click();
      await kitchen.board().waitFor();
      const card = kitchen.card(orderId);
      await card.waitFor({ timeout: 10_000 });
      await card.getByText(text(kitchenText, 'pix.waiting')).waitFor();
      const order = await getOrder(diner.companyId, orderId);
      const more = text(kitchenText, 'moreActions').replace('{id}', order.public_id);
      await card.getByRole('button', { name: more }).click();
      await card.getByRole('button', { name: text(kitchenText, 'cancel') }).click();
      await kitchen.page
        .getByRole('dialog')
        .getByRole('button', { name: text(kitchenText, 'cancelConfirm') })
        .click();
      await card.waitFor({ state: 'detached' });
      const cancelled = await getOrder(diner.companyId, orderId);
      expect([cancelled.status, cancelled.payment_status]).toEqual(['CANCELLED', 'failed']);
      // The diner's tracking follows: the order is cancelled.
      await diner.page.reload();
      await diner.page
        .locator('[data-payment="pix"]')
        .waitFor({ state: 'detached', timeout: 15_000 });
    } finally {
      await staff.close();
      await diner.context.close();
    }
  });
});

// Issue [5/6] end-to-end, customer side (§2.6, §4.3): unknown orders, live catch-up after a lost
// connection, the status modal shown once, and rating a finalized order.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { KitchenApi } from './pages/kitchen';
import { RECORD_SOCKETS, TrackingPageObject, placeCashOrder } from './pages/tracking';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function openTracking(token: string, orderId: string, locale?: string) {
  const context = await newContext(browser, { viewport: PHONE, locale });
  await context.addInitScript(RECORD_SOCKETS);
  const tracking = new TrackingPageObject(await context.newPage());
  await tracking.open(tenantUrl(token, `/tracking?order_id=${encodeURIComponent(orderId)}`));
  return { context, tracking };
}

describe('§2.6 tracking page', () => {
  it("shows 'order not found' with a way back to the menu for an unknown id", async () => {
    const { context, tracking } = await openTracking('demo', 'no-such-order');
    try {
      expect(await tracking.heading()).toBe('Order not found');
      await tracking.page.getByRole('link', { name: 'View menu' }).click();
      await tracking.page.waitForURL(/\/products/);
    } finally {
      await context.close();
    }
  });

  it('reconnects after the socket drops and catches up on what it missed', async () => {
    const order = await placeCashOrder('demo');
    const staff = await KitchenApi.logIn('demo');
    const { context, tracking } = await openTracking('demo', order.id);
    try {
      await tracking.waitForLive('live');
      expect(await tracking.socketCount()).toBe(1);
      await tracking.dropSockets();
      await tracking.waitForLive('offline');
      // Changed while the page had no socket: no event can reach it.
      await staff.move(order.id, 'PREPARING');
      expect(await tracking.currentStep()).toBe('Received');
      await tracking.waitForLive('live', 12_000);
      await tracking.waitForStep('Preparing');
      expect(await tracking.socketCount()).toBe(2);
      // And it is live again afterwards.
      await staff.move(order.id, 'READY');
      await tracking.waitForStep('Ready');
    } finally {
      await context.close();
    }
  });

  it('the reload button refetches the status', async () => {
    const order = await placeCashOrder('demo');
    const staff = await KitchenApi.logIn('demo');
    const { context, tracking } = await openTracking('demo', order.id);
    try {
      await tracking.waitForLive('live');
      await tracking.dropSockets();
      await tracking.page.evaluate(() => {
        // keep it down: no focus-driven reconnect during this check
        window.dispatchEvent(new Event('pagehide'));
      });
      await staff.move(order.id, 'PREPARING');
      await tracking.page.getByRole('button', { name: 'Update status' }).click();
      await tracking.waitForStep('Preparing');
    } finally {
      await context.close();
    }
  });

  it('rates a finalized order once, then shows the rating instead of the form', async () => {
    const order = await placeCashOrder('demo');
    const staff = await KitchenApi.logIn('demo');
    for (const status of ['PREPARING', 'READY', 'FINALIZED'] as const)
      await staff.move(order.id, status);
    const { context, tracking } = await openTracking('demo', order.id);
    try {
      const page = tracking.page;
      expect(await tracking.liveStatus()).toBe('none'); // a final order needs no socket
      await page.getByRole('heading', { name: 'Rate your order' }).waitFor();
      // The stars are the visible part of a native radio group.
      await page.locator('.c-stars--input label').nth(3).click();
      expect(await page.getByRole('radio', { name: '4 of 5 stars' }).isChecked()).toBe(true);
      await page.getByLabel('Comment (optional)').fill('Great tacos');
      await page.getByRole('button', { name: 'Send rating' }).click();
      await page.getByRole('heading', { name: 'Your rating' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { name: 'Your rating' }).waitFor();
      expect(await page.getByRole('img', { name: '4 of 5 stars' }).count()).toBe(1);
      expect(await page.getByText('Great tacos').count()).toBe(1);
      expect(await page.getByRole('radio').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('§4.3 shows the status modal on load once for a fresh chat-checkout order', async () => {
    const order = await placeCashOrder('whatsburger');
    // A Spanish-speaking diner (§2.1: the browser language, then the company's).
    const { context, tracking } = await openTracking('whatsburger', order.id, 'es-CO');
    try {
      const dialog = tracking.statusModal();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Entendido' }).click();
      await dialog.waitFor({ state: 'detached' });
      await tracking.page.reload();
      await tracking.page.locator('.c-timeline').waitFor();
      expect(await tracking.statusModal().count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

// Issue [5/6] end-to-end, staff side: the kitchen signs in, a customer's order appears on the
// board without a reload within a second, and the board moves it while the customer's tracking
// page follows live.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { KitchenPageObject, deviceAddress } from './pages/kitchen';
import { TrackingPageObject, placeCashOrder } from './pages/tracking';

const TABLET = { width: 1024, height: 768 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function signedInBoard(context: BrowserContext): Promise<KitchenPageObject> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
  const kitchen = new KitchenPageObject(await context.newPage());
  await kitchen.open(tenantUrl('demo', '/kitchen'));
  await kitchen.logIn('demo1234');
  await kitchen.board().waitFor();
  await kitchen.page.locator('.c-live[data-live="live"]').waitFor({ timeout: 10_000 });
  return kitchen;
}

describe('kitchen sign-in', () => {
  it('says so clearly when the password is wrong', async () => {
    const context = await newContext(browser, { viewport: TABLET });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
      const kitchen = new KitchenPageObject(await context.newPage());
      await kitchen.open(tenantUrl('demo', '/kitchen'));
      await kitchen.logIn('not-the-password');
      expect(await kitchen.loginError().innerText()).toBe('Wrong password.');
      expect(await kitchen.board().count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says to wait after too many attempts (429)', async () => {
    const context = await newContext(browser, { viewport: TABLET });
    try {
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
      const kitchen = new KitchenPageObject(await context.newPage());
      await kitchen.open(tenantUrl('demo', '/kitchen'));
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        await kitchen.logIn(`wrong-${attempt}`);
        await kitchen.loginError().getByText('Wrong password.').waitFor();
      }
      // The sixth attempt in the minute is refused even with the right password.
      await kitchen.logIn('demo1234');
      await kitchen
        .loginError()
        .getByText(/Too many attempts/)
        .waitFor();
      // The wait comes from the server's Retry-After (the window is a minute).
      expect(await kitchen.loginError().innerText()).toMatch(
        /^Too many attempts\. Try again in (\d+ seconds?|1 minute)\.$/,
      );
      expect(await kitchen.board().count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('keeps the session across a reload and signs out', async () => {
    const context = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await signedInBoard(context);
      await kitchen.page.reload();
      await kitchen.board().waitFor();
      await kitchen.page.getByRole('button', { name: 'Sign out' }).click();
      await kitchen.page.getByLabel('Password').waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the board follows orders live', () => {
  it('shows a new order within 1 s, moves it, and the tracking page updates without reload', async () => {
    const staff = await newContext(browser, { viewport: TABLET });
    const diner = await newContext(browser, { viewport: DESKTOP });
    try {
      const kitchen = await signedInBoard(staff);
      const order = await placeCashOrder('demo');
      const placedAt = Date.now();
      const card = kitchen.card(order.id);
      await card.waitFor({ timeout: 1_000 });
      expect(Date.now() - placedAt).toBeLessThan(1_000);
      expect(await kitchen.column('new').locator(`[data-order-id="${order.id}"]`).count()).toBe(1);
      const text = await card.innerText();
      expect(text).toContain(`#${order.public_id}`);
      expect(text).toContain(order.combos[0]!.product_name);
      expect(text).toContain('No ice');
      expect(text).toContain('Cash');
      expect(await card.getAttribute('class')).toContain('k-card--fresh');

      const tracking = new TrackingPageObject(await diner.newPage());
      await tracking.open(tenantUrl('demo', `/tracking?order_id=${order.id}`));
      expect(await tracking.heading()).toBe(`Order #${order.public_id}`);
      expect(await tracking.currentStep()).toBe('Received');
      await tracking.waitForLive('live');
      await tracking.page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

      await kitchen.primaryAction(order.id, 'Start preparing');
      await kitchen.column('preparing').locator(`[data-order-id="${order.id}"]`).waitFor();
      await tracking.waitForStep('Preparing');

      await kitchen.primaryAction(order.id, 'Mark ready');
      await kitchen.column('ready').locator(`[data-order-id="${order.id}"]`).waitFor();
      await tracking.waitForStep('Ready');
      // Same document all along: the updates came over the socket, not from a reload.
      expect(
        await tracking.page.evaluate(() => (window as unknown as { marker?: number }).marker),
      ).toBe(1);
    } finally {
      await staff.close();
      await diner.close();
    }
  });

  it('cancels only after confirmation, and the order leaves the board', async () => {
    const staff = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await signedInBoard(staff);
      const order = await placeCashOrder('demo');
      const card = kitchen.card(order.id);
      await card.waitFor({ timeout: 2_000 });
      await card
        .getByRole('button', { name: `More actions for order #${order.public_id}` })
        .click();
      await card.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = kitchen.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Keep order' }).click();
      expect(await card.count()).toBe(1);
      await card
        .getByRole('button', { name: `More actions for order #${order.public_id}` })
        .click();
      await card.getByRole('button', { name: 'Cancel order' }).click();
      await kitchen.page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
      await card.waitFor({ state: 'detached' });
    } finally {
      await staff.close();
    }
  });
});

describe('kitchen controls', () => {
  it('pauses delivery for 15 minutes and resumes it', async () => {
    const staff = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await signedInBoard(staff);
      const page = kitchen.page;
      await page.getByRole('button', { name: 'Pause orders' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Delivery' }).check();
      await dialog.getByRole('radio', { name: '15 min' }).check();
      await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
      const row = dialog.locator('.k-types li', { hasText: 'Delivery' });
      await row.getByText(/Paused until/).waitFor();
      await row.getByRole('button', { name: 'Resume' }).click();
      await row.getByText('Taking orders').waitFor();
    } finally {
      await staff.close();
    }
  });

  it('marks a product out of stock from a searchable list, and back', async () => {
    const staff = await newContext(browser, { viewport: TABLET });
    try {
      const kitchen = await signedInBoard(staff);
      const page = kitchen.page;
      await page.getByRole('button', { name: 'Stock' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Search products').fill('veggie bur');
      const row = dialog.locator('.k-stock li');
      await row.first().waitFor();
      expect(await row.count()).toBe(1);
      await dialog.getByRole('button', { name: 'Mark Veggie Burger out of stock' }).click();
      await row.getByText('Out of stock').waitFor();
      await dialog.getByRole('button', { name: 'Mark Veggie Burger back in stock' }).click();
      await row.getByText('Available').waitFor();
    } finally {
      await staff.close();
    }
  });
});

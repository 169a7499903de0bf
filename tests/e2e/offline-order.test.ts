// Issue [6/6] end to end: an order placed without a network is queued with the cart reset,
// shown as "Sending…", and reaches the server exactly once when the network (or the server)
// comes back; the tracking page then follows the live order. Real Chromium, real servers.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Product } from '../../src/domain/types';
import { companyByToken, simpleProduct } from './support/api';
import { launchBrowser, newContext } from './support/browser';
import { freePort, removeDataDir, startServer } from './support/server';
import type { RunningServer } from './support/server';
import { CheckoutPageObject } from './pages/checkout';
import { OfflineOrderPageObject, StaffOrders, getOrder, watchCreatedOrders } from './pages/offline';
import { serverPort } from './support/server-port';

let browser: Browser;
let context: BrowserContext;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});
beforeEach(async () => {
  context = await newContext(browser);
});
afterEach(async () => {
  await context.close();
});

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

/** From a controlled page: a product in the cart, TAKEAWAY, client info, cash, at the summary. */
async function reachSummary(page: Page, origin: string, product: Product, client: string) {
  const checkout = new CheckoutPageObject(page);
  await checkout.addProductAndOpenCart(
    `${origin}/products?product=${productSlug(product.name, product.id)}`,
    2,
  );
  await checkout.startFromCart('TAKEAWAY');
  await checkout.fillClientInfo(client, '2125550188', 'US');
  expect(await checkout.atSummary()).toBe(true);
  const form = checkout.content().locator('form.cs-summary');
  await form.getByTestId('summary-total').waitFor();
  await form.locator('[data-method="cash"] input').check();
  return form.getByTestId('summary-submit');
}

async function openControlled(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/products`);
  const offline = new OfflineOrderPageObject(page);
  expect(await offline.waitForServiceWorker(), 'the service worker controls the page').toBe(true);
}

describe('an order placed offline', () => {
  it('is queued with setOffline, then sent exactly once when the network returns', async () => {
    const port = serverPort();
    const origin = `http://demo.localhost:${port}`;
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5 });
    const staff = await StaffOrders.logIn(port, 'demo');
    const client = uniqueName('Offline Ana');
    const page = await context.newPage();
    const createdOrders = watchCreatedOrders(page);
    await openControlled(page, origin);
    const submit = await reachSummary(page, origin, product, client);

    await context.setOffline(true);
    await submit.click();
    const offline = new OfflineOrderPageObject(page);
    await page.waitForURL((url) => url.searchParams.has('outbox_id'));
    await offline.queued().waitFor();
    await expect.poll(() => offline.queued().innerText()).toContain('Sending…');
    expect(await offline.queued().innerText()).toMatch(
      /Queued at .+ as soon as you're back online/,
    );
    expect(await offline.queued().locator('.c-tracking__line').count()).toBe(1);
    // The cart was reset with the enqueue.
    expect(await page.locator('.pp-bar__button').count()).toBe(0);
    // Only the draft the summary created while online exists, and nothing was sent yet: the
    // server holds it unplaced and unpaid, so the kitchen (placed orders only) lists nothing.
    const drafts = [...new Set(await createdOrders())];
    expect(drafts).toHaveLength(1);
    const draft = await getOrder(port, 'demo', company.id, drafts[0]!);
    expect(draft.status).toBe('INITIATED');
    expect(draft.placed_at).toBeNull();
    expect(draft.meta_data.assigned_payment).toBeUndefined();
    expect(await staff.byClient(client)).toEqual([]);

    await context.setOffline(false);
    await page.waitForURL((url) => url.searchParams.has('order_id'), { timeout: 15_000 });
    const orderId = offline.trackingParam('order_id')!;
    expect(offline.trackingParam('outbox_id')).toBeNull();
    // The queued placement went to that same draft: no second order was created.
    expect(orderId).toBe(draft.id);
    expect([...new Set(await createdOrders())]).toEqual([draft.id]);
    const order = await getOrder(port, 'demo', company.id, orderId);
    expect(order.meta_data.assigned_payment?.payment_method_code).toBe('cash');
    expect(order.combos.map((c) => [c.product_id, c.quantity])).toEqual([[product.id, 2]]);
    await expect.poll(() => offline.liveHeading().innerText()).toContain(order.public_id);
    const after = await staff.byClient(client);
    expect(after.map((o) => o.id)).toEqual([orderId]);
  });

  it('opens the summary offline on local totals and sends client, order and update once', async () => {
    const port = serverPort();
    const origin = `http://demo.localhost:${port}`;
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5 });
    const staff = await StaffOrders.logIn(port, 'demo');
    const client = uniqueName('Offline Cy');
    const page = await context.newPage();
    await openControlled(page, origin);
    const checkout = new CheckoutPageObject(page);
    await checkout.addProductAndOpenCart(
      `${origin}/products?product=${productSlug(product.name, product.id)}`,
      1,
    );
    await checkout.startFromCart('TAKEAWAY');
    await checkout.waitForScreen('CHECKOUT_STEP_CLIENT_INFO');
    // Cut before the client exists and before the order is created.
    await context.setOffline(true);
    await checkout.fillClientInfo(client, '2125550199', 'US');
    expect(await checkout.atSummary()).toBe(true);
    const form = checkout.content().locator('form.cs-summary');
    const shownTotal = await form.getByTestId('summary-total').innerText();
    await form.locator('[data-method="cash"] input').check();
    await form.getByTestId('summary-submit').click();
    const offline = new OfflineOrderPageObject(page);
    await page.waitForURL((url) => url.searchParams.has('outbox_id'));
    await expect.poll(() => offline.queued().innerText()).toContain('Sending…');
    expect(await staff.byClient(client)).toEqual([]);

    await context.setOffline(false);
    await page.waitForURL((url) => url.searchParams.has('order_id'), { timeout: 15_000 });
    const orderId = offline.trackingParam('order_id')!;
    const order = await getOrder(port, 'demo', company.id, orderId);
    expect(order.client?.name).toBe(client);
    expect(order.meta_data.assigned_payment?.payment_method_code).toBe('cash');
    // The device priced it as the server did.
    await expect.poll(() => offline.liveHeading().innerText()).toContain(order.public_id);
    expect(await page.locator('.c-tracking__total dd').innerText()).toBe(shownTotal);
    expect((await staff.byClient(client)).map((o) => o.id)).toEqual([orderId]);
  });

  it('shows the store’s refusal when it arrives, and the retry sends it once allowed', async () => {
    const port = serverPort();
    const origin = `http://demo.localhost:${port}`;
    const { company } = await companyByToken('demo');
    const product = await simpleProduct(company.id, { minStock: 5 });
    const staff = await StaffOrders.logIn(port, 'demo');
    const client = uniqueName('Refused Di');
    const page = await context.newPage();
    await openControlled(page, origin);
    const submit = await reachSummary(page, origin, product, client);
    await context.setOffline(true);
    await submit.click();
    const offline = new OfflineOrderPageObject(page);
    await page.waitForURL((url) => url.searchParams.has('outbox_id'));
    await offline.queued().waitFor();
    try {
      // While the diner was offline the kitchen paused takeaway: the server refuses (409).
      await staff.pause('takeaway', 30);
      await context.setOffline(false);
      await expect.poll(() => offline.status(), { timeout: 15_000 }).toBe('failed');
      expect(await offline.queued().getByRole('alert').innerText()).toMatch(/paused/i);
      expect(await page.locator('.c-tracking__queued h2').innerText()).toBe(
        'The store could not take this order',
      );
    } finally {
      await staff.pause('takeaway', 0);
    }
    await offline.retry().click();
    await page.waitForURL((url) => url.searchParams.has('order_id'), { timeout: 15_000 });
    const orderId = offline.trackingParam('order_id')!;
    expect((await staff.byClient(client)).map((o) => o.id)).toEqual([orderId]);
    const order = await getOrder(port, 'demo', company.id, orderId);
    expect(order.meta_data.assigned_payment?.payment_method_code).toBe('cash');
  });

  describe('with the server down', () => {
    let server: RunningServer | null = null;
    let dataDir = '';
    let distDir = '';
    afterEach(async () => {
      await server?.stop();
      server = null;
      removeDataDir(dataDir);
      removeDataDir(distDir);
    });

    it('is queued when the server is killed, and sent exactly once after its restart', async () => {
      const port = await freePort();
      dataDir = mkdtempSync(join(tmpdir(), 'comanda-offline-'));
      distDir = mkdtempSync(join(tmpdir(), 'comanda-offline-dist-'));
      const env = { DIST_DIR: distDir };
      server = await startServer({ port, dataDir, env });
      const origin = `http://demo.localhost:${port}`;
      const { company } = await companyByToken('demo');
      const product = await simpleProduct(company.id, { minStock: 5 });
      const client = uniqueName('Restart Bo');
      const page = await context.newPage();
      await openControlled(page, origin);
      const submit = await reachSummary(page, origin, product, client);

      await server.stop();
      await submit.click();
      const offline = new OfflineOrderPageObject(page);
      await page.waitForURL((url) => url.searchParams.has('outbox_id'));
      await expect.poll(() => offline.status()).toMatch(/queued|sending/);
      expect(await offline.queued().innerText()).toContain('Sending…');

      server = await startServer({ port, dataDir, env });
      // The page retries on its backoff (5 s, 10 s, 20 s …) with the same keys.
      await page.waitForURL((url) => url.searchParams.has('order_id'), { timeout: 60_000 });
      const orderId = offline.trackingParam('order_id')!;
      const order = await getOrder(port, 'demo', company.id, orderId);
      expect(order.meta_data.assigned_payment?.payment_method_code).toBe('cash');
      await expect.poll(() => offline.liveHeading().innerText()).toContain(order.public_id);
      const staff = await StaffOrders.logIn(port, 'demo');
      expect((await staff.byClient(client)).map((o) => o.id)).toEqual([orderId]);
    }, 150_000);
  });
});

// Issue [7/13] end to end, "tabs agree": two tabs of one storefront (one browser context, so one
// IndexedDB cart) both on the order summary. Ordering in tab A empties the shared cart; tab B's
// checkout closes with a notice, and no second order reaches the server: tab B never sends a
// placement, its draft stays a draft, and the kitchen lists exactly one order for this diner.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { productSlug } from '../../src/domain/formatting';
import type { Company, Order } from '../../src/domain/types';
import { apiGet, companyByToken, simpleProduct } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { tenantUrl } from './support/urls';
import { readDeviceDb } from './support/device-db';
import { CartPageObject } from './pages/cart';
import { CheckoutPageObject } from './pages/checkout';
import { deviceAddress } from './pages/kitchen';

const enCheckout = JSON.parse(
  readFileSync(new URL('../../src/i18n/locales/en/checkout.json', import.meta.url), 'utf8'),
) as { otherTab: Record<string, string> };

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

async function simpleProductUrl(token: string) {
  const { company } = await companyByToken(token);
  const product = await simpleProduct(company.id, { minStock: 5, minPrice: 500 });
  return {
    company,
    url: tenantUrl(token, `/products?product=${productSlug(product.name, product.id)}`),
  };
}

/** Creates and placements this page sends, and the drafts the server answered it. */
function orderWrites(page: Page) {
  const writes = { creates: [] as Request[], placements: [] as Request[], drafts: [] as string[] };
  page.on('request', (request) => {
    const url = request.url();
    if (request.method() === 'POST' && url.endsWith('/ms-orders/public/orders'))
      writes.creates.push(request);
    if (request.method() === 'PATCH' && /\/ms-orders\/public\/companies\/[^/]+\/orders\//.test(url))
      writes.placements.push(request);
  });
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || !request.url().endsWith('/ms-orders/public/orders')) return;
    void response
      .json()
      .then((order: Order) => writes.drafts.push(order.id))
      .catch(() => undefined);
  });
  return writes;
}

/** Opens the checkout for takeaway and goes on to the order summary with cash chosen. */
async function toSummary(checkout: CheckoutPageObject, name: string): Promise<void> {
  await checkout.startFromCart('TAKEAWAY');
  await checkout.content().waitFor();
  if ((await checkout.screen()) === 'CHECKOUT_STEP_CLIENT_INFO')
    await checkout.fillClientInfo(name, '2125550177', 'US');
  expect(await checkout.atSummary()).toBe(true);
  const form = checkout.content().locator('form.cs-summary');
  await form.waitFor();
  await form.locator('[data-method="cash"] input').check();
}

/**
 * Orders the kitchen board holds for this diner, read with a staff session of its own. The
 * requests run inside a page of the tenant's origin: only the browser resolves *.localhost.
 */
async function kitchenOrdersOf(context: BrowserContext, name: string): Promise<Order[]> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': deviceAddress() });
  const page = await context.newPage();
  await page.goto(tenantUrl('demo', '/api/ms-notifications/public/health'));
  const answer = await page.evaluate(async () => {
    const login = await fetch('/api/kitchen/session', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password: 'demo1234' }),
    });
    const orders = await fetch('/api/kitchen/orders');
    return { login: login.status, status: orders.status, body: await orders.text() };
  });
  expect(answer.login).toBe(201);
  expect(answer.status).toBe(200);
  const orders = JSON.parse(answer.body) as Order[];
  return orders.filter((order) => order.client?.name === name);
}

async function trackedOrderId(page: Page, company: Company): Promise<Order> {
  await page.waitForURL((url) => url.pathname === '/tracking', { timeout: 20_000 });
  const id = new URL(page.url()).searchParams.get('order_id') ?? '';
  expect(id).not.toBe('');
  return apiGet<Order>(`/ms-orders/public/companies/${company.id}/orders/${id}`);
}

/**
 * Makes a page deaf to other tabs' IndexedDB changes (Dexie tells other tabs on this channel),
 * so it behaves as a tab whose liveQuery notice has not arrived yet.
 */
const DEAF_TO_OTHER_TABS = `(() => {
  const Native = window.BroadcastChannel;
  window.BroadcastChannel = class extends Native {
    constructor(name) {
      super(name === 'x-storagemutated-1' ? 'deaf-' + Math.random() : name);
    }
  };
})();`;

/** The cart lines the origin's IndexedDB holds for the company (what every tab reads back). */
async function storedCartLines(page: Page, companyId: string): Promise<number> {
  const lines = await readDeviceDb<number>(page, {
    store: 'cartLines',
    index: 'companyId',
    key: companyId,
    count: true,
  });
  return lines ?? -1;
}

/** Tab A and tab B of one storefront, both on the order summary of the same cart. */
async function twoTabsOnSummary(context: BrowserContext, diner: string, deafB = false) {
  const { company, url } = await simpleProductUrl('demo');
  const pageA = await context.newPage();
  const tabA = new CheckoutPageObject(pageA);
  await tabA.addProductAndOpenCart(url, 2);
  await toSummary(tabA, diner);

  // Tab B: the same storefront, the same stored cart, its own checkout.
  const pageB = await context.newPage();
  if (deafB) await pageB.addInitScript(DEAF_TO_OTHER_TABS);
  const writesB = orderWrites(pageB);
  const cartB = new CartPageObject(pageB);
  await cartB.open(tenantUrl('demo', '/cart'));
  expect(await cartB.lines().count()).toBe(1);
  const tabB = new CheckoutPageObject(pageB);
  await toSummary(tabB, diner);
  await expect.poll(() => writesB.drafts.length).toBe(1);

  // Tab A orders.
  await pageA.bringToFront();
  await tabA.content().getByTestId('summary-submit').click();
  const placed = await trackedOrderId(pageA, company);
  expect(placed.status).not.toBe('INITIATED');
  // Tab A's cart reset follows its navigation to tracking: on a loaded machine it can land after
  // the tracking page shows. The tests are about what tab B does once the reset is stored.
  await expect.poll(() => storedCartLines(pageA, company.id), { timeout: 10_000 }).toBe(0);
  return { company, pageB, tabB, cartB, writesB, placed };
}

/** Nothing from tab B was placed: no placement request, its draft is still a draft, and the
 * kitchen holds exactly tab A's order for this diner. */
async function expectOnlyTabAPlaced(
  staff: BrowserContext,
  diner: string,
  tabs: Awaited<ReturnType<typeof twoTabsOnSummary>>,
): Promise<void> {
  const { company, writesB, placed } = tabs;
  expect(writesB.placements).toHaveLength(0);
  const draftB = await apiGet<Order>(
    `/ms-orders/public/companies/${company.id}/orders/${writesB.drafts[0] ?? ''}`,
  );
  expect(draftB.id).not.toBe(placed.id);
  expect(draftB.status).toBe('INITIATED');
  expect(draftB.placed_at).toBeNull();
  const kitchen = await kitchenOrdersOf(staff, diner);
  expect(kitchen.map((o) => o.id)).toEqual([placed.id]);
}

describe('two tabs on the order summary', () => {
  let context: BrowserContext;
  let staff: BrowserContext;
  beforeEach(async () => {
    context = await newContext(browser, { viewport: PHONE });
    staff = await newContext(browser);
  });
  afterEach(async () => {
    await staff.close();
    await context.close();
  });

  it('ordering in tab A closes tab B with a notice, and only one order is placed', async () => {
    const diner = `Tabs Tester ${Date.now().toString(36)}`;
    const tabs = await twoTabsOnSummary(context, diner);
    const { pageB, tabB, cartB } = tabs;

    // Tab B: the checkout closes and says why, with focus inside the notice.
    const notice = tabB.otherTabNotice();
    await notice.waitFor({ timeout: 15_000 });
    expect(await tabB.sheet().count()).toBe(0);
    expect(await notice.locator('.c-dialog__title').innerText()).toBe(
      enCheckout.otherTab.placedTitle,
    );
    expect(await notice.locator('[data-notice]').innerText()).toBe(enCheckout.otherTab.placedBody);
    expect(
      await pageB.evaluate(() => document.activeElement?.closest('.c-other-tab') !== null),
    ).toBe(true);
    await cartB.empty().waitFor();
    // The notice offers the order tab A placed.
    expect(await notice.getByRole('button', { name: enCheckout.otherTab.track }).count()).toBe(1);

    // Dismissed, focus lands on the page (not lost on <body>).
    await notice.getByRole('button', { name: enCheckout.otherTab.ok }).click();
    await notice.waitFor({ state: 'detached' });
    expect(
      await pageB.evaluate(() => document.activeElement?.closest('main.c-cart') !== null),
    ).toBe(true);

    await expectOnlyTabAPlaced(staff, diner, tabs);
  });

  it("tab B's submit re-reads the stored cart: a reset it was not told about is refused", async () => {
    const diner = `Tabs Racer ${Date.now().toString(36)}`;
    const tabs = await twoTabsOnSummary(context, diner, true);
    const { pageB, tabB } = tabs;
    // Deaf to tab A, tab B still shows its summary and its cart in memory.
    await pageB.bringToFront();
    expect(await tabB.atSummary()).toBe(true);
    await tabB.content().getByTestId('summary-submit').click();

    const notice = tabB.otherTabNotice();
    await notice.waitFor({ timeout: 15_000 });
    expect(await notice.locator('.c-dialog__title').innerText()).toBe(
      enCheckout.otherTab.placedTitle,
    );
    expect(await tabB.sheet().count()).toBe(0);
    expect(new URL(pageB.url()).pathname).toBe('/cart');
    await expectOnlyTabAPlaced(staff, diner, tabs);
  });
});

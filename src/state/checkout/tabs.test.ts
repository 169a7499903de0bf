// Tabs agree (issue [7/13]), through the real cart store and a real (fake-indexeddb) database: a
// cart that another tab empties closes this tab's checkout with a notice and drops its draft, and
// the submit guard reads the stored cart itself, so a reset not yet seen here is still caught.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { line } from '../../domain/catalogue.fixtures';
import { CHECKOUT_SCREENS } from '../../domain/checkout-flow';
import { makeCompany, makeSettings } from '../../domain/order-taking.fixtures';
import type { Order } from '../../domain/types';
import { resetCartStorage, saveCart } from '../../db/cart-repository';
import { app, hold } from '../app';
import { cart, cartSaved, loadCartFor, resetOrder } from '../cart';
import { clearCheckout } from './nav';
import { checkout } from './store';
import {
  cartEmptiedBeforePlacing,
  checkoutTabs,
  closeStaleCheckout,
  dismissOtherTabNotice,
} from './tabs';

const COMPANY = 'company-tabs';
const draft = { id: 'draft-1', public_id: 'D1', total: 1000, meta_data: {} } as Order;

let dbSeq = 0;
let dbName = '';

/** What another tab does: the same repository writing to the same database. */
const otherTabWrites = (lines: ReturnType<typeof line>[]) =>
  saveCart(COMPANY, lines, lines.length > 0 ? { v1: lines[0]?.quantity ?? 0 } : {});

/** The checkout as it stands on the order summary, with its draft created. */
function openSummary(): void {
  checkout.serviceType = 'TAKEAWAY';
  checkout.screen = CHECKOUT_SCREENS.ORDER_SUMMARY;
  checkout.showCheckoutModal = true;
  checkout.createdOrder = hold(draft);
  checkout.idempotencyKey = 'key-of-this-session';
}

/** §4.9's last-order cookie as every tab of the origin reads it. */
function cookieSays(orderId: string | null): void {
  vi.stubGlobal('document', { cookie: orderId ? `COOKIE_LAST_ORDER_ID=${orderId}` : '' });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

beforeEach(async () => {
  dbName = `checkout-tabs-${++dbSeq}`;
  resetCartStorage({ dbName });
  app.companyId = COMPANY;
  app.company = hold(makeCompany({ id: COMPANY }));
  app.settings = hold(makeSettings());
  app.lastOrderId = 'older-order';
  cookieSays('older-order');
  clearCheckout();
  dismissOtherTabNotice();
  // The line another tab would also hold: both tabs start from the same stored cart.
  await otherTabWrites([line({ quantity: 2 })]);
  await loadCartFor(COMPANY);
  await vi.waitFor(() => expect(cart.lines).toHaveLength(1));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a cart emptied in another tab', () => {
  it('closes the open checkout, drops its draft and names the order placed there', async () => {
    openSummary();
    // Tab A completed: it wrote the cookie, then reset the shared cart.
    cookieSays('order-from-tab-a');
    await otherTabWrites([]);
    await vi.waitFor(() => expect(checkout.showCheckoutModal).toBe(false));
    expect(checkout.screen).toBeNull();
    expect(checkout.createdOrder).toBeNull();
    expect(checkout.idempotencyKey).toBeNull();
    expect(checkoutTabs.notice).toEqual({ kind: 'placed', orderId: 'order-from-tab-a' });
    expect(app.lastOrderId).toBe('order-from-tab-a');
  });

  it('says "emptied" when no order was placed (the last line removed there)', async () => {
    openSummary();
    await otherTabWrites([]);
    await vi.waitFor(() => expect(checkout.showCheckoutModal).toBe(false));
    expect(checkoutTabs.notice).toEqual({ kind: 'emptied', orderId: null });
  });

  it('waits for a request in flight, so its ending cannot reopen the sheet', async () => {
    openSummary();
    checkout.savingOrder = true;
    await otherTabWrites([]);
    await vi.waitFor(() => expect(cart.lines).toHaveLength(0));
    await settle();
    expect(checkout.showCheckoutModal).toBe(true);
    expect(checkoutTabs.notice).toBeNull();
    checkout.savingOrder = false;
    await vi.waitFor(() => expect(checkout.showCheckoutModal).toBe(false));
    expect(checkoutTabs.notice?.kind).toBe('emptied');
  });

  it('leaves an open checkout alone while the other tab only changes lines', async () => {
    openSummary();
    await otherTabWrites([line({ quantity: 5 })]);
    await vi.waitFor(() => expect(cart.lines[0]?.quantity).toBe(5));
    await settle();
    expect(checkout.showCheckoutModal).toBe(true);
    expect(checkout.createdOrder).not.toBeNull();
    expect(checkoutTabs.notice).toBeNull();
  });

  it('says nothing when no checkout is open here', async () => {
    await otherTabWrites([]);
    await vi.waitFor(() => expect(cart.lines).toHaveLength(0));
    await settle();
    expect(checkoutTabs.notice).toBeNull();
  });

  it("this tab's own completion (checkout cleared, then the cart reset) raises no notice", async () => {
    openSummary();
    cookieSays('order-from-this-tab');
    app.lastOrderId = 'order-from-this-tab';
    clearCheckout();
    resetOrder();
    await cartSaved();
    await settle();
    expect(cart.lines).toHaveLength(0);
    expect(checkoutTabs.notice).toBeNull();
  });
});

describe('the submit guard', () => {
  it('lets a cart that is still stored be placed', async () => {
    expect(await cartEmptiedBeforePlacing()).toBe(false);
  });

  it('catches a reset this tab has not been told about yet', async () => {
    // Stop following storage (same database), so the store cannot learn of the reset by itself.
    resetCartStorage({ dbName });
    await otherTabWrites([]);
    expect(cart.lines).toHaveLength(1);
    expect(await cartEmptiedBeforePlacing()).toBe(true);
  });

  it('closes with the same notice as the live follow', () => {
    openSummary();
    cookieSays('order-from-tab-a');
    closeStaleCheckout();
    expect(checkout.showCheckoutModal).toBe(false);
    expect(checkout.createdOrder).toBeNull();
    expect(checkoutTabs.notice).toEqual({ kind: 'placed', orderId: 'order-from-tab-a' });
  });
});

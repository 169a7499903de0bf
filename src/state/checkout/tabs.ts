// Tabs agree (issue [7/13]). Every tab of a storefront shares one stored cart (IndexedDB, followed
// through liveQuery), but each tab has its own checkout. When another tab places the order, its
// reset empties the stored cart; a checkout left open here would sit on a draft for lines that
// are gone, and its submit would place the same order a second time. So this tab closes its
// checkout, drops its draft and says why; and the submit reads the stored cart once more right
// before placing, to catch a reset whose liveQuery notice has not reached this tab yet.
import { proxy, subscribe } from 'valtio';
import { loadCart } from '../../db/cart-repository';
import type { StoredCart } from '../../db/cart-repository';
import type { CartLine } from '../../domain/cart';
import { STORAGE_KEYS } from '../../domain/constants';
import { app } from '../app';
import { cart, cartSaved, onOtherTabChange } from '../cart/store';
import { closeCheckout } from './nav';
import { discardCreatedOrder } from './order';
import { checkout, checkoutLocked } from './store';
import { readCookie } from '../device/cookies';

/** 'placed': another tab ordered this cart; 'emptied': another tab removed its last line. */
export type OtherTabNoticeKind = 'placed' | 'emptied';

export interface OtherTabNotice {
  kind: OtherTabNoticeKind;
  /** The order the other tab placed, so the diner can follow it from here. */
  orderId: string | null;
}

export const checkoutTabs = proxy<{ notice: OtherTabNotice | null }>({ notice: null });

/**
 * The order another tab placed since this tab last knew: §4.9's last-order cookie is shared by
 * every tab and is written by completeOrder before it resets the cart, so it is already there
 * when the reset reaches us.
 */
function orderPlacedElsewhere(): string | null {
  const latest = readCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID);
  return latest !== null && latest !== app.lastOrderId ? latest : null;
}

/** Closes this tab's checkout, forgets its draft (the server sweeps it) and says why. */
export function closeStaleCheckout(): void {
  stopWaiting();
  const orderId = orderPlacedElsewhere();
  // Known now: a later reset in another tab is then not mistaken for this same order.
  if (orderId) app.lastOrderId = orderId;
  discardCreatedOrder();
  closeCheckout();
  checkoutTabs.notice = { kind: orderId ? 'placed' : 'emptied', orderId };
}

export function dismissOtherTabNotice(): void {
  checkoutTabs.notice = null;
}

let stopWatchingCheckout: (() => void) | null = null;

function stopWaiting(): void {
  stopWatchingCheckout?.();
  stopWatchingCheckout = null;
}

/**
 * Closes once nothing is in flight. A request still running (a client, an address, the draft)
 * would otherwise finish after the close and move the sheet to its next screen again. The check
 * runs a task later, after the continuations of the settled request have run.
 */
function closeWhenSettled(): void {
  if (stopWatchingCheckout) return;
  const check = (): void => {
    setTimeout(() => {
      if (!stopWatchingCheckout) return;
      // Closed meanwhile: this tab's own submit finished (and went to tracking), or the diner
      // closed it. Nothing is left to close.
      if (!checkout.showCheckoutModal) return stopWaiting();
      if (!checkoutLocked(checkout)) closeStaleCheckout();
    }, 0);
  };
  stopWatchingCheckout = subscribe(checkout, check);
  check();
}

function onOtherTab(before: readonly CartLine[], after: StoredCart): void {
  // Only a cart that another tab emptied; this tab's own reset closes its checkout first.
  if (before.length === 0 || after.lines.length > 0 || !checkout.showCheckoutModal) return;
  closeWhenSettled();
}

/**
 * Right before placing: true when the cart is empty here or in storage. This tab's queued writes
 * land first, so what is read back is what every tab sees now.
 */
export async function cartEmptiedBeforePlacing(): Promise<boolean> {
  if (cart.lines.length === 0) return true;
  const companyId = cart.companyId;
  if (companyId === null) return false;
  await cartSaved();
  const stored = await loadCart(companyId);
  return cart.companyId === companyId && stored.lines.length === 0;
}

let started = false;

/** Follows other tabs' writes to the cart; runs once per page, on import like startCart. */
export function startCheckoutTabs(): void {
  if (started) return;
  started = true;
  onOtherTabChange(onOtherTab);
}

startCheckoutTabs();

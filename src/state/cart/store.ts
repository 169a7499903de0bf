// The cart's valtio store and its write-through to src/db. Lines and ledger are replaced whole on
// every change (held with ref), so a snapshot is a plain CartLine[] the domain functions accept.
import { proxy } from 'valtio';
import { addOrMerge } from '../../domain/cart';
import type { CartLine } from '../../domain/cart';
import { ledgerFromLines } from '../../domain/stock';
import type { StockConsumption } from '../../domain/stock';
import type { StoredCart } from '../../db/cart-repository';
import { hold } from '../app';
import type { Held } from '../app';
import { deviceStoreExists } from '../device/store';

/**
 * The storage (and Dexie with it) loads with the first cart read, not with the menu's first
 * JavaScript (issue [12/13]). Not in src/db itself: the service worker bundles that code, and a
 * worker script cannot load a chunk.
 */
const repository = () => import('../../db/cart-repository');

export type CartNoticeKind = 'removed' | 'price_changed' | 'stock_reduced';

export interface CartNotice {
  id: string;
  kind: CartNoticeKind;
  productName: string;
  variantName: string | null;
  /** Unit prices (variant plus modifiers), for 'price_changed'. */
  oldPrice?: number;
  newPrice?: number;
  /** For 'stock_reduced'; 0 means the line was removed. */
  oldQuantity?: number;
  newQuantity?: number;
}

export interface CartState {
  companyId: string | null;
  lines: Held<CartLine[]>;
  ledger: Held<StockConsumption>;
  /** True once the stored cart of companyId has been read. */
  ready: boolean;
  notices: Held<CartNotice[]>;
}

export const cart = proxy<CartState>({
  companyId: null,
  lines: hold([]),
  ledger: hold<StockConsumption>({}),
  ready: false,
  notices: hold([]),
});

let writes: Promise<void> = Promise.resolve();
let pendingWrites = 0;
let stopWatching: (() => void) | null = null;
let generation = 0;
/**
 * The company whose cart started empty because the device held no database yet
 * (src/state/device/store.ts): its first write creates the database, and the watch starts then.
 */
let unwatchedCompany: string | null = null;
/** The cart was emptied (resetOrder) while its stored lines were still loading. */
let clearedWhileLoading = false;

const sameCart = (a: StoredCart, b: StoredCart): boolean =>
  JSON.stringify([a.lines, a.ledger]) === JSON.stringify([b.lines, b.ledger]);

/** Sets the cart and writes it through, in order, one transaction per change. */
export function commit(lines: CartLine[], ledger: StockConsumption): Promise<void> {
  cart.lines = hold(lines);
  cart.ledger = hold(ledger);
  const companyId = cart.companyId;
  // Lines changed while the stored cart is still loading are written by loadCartFor, merged
  // with it: a write now could land before that read and replace the stored lines. A reset
  // (the cart emptied) meanwhile is kept as one: the stored lines are dropped then.
  if (companyId !== null && !cart.ready && lines.length === 0) clearedWhileLoading = true;
  if (companyId === null || !cart.ready) return writes;
  pendingWrites++;
  const token = generation;
  writes = writes
    .then(async () => {
      const storage = await repository();
      await storage.saveCart(companyId, lines, ledger);
      if (unwatchedCompany === companyId && token === generation) {
        unwatchedCompany = null;
        stopWatching = storage.watchCart(companyId, (s) => onStored(companyId, s));
      }
    })
    // saveCart itself falls back to memory; only the storage chunk failing to load lands here,
    // and the chain must go on for the next change.
    .catch((error: unknown) =>
      console.error('[ERROR:saveCart]', error instanceof Error ? error.message : error),
    )
    .finally(() => {
      pendingWrites--;
    });
  return writes;
}

/** Resolves once every change so far is stored (tests, and before leaving the page). */
export function cartSaved(): Promise<void> {
  return writes;
}

/** Told what another tab's write replaced (src/state/checkout/tabs.ts closes a stale checkout). */
export type OtherTabListener = (before: readonly CartLine[], after: StoredCart) => void;
const otherTabListeners = new Set<OtherTabListener>();

export function onOtherTabChange(listener: OtherTabListener): () => void {
  otherTabListeners.add(listener);
  return () => {
    otherTabListeners.delete(listener);
  };
}

/** Another tab changed the cart. Our own writes echo back too; those are skipped while queued. */
function onStored(companyId: string, stored: StoredCart): void {
  if (cart.companyId !== companyId || !cart.ready || pendingWrites > 0) return;
  if (sameCart(stored, { lines: cart.lines, ledger: cart.ledger })) return;
  const before = cart.lines;
  cart.lines = hold(stored.lines);
  cart.ledger = hold(stored.ledger);
  for (const listener of otherTabListeners) listener(before, stored);
}

/** The ledger must match the lines; when it does not (older build, edited storage), lines win. */
function trustedLedger(stored: StoredCart): StockConsumption {
  const derived = ledgerFromLines(stored.lines);
  if (JSON.stringify(derived) === JSON.stringify(stored.ledger)) return stored.ledger;
  console.warn('[cart] the stored stock ledger did not match the cart; rebuilt it', stored.ledger);
  return derived;
}

/** Switches the store to a company's stored cart and follows its changes. */
export async function loadCartFor(companyId: string): Promise<void> {
  const token = ++generation;
  stopWatching?.();
  stopWatching = null;
  cart.companyId = companyId;
  cart.ready = false;
  cart.lines = hold([]);
  cart.ledger = hold<StockConsumption>({});
  cart.notices = hold([]);
  unwatchedCompany = null;
  clearedWhileLoading = false;
  if (!(await deviceStoreExists())) {
    if (token !== generation) return;
    // Nothing stored on this device: an empty cart, ready now, without Dexie.
    cart.ready = true;
    unwatchedCompany = companyId;
    // Lines added meanwhile are the first write: it creates the database and starts the watch.
    if (cart.lines.length > 0) await commit(cart.lines, cart.ledger);
    else watchForStoreElsewhere(companyId, token);
    return;
  }
  if (token !== generation) return;
  const { loadCart, watchCart } = await repository();
  const stored = await loadCart(companyId);
  if (token !== generation) return;
  // Lines added while the stored cart was still loading join it rather than replace it; after a
  // reset meanwhile, they are all there is.
  const early = cart.lines;
  const cleared = clearedWhileLoading;
  const base = cleared ? [] : stored.lines;
  const lines = early.reduce<CartLine[]>((acc, l) => addOrMerge(acc, l), base);
  const ledger = early.length > 0 || cleared ? ledgerFromLines(lines) : trustedLedger(stored);
  cart.ready = true;
  if (early.length > 0 || cleared || ledger !== stored.ledger) await commit(lines, ledger);
  else {
    cart.lines = hold(lines);
    cart.ledger = hold(ledger);
  }
  if (token !== generation) return;
  stopWatching = watchCart(companyId, (s) => onStored(companyId, s));
}

/**
 * Another tab of this origin may create the database (and put lines in it) while this one's cart
 * is empty and unwatched: when this tab is shown again, it looks again and loads that cart.
 */
function watchForStoreElsewhere(companyId: string, token: number): void {
  if (typeof document === 'undefined' || typeof document.addEventListener !== 'function') return;
  const look = (): void => {
    if (token !== generation || unwatchedCompany !== companyId) {
      document.removeEventListener('visibilitychange', look);
      return;
    }
    if (document.visibilityState !== 'visible' || cart.lines.length > 0 || pendingWrites > 0)
      return;
    void deviceStoreExists().then((exists) => {
      if (!exists || token !== generation || unwatchedCompany !== companyId) return;
      if (cart.lines.length > 0 || pendingWrites > 0) return;
      document.removeEventListener('visibilitychange', look);
      loadCartFor(companyId).catch((error: unknown) =>
        console.error('[ERROR:loadCart]', error instanceof Error ? error.message : error),
      );
    });
  };
  document.addEventListener('visibilitychange', look);
}

export function setNotices(notices: CartNotice[]): void {
  cart.notices = hold(notices);
}

// docs/contracts.md "Local-first cart": the cart store, its actions (§4.7) and hooks. The state
// lives in valtio and is written through to IndexedDB on every change; stock consumption is the
// domain ledger (src/domain/stock.ts), so resetting the order just drops it.
import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { subscribeKey } from 'valtio/utils';
import { isServerRender } from '../../app/server-render';
import { addOrMerge, cartQuantity, decrease, increase, remove } from '../../domain/cart';
import type { CartLine } from '../../domain/cart';
import { cartTotal } from '../../domain/pricing';
import { consume, ledgerFromLines, release, remainingStock } from '../../domain/stock';
import type { StockShortage } from '../../domain/error-codes';
import type { Category, Product, ProductVariant } from '../../domain/types';
import { t } from '../../i18n';
import { showSnackbar } from '../../ui/snackbar-store';
import { app, hold } from '../app';
import { catalogue } from '../catalogue';
import { emitCartEvent } from './events';
import { addable, increaseBlock } from './limits';
import type { IncreaseBlock } from './limits';
import { reconcileLines } from './reconcile';
import type { NoticeDraft } from './reconcile';
import { catalogueWithShortages, fitShortages } from './shortages';
import { cart, commit, loadCartFor, setNotices } from './store';
import type { CartNotice } from './store';

export { cart, cartSaved, loadCartFor } from './store';
export type { CartNotice, CartNoticeKind, CartState } from './store';
export { increaseBlock } from './limits';
export type { IncreaseBlock } from './limits';

export interface AddResult {
  /** Units actually added (may be fewer than asked, or 0). */
  added: number;
  block: IncreaseBlock;
}

function tellBlocked(block: Exclude<IncreaseBlock, null>, name: string): void {
  showSnackbar(t(block === 'max' ? 'cart.limit.max' : 'cart.limit.stock', { name }), 'error');
}

const find = (hash: string): CartLine | undefined => cart.lines.find((l) => l.hash === hash);
const variantOf = (line: CartLine): string => line.orderProduct.selectedProductPrice.id;

/** §4.7 add: merges into an identical line; consumes stock for what was really added. */
export function addToCart(line: CartLine): AddResult {
  const existing = find(line.hash);
  const { count, block } = addable(line, existing, cart.ledger);
  const name = line.orderProduct.product.name;
  if (count === 0) {
    tellBlocked(block ?? 'stock', name);
    return { added: 0, block };
  }
  void commit(
    addOrMerge(cart.lines, { ...line, quantity: count }),
    consume(cart.ledger, variantOf(line), count),
  );
  emitCartEvent('cartItemAdded', line, count);
  if (block) showSnackbar(t('cart.limit.partial', { count, name }), 'error');
  return { added: count, block };
}

/** §4.7 increase; blocked with a message when §5.4 disables it. */
export function increaseLine(hash: string): boolean {
  const line = find(hash);
  if (!line) return false;
  const block = increaseBlock(line, cart.ledger);
  if (block) {
    tellBlocked(block, line.orderProduct.product.name);
    return false;
  }
  void commit(increase(cart.lines, hash), consume(cart.ledger, variantOf(line), 1));
  emitCartEvent('cartItemIncreased', line, 1);
  return true;
}

/** §4.7 decrease; on the cart page every line is deletable, so quantity 1 removes it. */
export function decreaseLine(hash: string): void {
  const line = find(hash);
  if (!line) return;
  void commit(decrease(cart.lines, hash, true), release(cart.ledger, variantOf(line), 1));
  emitCartEvent('cartItemDecreased', line, 1);
}

export function removeLine(hash: string): void {
  const line = find(hash);
  if (!line) return;
  void commit(remove(cart.lines, hash), release(cart.ledger, variantOf(line), line.quantity));
}

/** §4.7 reset: empties the cart and restores the catalogue (the ledger is dropped). */
export function resetOrder(): void {
  void commit([], {});
}

let noticeSeq = 0;

function addNotices(drafts: readonly NoticeDraft[]): CartNotice[] {
  const fresh = drafts.map((n) => ({ ...n, id: `n${++noticeSeq}` }));
  if (fresh.length > 0) setNotices([...cart.notices, ...fresh]);
  return fresh;
}

export function reconcileWithCatalogue(categories: readonly Category[]): void {
  if (!cart.ready) return;
  const result = reconcileLines(cart.lines, categories);
  if (JSON.stringify(result.lines) !== JSON.stringify(cart.lines)) {
    // The ledger is rebuilt from scratch: consumption is whatever the kept lines hold.
    void commit(result.lines, ledgerFromLines(result.lines));
  }
  addNotices(result.notices);
}

/**
 * The server refused an order for stock (issue [7/13]): the cart takes its counts, the catalogue
 * its lower stock, and each changed line becomes a visible notice. Returns the new notices.
 */
export function correctCartForShortages(items: readonly StockShortage[]): CartNotice[] {
  const result = fitShortages(cart.lines, items);
  if (JSON.stringify(result.lines) !== JSON.stringify(cart.lines))
    void commit(result.lines, ledgerFromLines(result.lines));
  const categories = catalogue.categories;
  const patched = categories ? catalogueWithShortages(categories, items) : null;
  if (patched) catalogue.categories = hold(patched);
  return addNotices(result.notices);
}

export function dismissNotice(id: string): void {
  setNotices(cart.notices.filter((n) => n.id !== id));
}

export function useCart() {
  const snap = useSnapshot(cart);
  const { lines } = snap;
  const totals = useMemo(
    () => ({ quantity: cartQuantity(lines), total: cartTotal(lines) }),
    [lines],
  );
  return { ...snap, ...totals };
}

/** Stock still free for a variant after what the cart holds (§5.7 with §4.7 consumption). */
export function useRemainingStock(
  product: Pick<Product, 'stock_enabled'>,
  variant: Pick<ProductVariant, 'id' | 'stock'>,
): number {
  const { ledger } = useSnapshot(cart);
  return remainingStock(variant, product, ledger);
}

let started = false;

/** Follows the company (start-up) and the catalogue (reconciliation); runs once per page. */
export function startCart(): void {
  if (started) return;
  started = true;
  const follow = (): void => {
    if (app.companyId !== null && app.companyId !== cart.companyId)
      // The storage is a lazy chunk: one that cannot load (offline before it was cached) leaves
      // the cart empty for this page, said in the console, never an unhandled rejection.
      loadCartFor(app.companyId)
        .then(reconcileWhenLoaded)
        .catch((error: unknown) =>
          console.error('[ERROR:loadCart]', error instanceof Error ? error.message : error),
        );
  };
  const reconcileWhenLoaded = (): void => {
    if (catalogue.categories) reconcileWithCatalogue(catalogue.categories);
  };
  subscribeKey(app, 'companyId', follow);
  subscribeKey(catalogue, 'categories', reconcileWhenLoaded);
  follow();
}

// Not in the server's page renderer: it has no device and no cart.
if (!isServerRender()) startCart();

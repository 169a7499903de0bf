// §4.7 cart and stock through the real store and a real (fake-indexeddb) IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../../i18n';

import { cartTotal } from '../../domain/pricing';
import { buildCartLine } from '../../domain/cart-line';
import { group, product, variant } from '../../domain/catalogue.fixtures';
import type { Category, Product } from '../../domain/types';
import { loadCart, resetCartStorage, saveCart } from '../../db/cart-repository';
import { snackbarState } from '../../ui/snackbar-store';
import { app, hold } from '../app';
import { catalogue } from '../catalogue';
import {
  addToCart,
  cart,
  cartSaved,
  decreaseLine,
  dismissNotice,
  increaseLine,
  loadCartFor,
  reconcileWithCatalogue,
  removeLine,
  resetOrder,
} from './';

// The cart namespace is lazy (not bundled with the landing); the cart route waits for it too.
beforeAll(() => setLocale('en'));

const crab = product({
  id: 'crab',
  name: 'Crab Cakes',
  stock_enabled: true,
  product_variants: [variant({ id: 'crab-v', product_id: 'crab', price: 1499, stock: 3 })],
});
const burger = product({
  id: 'burger',
  name: 'Burger',
  product_variants: [variant({ id: 'burger-v', product_id: 'burger', price: 1399 })],
  modifier_groups: [group()],
});
const categories = (...products: Product[]): Category[] => [
  { id: 'c1', category_id: 'c1', name: 'Food', products },
];
const lineOf = (p: Product, quantity = 1, mods: { modifierId: string; quantity: number }[] = []) =>
  buildCartLine({ product: p, variant: p.product_variants[0]!, modifiers: mods, quantity });

let dbSeq = 0;
beforeEach(async () => {
  resetCartStorage({ dbName: `cart-test-${++dbSeq}` });
  snackbarState.current = null;
  await loadCartFor('company-a');
});
afterEach(() => vi.restoreAllMocks());

describe('add and merge (§4.7)', () => {
  it('an identical configured product raises one line instead of adding another', async () => {
    addToCart(lineOf(burger, 1, [{ modifierId: 'm1', quantity: 1 }]));
    addToCart(lineOf(burger, 2, [{ modifierId: 'm1', quantity: 1 }]));
    addToCart(lineOf(burger, 1));
    expect(cart.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(cart.ledger).toEqual({ 'burger-v': 4 });
    await cartSaved();
    const stored = await loadCart('company-a');
    expect(stored.lines.map((l) => l.quantity)).toEqual([3, 1]);
    expect(stored.ledger).toEqual({ 'burger-v': 4 });
  });

  it('adds only what stock allows and says so', () => {
    const result = addToCart(lineOf(crab, 5));
    expect(result).toEqual({ added: 3, block: 'stock' });
    expect(cart.lines[0]?.quantity).toBe(3);
    expect(snackbarState.current?.text).toBe('Only 3 of Crab Cakes could be added');
    expect(addToCart(lineOf(crab, 1)).added).toBe(0);
    expect(snackbarState.current?.text).toBe('No more Crab Cakes available');
  });
});

describe('increase and decrease (§5.4)', () => {
  it('blocks increase at the stock limit with a message, and decrease returns stock', () => {
    addToCart(lineOf(crab, 2));
    const hash = cart.lines[0]!.hash;
    expect(increaseLine(hash)).toBe(true);
    expect(cart.ledger).toEqual({ 'crab-v': 3 });
    expect(increaseLine(hash)).toBe(false);
    expect(cart.lines[0]?.quantity).toBe(3);
    expect(snackbarState.current).toMatchObject({
      tone: 'error',
      text: 'No more Crab Cakes available',
    });
    decreaseLine(hash);
    expect(cart.lines[0]?.quantity).toBe(2);
    expect(cart.ledger).toEqual({ 'crab-v': 2 });
  });

  it('counts every line of a variant against its stock', () => {
    addToCart(lineOf(crab, 2));
    const other = { ...lineOf(crab, 1), hash: 'with-a-comment', comment: 'x' };
    addToCart(other);
    expect(increaseLine(cart.lines[0]!.hash)).toBe(false);
  });

  it('blocks increase at 100 units', () => {
    addToCart(lineOf(burger, 100));
    expect(increaseLine(cart.lines[0]!.hash)).toBe(false);
    expect(snackbarState.current?.text).toBe('You can add up to 100 of each item');
  });

  it('decrease at quantity 1 deletes the line; remove returns all its stock', async () => {
    addToCart(lineOf(burger, 1));
    addToCart(lineOf(crab, 2));
    decreaseLine(cart.lines[0]!.hash);
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['crab']);
    removeLine(cart.lines[0]!.hash);
    expect(cart.lines).toEqual([]);
    expect(cart.ledger).toEqual({});
    await cartSaved();
    expect(await loadCart('company-a')).toEqual({ lines: [], ledger: {} });
  });
});

describe('reset and persistence', () => {
  it('resetOrder empties the cart and drops the ledger, in storage too', async () => {
    addToCart(lineOf(crab, 3));
    resetOrder();
    expect(cart.lines).toEqual([]);
    expect(cart.ledger).toEqual({});
    await cartSaved();
    expect(await loadCart('company-a')).toEqual({ lines: [], ledger: {} });
  });

  it('a reload finds the cart; another company keeps its own', async () => {
    addToCart(lineOf(burger, 2));
    addToCart(lineOf(crab, 1));
    const total = cartTotal(cart.lines);
    await cartSaved();
    await loadCartFor('company-b');
    expect(cart.lines).toEqual([]);
    addToCart(lineOf(crab, 1));
    await cartSaved();
    await loadCartFor('company-a');
    expect(cart.lines.map((l) => [l.orderProduct.product.id, l.quantity])).toEqual([
      ['burger', 2],
      ['crab', 1],
    ]);
    expect(cartTotal(cart.lines)).toBe(total);
    expect(cart.ledger).toEqual({ 'burger-v': 2, 'crab-v': 1 });
  });
});

describe('reconciliation with a refreshed catalogue', () => {
  it('removes a product that is gone, with a notice', () => {
    addToCart(lineOf(burger, 1));
    addToCart(lineOf(crab, 1));
    reconcileWithCatalogue(categories(crab));
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['crab']);
    expect(cart.ledger).toEqual({ 'crab-v': 1 });
    expect(cart.notices).toMatchObject([{ kind: 'removed', productName: 'Burger' }]);
  });

  it('takes over a changed price and tells the unit price before and after', () => {
    addToCart(lineOf(burger, 2, [{ modifierId: 'm1', quantity: 1 }]));
    const cheaper = {
      ...burger,
      product_variants: [{ ...burger.product_variants[0]!, price: 1199 }],
    };
    reconcileWithCatalogue(categories(cheaper));
    expect(cart.lines[0]?.orderProduct.selectedProductPriceToPay).toBe(1199);
    expect(cartTotal(cart.lines)).toBe(2 * (1199 + 150));
    expect(cart.notices).toMatchObject([
      { kind: 'price_changed', productName: 'Burger', oldPrice: 1399 + 150, newPrice: 1199 + 150 },
    ]);
  });

  it('cuts quantities to a reduced stock, and removes a sold-out line', () => {
    addToCart(lineOf(crab, 3));
    addToCart(lineOf(burger, 1));
    const fewer = (stock: number): Product => ({
      ...crab,
      product_variants: [{ ...crab.product_variants[0]!, stock }],
    });
    reconcileWithCatalogue(categories(fewer(1), burger));
    expect(cart.lines.map((l) => l.quantity)).toEqual([1, 1]);
    expect(cart.ledger).toEqual({ 'crab-v': 1, 'burger-v': 1 });
    reconcileWithCatalogue(categories(fewer(0), burger));
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['burger']);
    expect(cart.notices).toMatchObject([
      { kind: 'stock_reduced', oldQuantity: 3, newQuantity: 1 },
      { kind: 'stock_reduced', oldQuantity: 1, newQuantity: 0 },
    ]);
    dismissNotice(cart.notices[0]!.id);
    expect(cart.notices).toHaveLength(1);
  });

  it('an unchanged catalogue changes nothing and raises no notice', () => {
    addToCart(lineOf(crab, 2));
    const before = cart.lines;
    reconcileWithCatalogue(categories(crab, burger));
    expect(cart.lines).toBe(before);
    expect(cart.notices).toEqual([]);
  });
});

describe('storage sync', () => {
  it('a change another tab writes reaches the store (liveQuery)', async () => {
    addToCart(lineOf(burger, 1));
    await cartSaved();
    // What another tab's store would write: the same repository, the same database.
    await saveCart('company-a', [lineOf(crab, 2)], { 'crab-v': 2 });
    await vi.waitFor(() =>
      expect(cart.lines.map((l) => [l.orderProduct.product.id, l.quantity])).toEqual([['crab', 2]]),
    );
    expect(cart.ledger).toEqual({ 'crab-v': 2 });
  });

  it('rebuilds a stored ledger that does not match the lines', async () => {
    await saveCart('company-c', [lineOf(crab, 2)], { 'crab-v': 7, ghost: 1 });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await loadCartFor('company-c');
    expect(cart.ledger).toEqual({ 'crab-v': 2 });
    expect(warn).toHaveBeenCalled();
    await cartSaved();
    expect((await loadCart('company-c')).ledger).toEqual({ 'crab-v': 2 });
  });

  it('keeps lines added while the stored cart was still loading', async () => {
    await saveCart('company-d', [lineOf(burger, 1)], { 'burger-v': 1 });
    const loading = loadCartFor('company-d');
    expect(cart.ready).toBe(false);
    addToCart(lineOf(burger, 2));
    await loading;
    expect(cart.lines.map((l) => l.quantity)).toEqual([3]);
    expect(cart.ledger).toEqual({ 'burger-v': 3 });
  });
});

describe('a reset while the stored cart loads', () => {
  it('empties the stored cart too, and keeps what is added after it', async () => {
    await saveCart('company-r', [lineOf(burger, 1)], { 'burger-v': 1 });
    const loading = loadCartFor('company-r');
    resetOrder();
    addToCart(lineOf(crab, 1));
    await loading;
    await cartSaved();
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['crab']);
    expect(cart.ledger).toEqual({ 'crab-v': 1 });
    expect((await loadCart('company-r')).lines.map((l) => l.orderProduct.product.id)).toEqual([
      'crab',
    ]);
  });
});

describe('start-up wiring', () => {
  it('loads the cart when the company is known and reconciles when the catalogue arrives', async () => {
    await saveCart('company-z', [lineOf(burger, 1), lineOf(crab, 1)], {
      'burger-v': 1,
      'crab-v': 1,
    });
    app.companyId = 'company-z';
    await vi.waitFor(() => expect(cart.ready && cart.companyId === 'company-z').toBe(true));
    expect(cart.lines).toHaveLength(2);
    catalogue.categories = hold(categories(crab));
    await vi.waitFor(() => expect(cart.notices).toMatchObject([{ kind: 'removed' }]));
    expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['crab']);
    app.companyId = null;
    catalogue.categories = null;
  });
});

describe('a device without the database yet (issue [12/13])', () => {
  const listed = async (name: string) => (await indexedDB.databases()).some((d) => d.name === name);

  it('starts an empty, ready cart without creating it; the first add creates it', async () => {
    const name = `cart-fresh-${++dbSeq}`;
    resetCartStorage({ dbName: name });
    await loadCartFor('company-f');
    expect(cart.ready).toBe(true);
    expect(cart.lines).toEqual([]);
    expect(await listed(name)).toBe(false);
    addToCart(lineOf(burger, 1));
    await cartSaved();
    expect(await listed(name)).toBe(true);
    expect((await loadCart('company-f')).lines.map((l) => l.quantity)).toEqual([1]);
  });

  it('keeps and stores lines added before it knew there was none', async () => {
    resetCartStorage({ dbName: `cart-fresh-${++dbSeq}` });
    const loading = loadCartFor('company-g');
    addToCart(lineOf(burger, 2));
    await loading;
    await cartSaved();
    expect(cart.lines.map((l) => l.quantity)).toEqual([2]);
    expect((await loadCart('company-g')).lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('loads the cart another tab stored meanwhile when this tab is shown again', async () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    vi.stubGlobal('document', doc);
    try {
      resetCartStorage({ dbName: `cart-fresh-${++dbSeq}` });
      await loadCartFor('company-h');
      await saveCart('company-h', [lineOf(crab, 1)], { 'crab-v': 1 });
      expect(cart.lines).toEqual([]);
      doc.dispatchEvent(new Event('visibilitychange'));
      await vi.waitFor(() =>
        expect(cart.lines.map((l) => l.orderProduct.product.id)).toEqual(['crab']),
      );
      expect(cart.ledger).toEqual({ 'crab-v': 1 });
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

// The cart's storage against a real (fake-indexeddb) IndexedDB: per-company rows, one
// transaction per save, rows validated on the way back (DESIGN rule 5), liveQuery watching,
// and the memory fallback when storage fails.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCartLine } from '../domain/cart-line';
import { product, variant } from '../domain/catalogue.fixtures';
import type { CartBackend, StoredCart } from './cart-backend';
import {
  cartStorageKind,
  clearCart,
  loadCart,
  resetCartStorage,
  saveCart,
  watchCart,
} from './cart-repository';
import { ComandaDB } from './db';
import { createMemoryBackend } from './memory-backend';

const pizza = product({ id: 'pizza', name: 'Pizza', product_variants: [variant({ id: 'pv' })] });
const line = (quantity: number, comment: string | null = null) =>
  buildCartLine({
    product: pizza,
    variant: pizza.product_variants[0]!,
    modifiers: [],
    quantity,
    comment,
  });

let name = '';
let seq = 0;
beforeEach(() => {
  name = `repo-test-${++seq}`;
  resetCartStorage({ dbName: name });
});
afterEach(() => vi.restoreAllMocks());

describe('cart repository on IndexedDB', () => {
  it('round-trips lines in order and the ledger, per company', async () => {
    const a = line(2);
    const b = line(1, 'no cheese');
    await saveCart('c1', [a, b], { pv: 3 });
    await saveCart('c2', [b], { pv: 1 });
    expect(await cartStorageKind()).toBe('indexeddb');
    expect(await loadCart('c1')).toEqual({ lines: [a, b], ledger: { pv: 3 } });
    expect(await loadCart('c2')).toEqual({ lines: [b], ledger: { pv: 1 } });
    await saveCart('c1', [b], { pv: 1 });
    expect((await loadCart('c1')).lines).toEqual([b]);
    await clearCart('c1');
    expect(await loadCart('c1')).toEqual({ lines: [], ledger: {} });
    expect((await loadCart('c2')).lines).toEqual([b]);
  });

  it('drops invalid rows with a warning and keeps the valid ones', async () => {
    const good = line(1);
    await saveCart('c1', [good], { pv: 1 });
    const db = new ComandaDB(name);
    await db.cartLines.bulkPut([
      {
        companyId: 'c1',
        hash: 'h-bad',
        position: 1,
        line: { ...good, hash: 'h-bad', quantity: 0 },
      },
      { companyId: 'c1', hash: 'h-mismatch', position: 2, line: good },
    ]);
    await db.table('cartLines').put({ companyId: 'c1', hash: 'h-junk', position: 3, line: 'junk' });
    await db.stockLedger.put({ companyId: 'c1', variantId: 'other', consumed: -2 });
    db.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await loadCart('c1')).toEqual({ lines: [good], ledger: { pv: 1 } });
    expect(warn).toHaveBeenCalledTimes(4);
  });

  it('watchCart reports the stored cart now and after each change', async () => {
    const seen: StoredCart[] = [];
    const stop = watchCart('c1', (cart) => seen.push(cart));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await saveCart('c1', [line(4)], { pv: 4 });
    await vi.waitFor(() => expect(seen.at(-1)?.lines[0]?.quantity).toBe(4));
    await saveCart('c2', [line(9)], { pv: 9 });
    stop();
    await saveCart('c1', [line(5)], { pv: 5 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      seen.every((cart) => cart.lines.every((l) => l.quantity !== 9 && l.quantity !== 5)),
    ).toBe(true);
  });
});

describe('memory fallback', () => {
  it('keeps working in memory when a write fails (quota, private mode)', async () => {
    const failing: CartBackend = {
      ...createMemoryBackend(),
      kind: 'indexeddb',
      save: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    resetCartStorage({ backend: failing });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const seen: StoredCart[] = [];
    watchCart('c1', (cart) => seen.push(cart));
    await saveCart('c1', [line(2)], { pv: 2 });
    expect(warn).toHaveBeenCalled();
    expect(await cartStorageKind()).toBe('memory');
    expect((await loadCart('c1')).lines.map((l) => l.quantity)).toEqual([2]);
    expect(seen.at(-1)?.lines.map((l) => l.quantity)).toEqual([2]);
  });

  it('starts in memory when IndexedDB cannot be opened', async () => {
    const open = vi.spyOn(ComandaDB.prototype, 'open').mockRejectedValue(new Error('blocked'));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await saveCart('c1', [line(1)], { pv: 1 });
    expect(open).toHaveBeenCalled();
    expect(await cartStorageKind()).toBe('memory');
    expect((await loadCart('c1')).lines).toHaveLength(1);
  });
});

// docs/contracts.md "Local-first cart": the cart's storage API. IndexedDB is tried first; when it
// cannot be opened, or a write fails (quota, private mode), the cart moves to memory and the
// storefront carries on. §8 "Cart or stock update fails: logged silently": failures only warn.
import type { CartLine } from '../domain/cart';
import type { StockConsumption } from '../domain/stock';
import type { CartBackend, StoredCart } from './cart-backend';
import { openDatabase, resetDatabase } from './connection';
import { createDexieBackend } from './dexie-backend';
import { createMemoryBackend } from './memory-backend';

export type { StoredCart } from './cart-backend';

interface Watch {
  companyId: string;
  onChange: (cart: StoredCart) => void;
  stop: () => void;
  attached: boolean;
}

let current: Promise<CartBackend> | null = null;
const watches = new Set<Watch>();

async function open(): Promise<CartBackend> {
  const database = await openDatabase();
  if (database) return createDexieBackend(database);
  console.warn('[cart] IndexedDB is unavailable; the cart is kept in memory only');
  return createMemoryBackend();
}

function backend(): Promise<CartBackend> {
  current ??= open();
  return current;
}

/** Moves to memory, seeded with what the caller was writing, and re-attaches the watchers. */
function fallBackToMemory(error: unknown, seed?: [string, StoredCart]): CartBackend {
  console.warn('[cart] saving the cart failed; keeping it in memory from now on', error);
  const memory = createMemoryBackend(seed ? new Map([seed]) : undefined);
  // The shared connection stays open: the outbox and local data may still write fine.
  current = Promise.resolve(memory);
  for (const watch of watches) {
    watch.stop();
    watch.stop = memory.watch(watch.companyId, watch.onChange);
    watch.attached = true;
  }
  return memory;
}

export async function loadCart(companyId: string): Promise<StoredCart> {
  const store = await backend();
  try {
    return await store.load(companyId);
  } catch (error) {
    console.warn('[cart] reading the stored cart failed; starting empty', error);
    return { lines: [], ledger: {} };
  }
}

export async function saveCart(
  companyId: string,
  lines: readonly CartLine[],
  ledger: StockConsumption,
): Promise<void> {
  const cart: StoredCart = { lines: [...lines], ledger: { ...ledger } };
  const store = await backend();
  try {
    await store.save(companyId, cart);
  } catch (error) {
    await fallBackToMemory(error, [companyId, cart]).save(companyId, cart);
  }
}

export async function clearCart(companyId: string): Promise<void> {
  const store = await backend();
  try {
    await store.clear(companyId);
  } catch (error) {
    await fallBackToMemory(error).clear(companyId);
  }
}

/** Calls back with the stored cart now and whenever it changes (also from other tabs). */
export function watchCart(companyId: string, onChange: (cart: StoredCart) => void): () => void {
  const watch: Watch = { companyId, onChange, stop: () => undefined, attached: false };
  watches.add(watch);
  void backend().then((store) => {
    // Unsubscribed meanwhile, or already moved to memory by a failed write.
    if (!watches.has(watch) || watch.attached) return;
    watch.stop = store.watch(companyId, onChange);
    watch.attached = true;
  });
  return () => {
    watches.delete(watch);
    watch.stop();
  };
}

export async function cartStorageKind(): Promise<CartBackend['kind']> {
  return (await backend()).kind;
}

/** Tests: start over on a fresh database name, or on a given backend. */
export function resetCartStorage(options: { dbName?: string; backend?: CartBackend } = {}): void {
  for (const watch of watches) watch.stop();
  watches.clear();
  resetDatabase(options.dbName);
  current = options.backend ? Promise.resolve(options.backend) : null;
}

// What the cart repository needs from storage, implemented twice: IndexedDB through Dexie, and
// memory for when IndexedDB is missing, blocked (some private modes) or out of quota. The
// storefront keeps working on memory; only persistence across reloads is lost.
import type { CartLine } from '../domain/cart';
import type { StockConsumption } from '../domain/stock';

export interface StoredCart {
  lines: CartLine[];
  ledger: StockConsumption;
}

export interface CartBackend {
  readonly kind: 'indexeddb' | 'memory';
  load(companyId: string): Promise<StoredCart>;
  /** Replaces the company's lines and ledger in one transaction. */
  save(companyId: string, cart: StoredCart): Promise<void>;
  clear(companyId: string): Promise<void>;
  /** Calls back with the stored cart now and after every change; returns an unsubscribe. */
  watch(companyId: string, onChange: (cart: StoredCart) => void): () => void;
}

export const emptyCart = (): StoredCart => ({ lines: [], ledger: {} });

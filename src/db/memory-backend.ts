// The in-memory fallback (see cart-backend.ts). Values are deep-copied in and out so callers
// cannot mutate what is "stored", the same as with IndexedDB's structured clone.
import type { CartBackend, StoredCart } from './cart-backend';
import { emptyCart } from './cart-backend';

const copy = (cart: StoredCart): StoredCart => structuredClone(cart);

export function createMemoryBackend(seed?: Map<string, StoredCart>): CartBackend {
  const carts = new Map<string, StoredCart>(seed);
  const listeners = new Map<string, Set<(cart: StoredCart) => void>>();

  function notify(companyId: string): void {
    const cart = carts.get(companyId) ?? emptyCart();
    for (const listener of listeners.get(companyId) ?? []) listener(copy(cart));
  }

  return {
    kind: 'memory',
    load: (companyId) => Promise.resolve(copy(carts.get(companyId) ?? emptyCart())),
    save(companyId, cart) {
      carts.set(companyId, copy(cart));
      notify(companyId);
      return Promise.resolve();
    },
    clear(companyId) {
      carts.delete(companyId);
      notify(companyId);
      return Promise.resolve();
    },
    watch(companyId, onChange) {
      const set = listeners.get(companyId) ?? new Set();
      listeners.set(companyId, set);
      set.add(onChange);
      onChange(copy(carts.get(companyId) ?? emptyCart()));
      return () => set.delete(onChange);
    },
  };
}

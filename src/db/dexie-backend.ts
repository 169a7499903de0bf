// The IndexedDB implementation of CartBackend. liveQuery re-runs the read whenever the tables
// change, in this tab or another one of the same origin, which keeps open tabs in step.
import { liveQuery } from 'dexie';
import type { CartBackend, StoredCart } from './cart-backend';
import { ledgerRows, lineRows, validLedger, validLines } from './cart-rows';
import type { ComandaDB } from './db';

async function read(db: ComandaDB, companyId: string): Promise<StoredCart> {
  return db.transaction('r', db.cartLines, db.stockLedger, async () => {
    const [lines, ledger] = await Promise.all([
      db.cartLines.where('companyId').equals(companyId).toArray(),
      db.stockLedger.where('companyId').equals(companyId).toArray(),
    ]);
    return { lines: validLines(companyId, lines), ledger: validLedger(companyId, ledger) };
  });
}

export function createDexieBackend(db: ComandaDB): CartBackend {
  return {
    kind: 'indexeddb',
    load: (companyId) => read(db, companyId),
    async save(companyId, cart) {
      await db.transaction('rw', db.cartLines, db.stockLedger, async () => {
        await db.cartLines.where('companyId').equals(companyId).delete();
        await db.stockLedger.where('companyId').equals(companyId).delete();
        await db.cartLines.bulkPut(lineRows(companyId, cart.lines));
        await db.stockLedger.bulkPut(ledgerRows(companyId, cart.ledger));
      });
    },
    async clear(companyId) {
      await db.transaction('rw', db.cartLines, db.stockLedger, async () => {
        await db.cartLines.where('companyId').equals(companyId).delete();
        await db.stockLedger.where('companyId').equals(companyId).delete();
      });
    },
    watch(companyId, onChange) {
      const subscription = liveQuery(() => read(db, companyId)).subscribe({
        next: onChange,
        error: (error: unknown) => console.warn('[cart] watching storage failed', error),
      });
      return () => subscription.unsubscribe();
    },
  };
}

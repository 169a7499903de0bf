// Whether this device already holds the storefront's IndexedDB database, asked without opening
// it (IDBFactory.databases()). A first visit, the diner who just scanned a QR code, has nothing
// to restore: the cart, the client and the outbox start empty without loading Dexie or creating
// the database, which the first write does instead (issue [12/13]: Dexie and the database's
// creation were the largest script tasks of a first visit). A browser that cannot tell (no
// databases(), or it fails) is treated as holding one, the way every visit worked before.
// The check sits before each caller's import of src/db, not inside it: that import is what loads
// Dexie.
import { databaseName } from '../../db/db-name';

const known = new Set<string>();
/** The question in flight per name: start-up's callers (cart, local data, client) share it. */
const asking = new Map<string, Promise<boolean>>();

async function ask(name: string): Promise<boolean> {
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  if (!factory || typeof factory.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((d) => d.name === name);
  } catch {
    return true;
  }
}

export function deviceStoreExists(): Promise<boolean> {
  const name = databaseName();
  if (known.has(name)) return Promise.resolve(true);
  let pending = asking.get(name);
  if (!pending) {
    pending = ask(name).then((exists) => {
      asking.delete(name);
      // Only a database seen is remembered: one absent now may be created by the next write.
      if (exists) known.add(name);
      return exists;
    });
    asking.set(name, pending);
  }
  return pending;
}

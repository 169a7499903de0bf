// Whether this device already holds the storefront's IndexedDB database, asked without opening
// it (IDBFactory.databases()). A first visit, the diner who just scanned a QR code, has nothing
// to restore: the cart, the client and the outbox start empty without loading Dexie or creating
// the database, which the first write does instead (issue [12/13]: Dexie and the database's
// creation were the largest script tasks of a first visit). A browser that cannot tell (no
// databases(), or it fails) is treated as holding one, the way every visit worked before.
import { databaseName } from '../db/db-name';

const known = new Set<string>();

export async function deviceStoreExists(): Promise<boolean> {
  const name = databaseName();
  if (known.has(name)) return true;
  const factory = typeof indexedDB === 'undefined' ? undefined : indexedDB;
  let exists = true;
  if (factory && typeof factory.databases === 'function') {
    try {
      exists = (await factory.databases()).some((d) => d.name === name);
    } catch {
      exists = true;
    }
  }
  // Only a database seen is remembered: one absent now may be created by the next write.
  if (exists) known.add(name);
  return exists;
}

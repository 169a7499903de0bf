// Reads the page's device database (src/db: the 'comanda' IndexedDB) the way a test checks what
// a tab has stored: one store, by key, by an index's key, or all of it.
import type { Page } from 'playwright-core';

export interface DeviceDbRead {
  store: string;
  /** The key to read (or count, with `index`); without it, every row of the store. */
  key?: string;
  /** Read through this index of the store. */
  index?: string;
  /** How many rows match instead of the rows themselves. */
  count?: boolean;
}

/**
 * The result of one read: undefined for a key with no row, null when the database or the store
 * could not be read (not created yet, or blocked), so a polling test simply asks again.
 */
export function readDeviceDb<T>(page: Page, read: DeviceDbRead): Promise<T | undefined | null> {
  return page.evaluate(
    ({ store, key, index, count }) =>
      new Promise<T | undefined | null>((resolve) => {
        const open = indexedDB.open('comanda');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(null);
            return;
          }
          const rows = db.transaction(store).objectStore(store);
          const source = index === undefined ? rows : rows.index(index);
          const request: IDBRequest =
            count === true
              ? source.count(key)
              : key === undefined
                ? source.getAll()
                : source.get(key);
          request.onsuccess = () => {
            resolve(request.result as T | undefined);
            db.close();
          };
          request.onerror = () => resolve(null);
        };
      }),
    read,
  );
}

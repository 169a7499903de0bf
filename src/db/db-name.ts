// The name of the storefront's IndexedDB database, without Dexie: the page asks whether the
// database exists (src/state/device/store.ts) before it loads Dexie. Tests switch to a name of
// their own through connection.ts's resetDatabase, which sets it here too.
export const DB_NAME = 'comanda';

let current = DB_NAME;

export function databaseName(): string {
  return current;
}

export function setDatabaseName(name: string): void {
  current = name;
}

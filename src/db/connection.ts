// One shared connection per page or worker: the outbox's enqueue must clear the cart in the same
// transaction, which only works on one Dexie instance. Null means IndexedDB cannot be opened
// (missing, blocked in some private modes); callers fall back to memory.
import { ComandaDB } from './db';
import { DB_NAME, databaseName, setDatabaseName } from './db-name';

let opening: Promise<ComandaDB | null> | null = null;
let current: ComandaDB | null = null;

async function open(): Promise<ComandaDB | null> {
  const db = new ComandaDB(databaseName());
  try {
    await db.open();
    current = db;
    return db;
  } catch (error) {
    console.warn('[db] IndexedDB is unavailable; local data is kept in memory only', error);
    db.close();
    return null;
  }
}

export function openDatabase(): Promise<ComandaDB | null> {
  opening ??= open();
  return opening;
}

/** Tests: close and start over on another database name. */
export function resetDatabase(name: string = DB_NAME): void {
  current?.close();
  current = null;
  opening = null;
  setDatabaseName(name);
}

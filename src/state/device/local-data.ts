// Per-company data kept on the device (issue [6/6]), started once the company is known: moves
// values older builds kept in localStorage into IndexedDB (once per company), starts the outbox
// drainer (the "on app open" drain), and keeps the client's last copy (with an address added in
// the checkout) on the device for an offline restart (issue [9/13]). Loaded lazily so Dexie
// stays out of the landing's first JavaScript.
import { subscribeKey } from 'valtio/utils';
import { STORAGE_KEYS } from '../../domain/constants';
import { app } from '../app';
import { readCookie } from './cookies';
import { deviceStoreExists } from './store';

export const LEGACY_SHOWN_MODALS_KEY = (companyId: string) =>
  `comanda:status-modal-shown:${companyId}`;

function readLegacy(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function legacyShownIds(companyId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readLegacy(LEGACY_SHOWN_MODALS_KEY(companyId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads the old localStorage values once and stores them per company. */
export async function migrateLegacy(companyId: string): Promise<void> {
  const data = await import('../../db/local-data');
  await data.runOnce(companyId, 'legacy-local-storage', async () => {
    const shown = legacyShownIds(companyId);
    if (shown.length > 0) await data.rememberShownStatus(companyId, shown);
    const clientId = readLegacy(STORAGE_KEYS.CLIENT_ID);
    if (clientId && !(await data.loadStoredClient(companyId)))
      await data.saveStoredClient(companyId, clientId, null);
    const lastOrderId = readCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID);
    if (lastOrderId && !(await data.loadLastOrderId(companyId)))
      await data.saveLastOrderId(companyId, lastOrderId);
    try {
      localStorage.removeItem(LEGACY_SHOWN_MODALS_KEY(companyId));
    } catch {
      // Left behind; the migration flag keeps it from being read again.
    }
  });
}

/** Whether an older build left values behind that the migration would move. */
function hasLegacyValues(companyId: string): boolean {
  return (
    readLegacy(LEGACY_SHOWN_MODALS_KEY(companyId)) !== null ||
    readLegacy(STORAGE_KEYS.CLIENT_ID) !== null ||
    readCookie(STORAGE_KEYS.COOKIE_LAST_ORDER_ID) !== null
  );
}

async function begin(companyId: string): Promise<void> {
  // A device with no database and nothing to move has no queued order either: Dexie waits for
  // the first write (store.ts), and the outbox starts with the first order queued.
  if (!hasLegacyValues(companyId) && !(await deviceStoreExists())) return;
  try {
    await migrateLegacy(companyId);
  } catch (error) {
    console.warn('[local-data] moving old local values failed', error);
  }
  const { startOutbox } = await import('../outbox');
  startOutbox(companyId);
}

let started = false;

/** Follows the company for the whole page; runs once. */
export function startLocalData(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const follow = () => {
    if (app.companyId) void begin(app.companyId);
  };
  subscribeKey(app, 'companyId', follow);
  follow();
  subscribeKey(app, 'client', (client) => {
    const companyId = app.companyId;
    if (!client || !companyId) return;
    void import('../client/storage')
      .then((storage) => storage.rememberClientCopy(companyId, client))
      .catch((error: unknown) => console.warn('[local-data] keeping the client failed', error));
  });
}

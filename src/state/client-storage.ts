// §3 "The client id is kept in local storage", and per company in IndexedDB with the client's
// last copy and addresses (issue [6/6]). Storage can throw (private mode, quota, disabled); a
// storefront that cannot remember the client must still work, so failures read as "none".
import { STORAGE_KEYS } from '../domain/constants';
import type { Client } from '../domain/types';
import { app } from './app';
export function readStoredClientId(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.CLIENT_ID);
    return value === null || value.trim() === '' ? null : value;
  } catch {
    return null;
  }
}

/** The company's stored client id: IndexedDB first, then the localStorage copy. */
export async function loadStoredClientId(companyId: string): Promise<string | null> {
  try {
    const { loadStoredClient } = await import('../db/local-data');
    return (await loadStoredClient(companyId))?.clientId ?? readStoredClientId();
  } catch {
    return readStoredClientId();
  }
}

export function storeClientId(clientId: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.CLIENT_ID, clientId);
  } catch {
    // Not remembered; the visitor is asked again next time.
  }
}

/** Remembers the client for this company: id, last copy and saved addresses. */
export function storeClient(companyId: string, client: Client): void {
  storeClientId(client.id);
  void import('../db/local-data')
    .then(async (data) => {
      await data.saveStoredClient(companyId, client.id, client);
      await data.saveAddresses(companyId, client.addresses);
    })
    .catch((error: unknown) => console.warn('[local-data] saving the client failed', error));
}

export function dropStoredClientId(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.CLIENT_ID);
  } catch {
    // Nothing stored that we could reach.
  }
  const companyId = app.companyId;
  if (!companyId) return;
  void import('../db/local-data')
    .then((data) => data.dropStoredClient(companyId))
    .catch((error: unknown) => console.warn('[local-data] dropping the client failed', error));
}

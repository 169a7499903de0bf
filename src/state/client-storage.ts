// §3 "The client id is kept in local storage". Storage can throw (private mode, quota, disabled);
// a storefront that cannot remember the client must still work, so failures read as "none".
import { STORAGE_KEYS } from '../domain/constants';

export function readStoredClientId(): string | null {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.CLIENT_ID);
    return value === null || value.trim() === '' ? null : value;
  } catch {
    return null;
  }
}

export function storeClientId(clientId: string): void {
  try {
    localStorage.setItem(STORAGE_KEYS.CLIENT_ID, clientId);
  } catch {
    // Not remembered; the visitor is asked again next time.
  }
}

export function dropStoredClientId(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.CLIENT_ID);
  } catch {
    // Nothing stored that we could reach.
  }
}

// §3 "The client id is kept in local storage", and per company in IndexedDB with the client's
// last copy and addresses (issue [6/6]). Beside the id sits this device's secret for that client
// (issue [8/13]): the server shows the saved addresses and points only to a device that sends
// it, so it is kept, replaced and dropped together with the id, never apart from it. Storage can
// throw (private mode, quota, disabled); a storefront that cannot remember the client must still
// work, so failures read as "none". Loaded lazily: it is not part of the landing's first paint.
import { STORAGE_KEYS } from '../../domain/constants';
import { uniqueAddresses } from '../../domain/saved-addresses';
import type { Client } from '../../domain/types';
import { app } from '../app';
import { deviceStoreExists } from '../device/store';

export interface ClientKeys {
  clientId: string;
  secret: string | null;
}

// The keys this page last stored or loaded: checkout calls read the secret from here without a
// storage read, and it still works when localStorage is disabled but IndexedDB is not.
let known: ClientKeys | null = null;

function readLocal(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    return value === null || value.trim() === '' ? null : value;
  } catch {
    return null;
  }
}

export const readStoredClientId = (): string | null => readLocal(STORAGE_KEYS.CLIENT_ID);

function writeLocal(keys: ClientKeys): void {
  known = keys;
  try {
    localStorage.setItem(STORAGE_KEYS.CLIENT_ID, keys.clientId);
    if (keys.secret) localStorage.setItem(STORAGE_KEYS.CLIENT_SECRET, keys.secret);
    else localStorage.removeItem(STORAGE_KEYS.CLIENT_SECRET);
  } catch {
    // Not remembered; the visitor is asked again next time.
  }
}

/** This device's secret for `clientId`; null for any other client, or when it has none. */
export function clientSecretFor(clientId: string | null | undefined): string | null {
  if (!clientId) return null;
  if (known?.clientId === clientId) return known.secret;
  return readStoredClientId() === clientId ? readLocal(STORAGE_KEYS.CLIENT_SECRET) : null;
}

/** The secret this device holds for whichever client it knows (sent on get-or-create). */
export function deviceClientSecret(): string | null {
  return known ? known.secret : clientSecretFor(readStoredClientId());
}

/** The company's stored client id and secret: IndexedDB first, then the localStorage copy. */
export async function loadStoredClientKeys(companyId: string): Promise<ClientKeys | null> {
  let keys: ClientKeys | null = null;
  try {
    // A device with no database yet (src/state/device/store.ts) has only the localStorage copy.
    if (await deviceStoreExists()) {
      const { loadStoredClient } = await import('../../db/local-data');
      const row = await loadStoredClient(companyId);
      // A row written while IndexedDB was briefly failing may lack the secret localStorage has.
      if (row)
        keys = {
          clientId: row.clientId,
          secret: row.clientSecret ?? clientSecretFor(row.clientId),
        };
    }
  } catch {
    // IndexedDB unavailable: the localStorage copy below.
  }
  const clientId = keys?.clientId ?? readStoredClientId();
  if (!clientId) return null;
  known = keys ?? { clientId, secret: clientSecretFor(clientId) };
  return known;
}

/**
 * The client's last copy on this device, with its saved addresses (no repeats), for a §4.9
 * restore the network could not answer. Null when the device holds no copy of `clientId`.
 */
export async function loadStoredClientCopy(
  companyId: string,
  clientId: string,
): Promise<Client | null> {
  try {
    const data = await import('../../db/local-data');
    const row = await data.loadStoredClient(companyId);
    if (row?.clientId !== clientId || !row.client) return null;
    const listed = await data.loadAddresses(companyId);
    return { ...row.client, addresses: uniqueAddresses([...row.client.addresses, ...listed]) };
  } catch {
    return null;
  }
}

/** The client as kept in state and storage: the secret lives only beside the id. */
export function withoutSecret(client: Client): Client {
  const copy = { ...client };
  delete copy.client_secret;
  return copy;
}

/**
 * Remembers the client an answer described (get-or-create, or a §4.9 restore): id, last copy,
 * saved addresses, and the answer's secret, which replaces any other (a diner who typed another
 * phone holds that client's secret now). An answer without one keeps the secret this device
 * already holds for the same client. Returns the copy without the secret, for state.
 */
export function storeClient(companyId: string, client: Client): Client {
  const secret = client.client_secret ?? clientSecretFor(client.id);
  const copy = { ...withoutSecret(client), addresses: uniqueAddresses(client.addresses) };
  writeLocal({ clientId: client.id, secret });
  void import('../../db/local-data')
    .then(async (data) => {
      await data.saveStoredClient(companyId, client.id, copy, secret);
      await data.saveAddresses(companyId, copy.addresses);
    })
    .catch((error: unknown) => console.warn('[local-data] saving the client failed', error));
  return copy;
}

/**
 * Keeps the page's current copy of a client this device already holds (an address added in the
 * checkout, say), so it is there offline after a reload. The keys are left as they are.
 */
export function rememberClientCopy(companyId: string, client: Client): void {
  if (readStoredClientId() !== client.id && known?.clientId !== client.id) return;
  const secret = clientSecretFor(client.id);
  const copy = { ...withoutSecret(client), addresses: uniqueAddresses(client.addresses) };
  void import('../../db/local-data')
    .then(async (data) => {
      const row = await data.loadStoredClient(companyId);
      if (row && row.clientId !== client.id) return;
      await data.saveStoredClient(companyId, client.id, copy, row?.clientSecret ?? secret);
      await data.saveAddresses(companyId, copy.addresses);
    })
    .catch((error: unknown) => console.warn('[local-data] saving the client failed', error));
}

/**
 * Remembers a client known only by id (one the outbox drain got or created), with the secret its
 * answer carried. The drain already wrote IndexedDB; this is the page's copy.
 */
export function storeClientKeys(clientId: string, secret: string | null | undefined): void {
  writeLocal({ clientId, secret: secret ?? clientSecretFor(clientId) });
}

export function dropStoredClientId(): void {
  known = null;
  try {
    localStorage.removeItem(STORAGE_KEYS.CLIENT_ID);
    localStorage.removeItem(STORAGE_KEYS.CLIENT_SECRET);
  } catch {
    // Nothing stored that we could reach.
  }
  const companyId = app.companyId;
  if (!companyId) return;
  void import('../../db/local-data')
    .then((data) => data.dropStoredClient(companyId))
    .catch((error: unknown) => console.warn('[local-data] dropping the client failed', error));
}

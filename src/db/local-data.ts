// Small per-company facts kept on the device (§4.9, §4.3): the client, this device's secret for
// it (issue [8/13]) and their addresses, the last order id and the status modals already shown.
// IndexedDB when it opens, memory otherwise (the storefront keeps working; only persistence
// across reloads is lost). Rows read back are validated (DESIGN rule 5): a bad row reads as absent.
// Addresses are kept and read back without repeats (issue [9/13]), lists stored before included.
import { uniqueAddresses } from '../domain/saved-addresses';
import type { Client, ClientAddress } from '../domain/types';
import { openDatabase } from './connection';
import type { ComandaDB } from './db';
import { isAddress, isClient, isClientSecret } from './local-rows';

const MAX_SHOWN = 100;

interface Memory {
  clients: Map<string, StoredClient>;
  addresses: Map<string, ClientAddress[]>;
  lastOrder: Map<string, string>;
  shown: Map<string, string[]>;
  meta: Set<string>;
}

const memory: Memory = {
  clients: new Map(),
  addresses: new Map(),
  lastOrder: new Map(),
  shown: new Map(),
  meta: new Set(),
};

async function withDb<T>(onDb: (db: ComandaDB) => Promise<T>, onMemory: () => T): Promise<T> {
  const db = await openDatabase();
  if (!db) return onMemory();
  try {
    return await onDb(db);
  } catch (error) {
    console.warn('[local-data] IndexedDB failed; using memory for this call', error);
    return onMemory();
  }
}

const validId = (v: unknown): v is string => typeof v === 'string' && v !== '' && v.length <= 200;

/** The company's stored client: its id, last copy, and this device's secret for it. */
export interface StoredClient {
  clientId: string;
  client: Client | null;
  clientSecret: string | null;
}

export function loadStoredClient(companyId: string): Promise<StoredClient | null> {
  return withDb(
    async (db) => {
      const row = await db.clients.get(companyId);
      if (!row || !validId(row.clientId)) return null;
      return {
        clientId: row.clientId,
        client: isClient(row.client)
          ? { ...row.client, addresses: uniqueAddresses(row.client.addresses) }
          : null,
        clientSecret: isClientSecret(row.clientSecret) ? row.clientSecret : null,
      };
    },
    () => memory.clients.get(companyId) ?? null,
  );
}

export function saveStoredClient(
  companyId: string,
  clientId: string,
  given: Client | null,
  clientSecret: string | null = null,
): Promise<void> {
  const client = given ? { ...given, addresses: uniqueAddresses(given.addresses) } : null;
  return withDb(
    async (db) => {
      await db.clients.put({ companyId, clientId, client, clientSecret });
    },
    () => void memory.clients.set(companyId, { clientId, client, clientSecret }),
  );
}

/**
 * Keeps a secret an answer carried (a client the outbox drain got or created, or a §4.9 restore
 * that claimed one). The same client keeps its last copy and addresses; another client replaces
 * the row, and the old client's addresses go with it.
 */
export function saveStoredClientSecret(
  companyId: string,
  clientId: string,
  clientSecret: string,
): Promise<void> {
  return withDb(
    async (db) => {
      await db.transaction('rw', db.clients, db.addresses, async () => {
        const row = await db.clients.get(companyId);
        const same = row?.clientId === clientId;
        if (!same) await db.addresses.where('companyId').equals(companyId).delete();
        const client = same && isClient(row.client) ? row.client : null;
        await db.clients.put({ companyId, clientId, client, clientSecret });
      });
    },
    () => {
      const row = memory.clients.get(companyId);
      const same = row?.clientId === clientId;
      if (!same) memory.addresses.delete(companyId);
      memory.clients.set(companyId, { clientId, client: same ? row.client : null, clientSecret });
    },
  );
}

export function dropStoredClient(companyId: string): Promise<void> {
  return withDb(
    async (db) => {
      await db.transaction('rw', db.clients, db.addresses, async () => {
        await db.clients.delete(companyId);
        await db.addresses.where('companyId').equals(companyId).delete();
      });
    },
    () => {
      memory.clients.delete(companyId);
      memory.addresses.delete(companyId);
    },
  );
}

export function loadAddresses(companyId: string): Promise<ClientAddress[]> {
  return withDb(
    async (db) => {
      const rows = await db.addresses.where('companyId').equals(companyId).toArray();
      return uniqueAddresses(rows.map((r) => r.address).filter(isAddress));
    },
    () => memory.addresses.get(companyId) ?? [],
  );
}

export function saveAddresses(
  companyId: string,
  addresses: readonly ClientAddress[],
): Promise<void> {
  const unique = uniqueAddresses(addresses);
  return withDb(
    async (db) => {
      await db.transaction('rw', db.addresses, async () => {
        await db.addresses.where('companyId').equals(companyId).delete();
        await db.addresses.bulkPut(
          unique.map((address) => ({ companyId, id: address.id, address })),
        );
      });
    },
    () => void memory.addresses.set(companyId, unique),
  );
}

export function loadLastOrderId(companyId: string): Promise<string | null> {
  return withDb(
    async (db) => {
      const row = await db.lastOrder.get(companyId);
      return row && validId(row.orderId) ? row.orderId : null;
    },
    () => memory.lastOrder.get(companyId) ?? null,
  );
}

export function saveLastOrderId(companyId: string, orderId: string): Promise<void> {
  return withDb(
    async (db) => {
      await db.lastOrder.put({ companyId, orderId });
    },
    () => void memory.lastOrder.set(companyId, orderId),
  );
}

export function loadShownStatusIds(companyId: string): Promise<string[]> {
  return withDb(
    async (db) => {
      const rows = await db.shownStatus.where('companyId').equals(companyId).sortBy('at');
      return rows.map((r) => r.orderId).filter(validId);
    },
    () => memory.shown.get(companyId) ?? [],
  );
}

/** Remembers ids (oldest first), keeping the newest MAX_SHOWN. */
export function rememberShownStatus(companyId: string, orderIds: readonly string[]): Promise<void> {
  const at = Date.now();
  return withDb(
    async (db) => {
      await db.transaction('rw', db.shownStatus, async () => {
        await db.shownStatus.bulkPut(
          orderIds.filter(validId).map((orderId, i) => ({ companyId, orderId, at: at + i })),
        );
        const rows = await db.shownStatus.where('companyId').equals(companyId).sortBy('at');
        const extra = rows.slice(0, Math.max(0, rows.length - MAX_SHOWN));
        await db.shownStatus.bulkDelete(
          extra.map((r) => [companyId, r.orderId] as [string, string]),
        );
      });
    },
    () => {
      const ids = (memory.shown.get(companyId) ?? []).filter((id) => !orderIds.includes(id));
      memory.shown.set(companyId, [...ids, ...orderIds].slice(-MAX_SHOWN));
    },
  );
}

/** Runs `migrate` once per company and key (for moving localStorage values in). */
export function runOnce(
  companyId: string,
  key: string,
  migrate: () => Promise<void>,
): Promise<void> {
  return withDb(
    async (db) => {
      if (await db.meta.get([companyId, key])) return;
      await migrate();
      await db.meta.put({ companyId, key, value: new Date().toISOString() });
    },
    () => {
      const id = `${companyId}|${key}`;
      if (memory.meta.has(id)) return;
      memory.meta.add(id);
      void migrate();
    },
  );
}

// Per-company local data on fake-indexeddb: client (with the device's secret, issue [8/13]),
// addresses, last order id, shown status modals (newest 100 kept), the run-once migration flag,
// and bad rows read as absent.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Client } from '../domain/types';
import { resetDatabase } from './connection';
import { ComandaDB } from './db';
import {
  dropStoredClient,
  loadAddresses,
  loadLastOrderId,
  loadShownStatusIds,
  loadStoredClient,
  rememberShownStatus,
  runOnce,
  saveAddresses,
  saveLastOrderId,
  saveStoredClient,
  saveStoredClientSecret,
} from './local-data';

const address = {
  id: 'a1',
  address: 'Main St #1',
  complement: null,
  reference: null,
  area_id: null,
  area_name: null,
  latitude: 40.7,
  longitude: -74,
};
const client: Client = {
  id: 'cl1',
  name: 'Ana',
  email: null,
  phone_number: '2125550188',
  source: null,
  addresses: [address],
  available_points: 0,
};

const SECRET = 'Ab_-'.repeat(10) + 'xyz';

let name = '';
let seq = 0;
beforeEach(() => {
  name = `local-data-${++seq}`;
  resetDatabase(name);
});

describe('local data', () => {
  it('keeps the client and addresses per company, and drops them together', async () => {
    await saveStoredClient('c1', client.id, client);
    await saveAddresses('c1', client.addresses);
    expect(await loadStoredClient('c1')).toEqual({ clientId: 'cl1', client, clientSecret: null });
    expect(await loadStoredClient('c2')).toBeNull();
    expect(await loadAddresses('c1')).toEqual([address]);
    await dropStoredClient('c1');
    expect(await loadStoredClient('c1')).toBeNull();
    expect(await loadAddresses('c1')).toEqual([]);
  });

  it('reads a malformed client copy as missing but keeps the id', async () => {
    const db = new ComandaDB(name);
    await db.table('clients').put({ companyId: 'c1', clientId: 'cl1', client: { id: 3 } });
    db.close();
    expect(await loadStoredClient('c1')).toEqual({
      clientId: 'cl1',
      client: null,
      clientSecret: null,
    });
  });

  it('keeps the secret with the client, across a reload, and drops it with the client', async () => {
    await saveStoredClient('c1', client.id, client, SECRET);
    resetDatabase(name);
    expect(await loadStoredClient('c1')).toEqual({ clientId: 'cl1', client, clientSecret: SECRET });
    await dropStoredClient('c1');
    expect(await loadStoredClient('c1')).toBeNull();
  });

  it('reads a row from before secrets, or with a malformed secret, as having none', async () => {
    const db = new ComandaDB(name);
    await db.table('clients').put({ companyId: 'c1', clientId: 'cl1', client });
    await db.table('clients').put({ companyId: 'c2', clientId: 'cl2', client, clientSecret: 7 });
    await db
      .table('clients')
      .put({ companyId: 'c3', clientId: 'cl3', client, clientSecret: 'a b' });
    db.close();
    expect(await loadStoredClient('c1')).toEqual({ clientId: 'cl1', client, clientSecret: null });
    expect((await loadStoredClient('c2'))?.clientSecret).toBeNull();
    expect((await loadStoredClient('c3'))?.clientSecret).toBeNull();
  });

  it("a new secret for the same client keeps its copy; another client's replaces the row", async () => {
    await saveStoredClient('c1', client.id, client, SECRET);
    await saveAddresses('c1', client.addresses);
    const other = 'z'.repeat(43);
    await saveStoredClientSecret('c1', 'cl1', other);
    expect(await loadStoredClient('c1')).toEqual({ clientId: 'cl1', client, clientSecret: other });
    expect(await loadAddresses('c1')).toEqual([address]);
    await saveStoredClientSecret('c1', 'cl9', SECRET);
    expect(await loadStoredClient('c1')).toEqual({
      clientId: 'cl9',
      client: null,
      clientSecret: SECRET,
    });
    expect(await loadAddresses('c1')).toEqual([]);
  });

  it('stores the last order id per company', async () => {
    await saveLastOrderId('c1', 'o1');
    await saveLastOrderId('c1', 'o2');
    expect(await loadLastOrderId('c1')).toBe('o2');
    expect(await loadLastOrderId('c2')).toBeNull();
  });

  it('remembers shown status modals, oldest first, at most 100', async () => {
    const ids = Array.from({ length: 105 }, (_, i) => `o${i}`);
    await rememberShownStatus('c1', ids);
    const kept = await loadShownStatusIds('c1');
    expect(kept).toHaveLength(100);
    expect(kept[0]).toBe('o5');
    expect(await loadShownStatusIds('c2')).toEqual([]);
  });

  it('runs a migration once per company', async () => {
    let runs = 0;
    const migrate = () => {
      runs++;
      return Promise.resolve();
    };
    await runOnce('c1', 'm', migrate);
    await runOnce('c1', 'm', migrate);
    await runOnce('c2', 'm', migrate);
    expect(runs).toBe(2);
  });
});

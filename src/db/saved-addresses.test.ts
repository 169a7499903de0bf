// Issue [9/13]: saved addresses are kept and read back without repeats (same id, or the same
// address, complement, reference, area and point), including lists stored by earlier builds.
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Client, ClientAddress } from '../domain/types';
import { resetDatabase } from './connection';
import { ComandaDB } from './db';
import { loadAddresses, loadStoredClient, saveAddresses, saveStoredClient } from './local-data';

const at = (id: string, over: Partial<ClientAddress> = {}): ClientAddress => ({
  id,
  address: 'Calle 5 #12',
  complement: null,
  reference: null,
  area_id: 'd1',
  area_name: 'Centro',
  latitude: null,
  longitude: null,
  ...over,
});

const client = (addresses: ClientAddress[]): Client => ({
  id: 'cl1',
  name: 'Ana',
  email: null,
  phone_number: '5512345678',
  source: null,
  addresses,
  available_points: 0,
});

let name = '';
let seq = 0;
beforeEach(() => {
  name = `saved-addresses-${++seq}`;
  resetDatabase(name);
});

describe('issue [9/13] saved addresses on the device', () => {
  it('stores a list without its repeats', async () => {
    await saveAddresses('c1', [at('a1'), at('a2'), at('a3', { complement: 'Apt 2' }), at('a1')]);
    expect((await loadAddresses('c1')).map((a) => a.id)).toEqual(['a1', 'a3']);
  });

  it('reads a list an earlier build stored with repeats as one of each', async () => {
    const db = new ComandaDB(name);
    await db.table('addresses').bulkPut([
      { companyId: 'c1', id: 'a1', address: at('a1') },
      { companyId: 'c1', id: 'a2', address: at('a2') },
      { companyId: 'c1', id: 'a3', address: at('a3', { address: 'Calle 9 #1' }) },
      { companyId: 'c2', id: 'a4', address: at('a4') },
    ]);
    const copy = client([at('a1'), at('a2'), at('a1'), at('a3', { address: 'Calle 9 #1' })]);
    await db.table('clients').put({ companyId: 'c1', clientId: 'cl1', client: copy });
    db.close();
    expect((await loadAddresses('c1')).map((a) => a.id)).toEqual(['a1', 'a3']);
    expect((await loadAddresses('c2')).map((a) => a.id)).toEqual(['a4']);
    const stored = await loadStoredClient('c1');
    expect(stored?.client?.addresses.map((a) => a.id)).toEqual(['a1', 'a3']);
  });

  it("keeps the client's copy without repeats", async () => {
    await saveStoredClient('c1', 'cl1', client([at('a1'), at('a2'), at('a3', { area_id: 'd2' })]));
    resetDatabase(name);
    const stored = await loadStoredClient('c1');
    expect(stored?.client?.addresses.map((a) => a.id)).toEqual(['a1', 'a3']);
  });
});

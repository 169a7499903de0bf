import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyInput } from '../../../server/db/defaults';
import {
  createClientAddress,
  getClient,
  getOrCreateClient,
} from '../../../server/db/repositories/clients';
import { createCompany } from '../../../server/db/repositories/companies';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const ADDRESS = {
  address: 'Main Street #12',
  complement: 'Apt 3',
  reference: 'Blue door',
  area_id: null,
  area_name: 'Centro',
  latitude: 40.71,
  longitude: -74.01,
};

describe.each(testDialects)('client repository on %s', (dialect) => {
  let test: TestDatabase;
  let companyA: string;
  let companyB: string;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
    companyA = (await createCompany(test.handle.db, defaultCompanyInput({ token: 'a', name: 'A' })))
      .id;
    companyB = (await createCompany(test.handle.db, defaultCompanyInput({ token: 'b', name: 'B' })))
      .id;
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('creates a client once per company and phone, even under concurrent calls', async () => {
    const input = { name: 'Ana', phone_number: '+12125550100' };
    const clients = await Promise.all(
      [1, 2, 3, 4].map(() => getOrCreateClient(test.handle.db, companyA, input)),
    );
    expect(new Set(clients.map((c) => c.id)).size).toBe(1);
    expect(clients[0]).toMatchObject({
      name: 'Ana',
      email: null,
      addresses: [],
      available_points: 0,
    });
    const renamed = await getOrCreateClient(test.handle.db, companyA, {
      ...input,
      name: 'Ana María',
    });
    expect(renamed).toMatchObject({ id: clients[0]!.id, name: 'Ana María' });
    const other = await getOrCreateClient(test.handle.db, companyB, input);
    expect(other.id).not.toBe(clients[0]!.id);
  });

  it('adds addresses only to a client of the same company', async () => {
    const client = await getOrCreateClient(test.handle.db, companyA, {
      name: 'Bo',
      phone_number: '+12125550101',
    });
    const address = await createClientAddress(test.handle.db, companyA, client.id, ADDRESS);
    expect(address).toEqual({ ...ADDRESS, id: expect.any(String) as string });
    expect(await createClientAddress(test.handle.db, companyB, client.id, ADDRESS)).toBeNull();
    expect((await getClient(test.handle.db, companyA, client.id))?.addresses).toEqual([address]);
  });

  it('returns null for an unknown client or another company’s client', async () => {
    const client = await getOrCreateClient(test.handle.db, companyA, {
      name: 'Cy',
      phone_number: '+12125550102',
    });
    expect(await getClient(test.handle.db, companyB, client.id)).toBeNull();
    expect(await getClient(test.handle.db, companyA, 'missing')).toBeNull();
  });
});

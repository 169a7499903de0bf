import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCompanyInput } from '../../../server/db/defaults';
import { createDevice, viewerOf } from '../../../server/db/repositories/client-devices';
import {
  ADDRESS_LIMIT,
  SERVER_VIEW,
  createClientAddress,
  findOrCreateClient,
  getClient,
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
    const found = await Promise.all(
      [1, 2, 3, 4].map(() => findOrCreateClient(test.handle.db, companyA, input)),
    );
    expect(new Set(found.map((c) => c.id)).size).toBe(1);
    expect(found.filter((c) => c.created)).toHaveLength(1);
    expect(await getClient(test.handle.db, companyA, found[0]!.id)).toMatchObject({
      name: 'Ana',
      email: null,
      addresses: [],
      available_points: 0,
    });
    // Asking again never renames the stored client.
    await findOrCreateClient(test.handle.db, companyA, { ...input, name: 'Mallory' });
    expect((await getClient(test.handle.db, companyA, found[0]!.id))?.name).toBe('Ana');
    const other = await findOrCreateClient(test.handle.db, companyB, input);
    expect(other.id).not.toBe(found[0]!.id);
  });

  it('adds addresses only to a client of the same company, for a viewer that may', async () => {
    const { id } = await findOrCreateClient(test.handle.db, companyA, {
      name: 'Bo',
      phone_number: '+12125550101',
    });
    const address = await createClientAddress(test.handle.db, companyA, id, SERVER_VIEW, ADDRESS);
    expect(address).toEqual({ ...ADDRESS, id: expect.any(String) as string });
    expect(
      await createClientAddress(test.handle.db, companyB, id, SERVER_VIEW, ADDRESS),
    ).toBeNull();
    expect(
      await createClientAddress(test.handle.db, companyA, id, { kind: 'anonymous' }, ADDRESS),
    ).toBeNull();
    expect((await getClient(test.handle.db, companyA, id))?.addresses).toEqual([address]);
  });

  it('answers an identical address with the one saved, and keeps 20 per device', async () => {
    const { id } = await findOrCreateClient(test.handle.db, companyA, {
      name: 'Di',
      phone_number: '+12125550103',
    });
    const first = await createClientAddress(test.handle.db, companyA, id, SERVER_VIEW, ADDRESS);
    const again = await createClientAddress(test.handle.db, companyA, id, SERVER_VIEW, ADDRESS);
    expect(again?.id).toBe(first?.id);
    const saved = [first!.id];
    for (let n = 1; n <= ADDRESS_LIMIT; n += 1)
      saved.push(
        (await createClientAddress(test.handle.db, companyA, id, SERVER_VIEW, {
          ...ADDRESS,
          address: `Main Street #${100 + n}`,
        }))!.id,
      );
    const listed = (await getClient(test.handle.db, companyA, id))!.addresses.map((a) => a.id);
    expect(listed).toHaveLength(ADDRESS_LIMIT);
    // The oldest left the list; it is hidden, not deleted (orders may name it).
    expect(listed).toEqual(saved.slice(1));
    const row = await test.handle.db
      .selectFrom('client_addresses')
      .select('hidden_at')
      .where('id', '=', saved[0]!)
      .executeTakeFirstOrThrow();
    expect(row.hidden_at).not.toBeNull();
  });

  it('shows a guest device only its own name and addresses, and no points', async () => {
    const { id } = await findOrCreateClient(test.handle.db, companyA, {
      name: 'Eve',
      phone_number: '+12125550104',
    });
    await test.handle.db
      .updateTable('clients')
      .set({ available_points: 90 })
      .where('id', '=', id)
      .execute();
    await createClientAddress(test.handle.db, companyA, id, SERVER_VIEW, ADDRESS);
    const guest = await createDevice(test.handle.db, companyA, id, {
      name: 'Mallory',
      owner: false,
    });
    const viewer = viewerOf(guest!.device, id);
    const own = await createClientAddress(test.handle.db, companyA, id, viewer, {
      ...ADDRESS,
      address: 'Elsewhere #1',
    });
    expect(await getClient(test.handle.db, companyA, id, viewer)).toMatchObject({
      name: 'Mallory',
      addresses: [own],
      available_points: 0,
      email: null,
    });
    const stored = await getClient(test.handle.db, companyA, id);
    expect(stored).toMatchObject({ name: 'Eve', available_points: 90 });
    expect(stored?.addresses.map((a) => a.address)).toEqual([ADDRESS.address]);
    expect(await getClient(test.handle.db, companyA, id, { kind: 'anonymous' })).toMatchObject({
      name: '',
      addresses: [],
      available_points: 0,
    });
  });

  it('returns null for an unknown client or another company’s client', async () => {
    const { id } = await findOrCreateClient(test.handle.db, companyA, {
      name: 'Cy',
      phone_number: '+12125550102',
    });
    expect(await getClient(test.handle.db, companyB, id)).toBeNull();
    expect(await getClient(test.handle.db, companyA, 'missing')).toBeNull();
  });
});

// §3 Client and Client address, §7.5 get-or-create. A client is unique per company and
// E.164 phone number; the caller normalises the phone before it gets here.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Client, ClientAddress } from '../../../src/domain/types';
import { nowIso } from '../json';
import type { ClientAddressesTable, Database } from '../schema';

export interface ClientInput {
  name: string;
  phone_number: string;
  email?: string | null;
  source?: string | null;
}

export type ClientAddressInput = Omit<ClientAddress, 'id'>;

function addressFromRow(row: Selectable<ClientAddressesTable>): ClientAddress {
  return {
    id: row.id,
    address: row.address,
    complement: row.complement,
    reference: row.reference,
    area_id: row.area_id,
    area_name: row.area_name,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

export async function getClient(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
): Promise<Client | null> {
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  const addresses = await db
    .selectFrom('client_addresses')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phone_number,
    source: row.source,
    addresses: addresses.map(addressFromRow),
    available_points: row.available_points,
  };
}

/**
 * Returns the company's client with this phone, creating it when absent; an existing
 * client's name is updated to the one just given. Safe under concurrent calls: the unique
 * (company_id, phone_number) constraint decides, and the loser reads the winner's row.
 */
export async function getOrCreateClient(
  db: Kysely<Database>,
  companyId: string,
  input: ClientInput,
): Promise<Client> {
  await db
    .insertInto('clients')
    .values({
      id: randomUUID(),
      company_id: companyId,
      name: input.name,
      email: input.email ?? null,
      phone_number: input.phone_number,
      source: input.source ?? null,
      available_points: 0,
      created_at: nowIso(),
    })
    .onConflict((oc) =>
      oc.columns(['company_id', 'phone_number']).doUpdateSet({ name: input.name }),
    )
    .execute();
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('company_id', '=', companyId)
    .where('phone_number', '=', input.phone_number)
    .executeTakeFirstOrThrow();
  const client = await getClient(db, companyId, row.id);
  if (!client) throw new Error(`Client ${row.id} vanished while being read`);
  return client;
}

/** Returns null when the client does not belong to the company. */
export async function createClientAddress(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  input: ClientAddressInput,
): Promise<ClientAddress | null> {
  const owner = await db
    .selectFrom('clients')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!owner) return null;
  const row = {
    ...input,
    id: randomUUID(),
    company_id: companyId,
    client_id: clientId,
    created_at: nowIso(),
  };
  await db.insertInto('client_addresses').values(row).execute();
  return addressFromRow(row);
}

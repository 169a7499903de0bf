// §3 Client and Client address, §7.5 get-or-create. A client is unique per company and
// E.164 phone number; the caller normalises the phone before it gets here. What a caller sees
// of a client depends on who asks (issue [8/13], client-devices.ts): its owner device sees the
// stored name, its addresses and its points; another device only what it gave itself.
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Client, ClientAddress } from '../../../src/domain/types';
import { nowIso } from '../json';
import type { ClientAddressesTable, Database } from '../schema';
import { isSameAddress } from '../../../src/domain/saved-addresses';

export interface ClientInput {
  name: string;
  phone_number: string;
  email?: string | null;
  source?: string | null;
}

export type ClientAddressInput = Omit<ClientAddress, 'id'>;

/**
 * Who is looking. `owner`: the stored client (deviceId null for the server's own reads, which
 * see every address the owner saved); `guest`: another device, with the name it gave;
 * `anonymous`: no valid secret, so no name, addresses or points.
 */
export type ClientViewer =
  | { kind: 'owner'; deviceId: string | null }
  | { kind: 'guest'; deviceId: string; name: string }
  | { kind: 'anonymous' };

export const SERVER_VIEW: ClientViewer = { kind: 'owner', deviceId: null };

/** At most this many saved addresses show per client and device (issue [8/13]). */
export const ADDRESS_LIMIT = 20;

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

/** The addresses a viewer may see, oldest first; hidden ones are kept for orders only. */
export async function visibleAddresses(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  viewer: ClientViewer,
): Promise<Selectable<ClientAddressesTable>[]> {
  if (viewer.kind === 'anonymous') return [];
  let query = db
    .selectFrom('client_addresses')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .where('hidden_at', 'is', null);
  if (viewer.kind === 'guest') query = query.where('device_id', '=', viewer.deviceId);
  else
    // The owner's: saved by an owner device, or before devices existed.
    query = query.where((eb) =>
      eb.or([
        eb('device_id', 'is', null),
        eb(
          'device_id',
          'in',
          eb
            .selectFrom('client_devices')
            .select('id')
            .where('company_id', '=', companyId)
            .where('client_id', '=', clientId)
            .where('is_owner', '=', 1),
        ),
      ]),
    );
  return query.orderBy('created_at').orderBy('id').execute();
}

/**
 * The company a client belongs to: the one write that names only its client (an address) acts
 * on it, and the public-write limit counts it there. The only client query not given a company,
 * since finding the company is what it is for.
 */
export async function companyOfClient(
  db: Kysely<Database>,
  clientId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('clients')
    .select('company_id')
    .where('id', '=', clientId)
    .executeTakeFirst();
  return row?.company_id ?? null;
}

export async function getClient(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  viewer: ClientViewer = SERVER_VIEW,
): Promise<Client | null> {
  const row = await db
    .selectFrom('clients')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!row) return null;
  const addresses = await visibleAddresses(db, companyId, clientId, viewer);
  const owner = viewer.kind === 'owner';
  return {
    id: row.id,
    name: owner ? row.name : viewer.kind === 'guest' ? viewer.name : '',
    email: owner ? row.email : null,
    phone_number: row.phone_number,
    source: row.source,
    addresses: addresses.map(addressFromRow),
    available_points: owner ? row.available_points : 0,
  };
}

/**
 * The id of the company's client with this phone, creating it when absent (`created` says
 * which). An existing client is left as it is. Safe under concurrent calls: the unique
 * (company_id, phone_number) constraint decides, and the loser reads the winner's row.
 */
export async function findOrCreateClient(
  db: Kysely<Database>,
  companyId: string,
  input: ClientInput,
): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  const inserted = await db
    .insertInto('clients')
    .values({
      id,
      company_id: companyId,
      name: input.name,
      email: input.email ?? null,
      phone_number: input.phone_number,
      source: input.source ?? null,
      available_points: 0,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['company_id', 'phone_number']).doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { id, created: true };
  const row = await db
    .selectFrom('clients')
    .select('id')
    .where('company_id', '=', companyId)
    .where('phone_number', '=', input.phone_number)
    .executeTakeFirstOrThrow();
  return { id: row.id, created: false };
}

/** The owner changes the stored name; nobody else can. */
export async function renameClient(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('clients')
    .set({ name })
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .execute();
}

/** Now, or a millisecond after `previous`: a list stays in the order its addresses were saved. */
function laterThan(previous: string | undefined): string {
  const now = Date.now();
  const after = previous ? Date.parse(previous) + 1 : 0;
  return new Date(Math.max(now, after)).toISOString();
}

/**
 * Saves an address for the viewer's device: an identical one already in its list is answered
 * instead, and past ADDRESS_LIMIT the oldest is hidden from the list (orders keep it). Null when
 * the client does not belong to the company or the viewer may not save addresses.
 */
export async function createClientAddress(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  viewer: ClientViewer,
  input: ClientAddressInput,
): Promise<ClientAddress | null> {
  if (viewer.kind === 'anonymous') return null;
  const owner = await db
    .selectFrom('clients')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .executeTakeFirst();
  if (!owner) return null;
  const listed = await visibleAddresses(db, companyId, clientId, viewer);
  const same = listed.find((row) => isSameAddress(row, input));
  if (same) return addressFromRow(same);
  const row = {
    ...input,
    id: randomUUID(),
    company_id: companyId,
    client_id: clientId,
    device_id: viewer.deviceId,
    hidden_at: null,
    created_at: laterThan(listed.at(-1)?.created_at),
  };
  await db.insertInto('client_addresses').values(row).execute();
  const overflow = listed.slice(0, Math.max(0, listed.length + 1 - ADDRESS_LIMIT));
  if (overflow.length > 0)
    await db
      .updateTable('client_addresses')
      .set({ hidden_at: row.created_at })
      .where('company_id', '=', companyId)
      .where(
        'id',
        'in',
        overflow.map((a) => a.id),
      )
      .execute();
  return addressFromRow(row);
}

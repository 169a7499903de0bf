// The devices that hold a secret for a client (issue [8/13]). The secret is 256 random bits,
// given to the device once; only its SHA-256 is stored, so a database read reveals no secret.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { boolOf, flagOf, nowIso } from '../json';
import type { ClientDevicesTable, Database } from '../schema';
import type { ClientViewer } from './clients';

export type ClientDevice = Selectable<ClientDevicesTable>;

/** Non-owner devices kept per client; older ones go, their addresses hidden (orders keep them). */
export const GUEST_DEVICE_LIMIT = 50;

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');

/** The device a well-formed secret belongs to, in this company. */
export async function deviceBySecret(
  db: Kysely<Database>,
  companyId: string,
  secret: string | null | undefined,
): Promise<ClientDevice | null> {
  if (!secret || !SECRET_PATTERN.test(secret)) return null;
  const row = await db
    .selectFrom('client_devices')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('secret_hash', '=', hashOf(secret))
    .executeTakeFirst();
  return row ?? null;
}

/** How a device sees the client it holds a secret for; anonymous for any other client. */
export function viewerOf(device: ClientDevice | null, clientId: string): ClientViewer {
  if (!device || device.client_id !== clientId) return { kind: 'anonymous' };
  return boolOf(device.is_owner)
    ? { kind: 'owner', deviceId: device.id }
    : { kind: 'guest', deviceId: device.id, name: device.name };
}

/** Whether the client has any device (`owners`: an owning one). */
async function anyDevice(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  owners: boolean,
): Promise<boolean> {
  let query = db
    .selectFrom('client_devices')
    .select('id')
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId);
  if (owners) query = query.where('is_owner', '=', 1);
  return (await query.executeTakeFirst()) !== undefined;
}

export const hasDevices = (db: Kysely<Database>, companyId: string, clientId: string) =>
  anyDevice(db, companyId, clientId, false);

/** Whether a device owns the client (every client made since secrets existed has one). */
export const hasOwner = (db: Kysely<Database>, companyId: string, clientId: string) =>
  anyDevice(db, companyId, clientId, true);

/**
 * Makes one of the client's devices its owner, when it has none. False when it has one: another
 * device claimed it first.
 */
export async function promoteToOwner(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  deviceId: string,
): Promise<boolean> {
  // Two devices claiming at once inside their own transactions: the second would break
  // uq_client_devices_owner and fail its whole transaction (the order it came with). Updating
  // the client's row takes its lock first (held to the commit on PostgreSQL; SQLite has one
  // writer), so the second waits, then sees the first one's owner and changes nothing.
  await db
    .updateTable('clients')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .execute();
  const promoted = await db
    .updateTable('client_devices')
    .set({ is_owner: flagOf(true) })
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .where('id', '=', deviceId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('client_devices as owner')
            .select('owner.id')
            .where('owner.company_id', '=', companyId)
            .where('owner.client_id', '=', clientId)
            .where('owner.is_owner', '=', 1),
        ),
      ),
    )
    .executeTakeFirst();
  return (promoted.numUpdatedRows ?? 0n) > 0n;
}

/**
 * Makes a device and answers it with its secret, which is not kept anywhere. Null when an owner
 * was asked for and the client has one already (uq_client_devices_owner decided a race).
 */
export async function createDevice(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  input: { name: string; owner: boolean },
): Promise<{ device: ClientDevice; secret: string } | null> {
  const secret = randomBytes(32).toString('base64url');
  const device: ClientDevice = {
    id: randomUUID(),
    company_id: companyId,
    client_id: clientId,
    secret_hash: hashOf(secret),
    name: input.name,
    is_owner: flagOf(input.owner),
    created_at: nowIso(),
  };
  const inserted = await db
    .insertInto('client_devices')
    .values(device)
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst();
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return null;
  if (!input.owner) await pruneGuests(db, companyId, clientId);
  return { device, secret };
}

export async function renameDevice(
  db: Kysely<Database>,
  device: ClientDevice,
  name: string,
): Promise<ClientDevice> {
  await db
    .updateTable('client_devices')
    .set({ name })
    .where('company_id', '=', device.company_id)
    .where('id', '=', device.id)
    .execute();
  return { ...device, name };
}

/** A phone guessed again and again must not grow the table without end. */
async function pruneGuests(db: Kysely<Database>, companyId: string, clientId: string) {
  const guests = await db
    .selectFrom('client_devices')
    .select('id')
    .where('company_id', '=', companyId)
    .where('client_id', '=', clientId)
    .where('is_owner', '=', 0)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(GUEST_DEVICE_LIMIT)
    .limit(1000)
    .execute();
  if (guests.length === 0) return;
  const ids = guests.map((g) => g.id);
  // Hidden before the device goes: an address without a device would read as the owner's.
  await db
    .updateTable('client_addresses')
    .set({ hidden_at: nowIso() })
    .where('company_id', '=', companyId)
    .where('device_id', 'in', ids)
    .where('hidden_at', 'is', null)
    .execute();
  await db
    .deleteFrom('client_devices')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
}

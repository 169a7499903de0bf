// Client records stay private without a login (issue [8/13]). The device that creates a client
// owns it and gets a secret; any other device asking by the same phone gets a secret of its own
// and its own view (the name it typed, the addresses it saved, no points), and never changes the
// stored client. A client made before secrets existed has no owner. It is claimed by the first
// read by its id while no device has asked for it by phone (only the device that created it knew
// the id then, so §4.9's restore keeps working), or else by the first device that orders as it
// with the secret its phone lookup gave (issue [14/21]). A lookup by phone never claims it, and
// answers a device as it would for a phone nobody had used.
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import type { Client } from '../../src/domain/types';
import {
  createDevice,
  deviceBySecret,
  hasDevices,
  hasOwner,
  promoteToOwner,
  renameDevice,
  viewerOf,
} from '../db/repositories/client-devices';
import { findOrCreateClient, getClient, renameClient } from '../db/repositories/clients';
import type { ClientInput, ClientViewer } from '../db/repositories/clients';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

export const CLIENT_SECRET_HEADER = 'x-client-secret';

export const clientSecretOf = (c: Context): string | null =>
  c.req.header(CLIENT_SECRET_HEADER) ?? null;

/** How the device holding `secret` sees this client (anonymous without a valid one). */
export async function viewerFor(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  secret: string | null,
): Promise<ClientViewer> {
  return viewerOf(await deviceBySecret(db, companyId, secret), clientId);
}

export const secretInvalid = () =>
  new HttpError(
    403,
    'client_secret_invalid',
    "This client's saved details and rewards need the secret of the device that created them",
  );

async function viewOf(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  viewer: ClientViewer,
  secret?: string,
): Promise<Client> {
  const client = await getClient(db, companyId, clientId, viewer);
  if (!client) throw new Error(`Client ${clientId} vanished while being read`);
  return secret ? { ...client, client_secret: secret } : client;
}

/** §7.5 get-or-create, as the asking device may see it. */
export async function getOrCreateFor(
  db: Kysely<Database>,
  companyId: string,
  input: ClientInput,
  secret: string | null,
): Promise<Client> {
  const { id, created } = await findOrCreateClient(db, companyId, input);
  if (created) {
    const owner = await createDevice(db, companyId, id, { name: input.name, owner: true });
    if (owner) return viewOf(db, companyId, id, viewerOf(owner.device, id), owner.secret);
  }
  const device = await deviceBySecret(db, companyId, secret);
  if (device?.client_id === id) {
    const viewer = viewerOf(await renameDevice(db, device, input.name), id);
    // Only the owner renames the stored client.
    if (viewer.kind === 'owner') await renameClient(db, companyId, id, input.name);
    return viewOf(db, companyId, id, viewer);
  }
  const guest = await createDevice(db, companyId, id, { name: input.name, owner: false });
  if (!guest) throw new Error('A guest device cannot collide');
  return viewOf(db, companyId, id, viewerOf(guest.device, id), guest.secret);
}

/**
 * §4.9 restore: the client as this device sees it; null (404) for a device without a secret,
 * unless the client has no device at all: then nobody but its creator can know the id (a phone
 * lookup would have made a device), and this read claims it.
 */
export async function readClientFor(
  db: Kysely<Database>,
  companyId: string,
  clientId: string,
  secret: string | null,
): Promise<Client | null> {
  const viewer = await viewerFor(db, companyId, clientId, secret);
  if (viewer.kind !== 'anonymous') return viewOf(db, companyId, clientId, viewer);
  const stored = await getClient(db, companyId, clientId);
  if (!stored || (await hasDevices(db, companyId, clientId))) return null;
  const owner = await createDevice(db, companyId, clientId, { name: stored.name, owner: true });
  // Another first read claimed it a moment ago.
  if (!owner) return null;
  return viewOf(db, companyId, clientId, viewerOf(owner.device, clientId), owner.secret);
}

/**
 * The proof that claims a client made before secrets existed (issue [14/21]): a device that asked
 * for it by phone holds a guest secret, and ordering as the client with that secret makes the
 * device its owner while nobody owns it. Called in the order's own transaction, so a refused
 * order claims nothing. A guest of a client that has an owner stays a guest.
 */
export async function claimByOrder(
  db: Kysely<Database>,
  companyId: string,
  clientId: string | null | undefined,
  viewer: ClientViewer,
): Promise<void> {
  if (!clientId || viewer.kind !== 'guest') return;
  if (await hasOwner(db, companyId, clientId)) return;
  await promoteToOwner(db, companyId, clientId, viewer.deviceId);
}

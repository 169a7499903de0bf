// The back office's owner sessions and the owner password hash, as kitchen-sessions.ts does for
// the staff: the stored id is the SHA-256 of the cookie value.
import type { Kysely } from 'kysely';
import { nowIso } from '../json';
import type { Database } from '../schema';
import type { KitchenSession } from './kitchen-sessions';

/** The same shape as a kitchen session, in its own table. */
export type OwnerSession = KitchenSession;

export async function getOwnerPasswordHash(
  db: Kysely<Database>,
  companyId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('owner_password_hash')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.owner_password_hash ?? null;
}

export async function setOwnerPasswordHash(
  db: Kysely<Database>,
  companyId: string,
  hash: string | null,
): Promise<void> {
  await db
    .updateTable('companies')
    .set({ owner_password_hash: hash, updated_at: nowIso() })
    .where('id', '=', companyId)
    .execute();
}

export async function insertOwnerSession(
  db: Kysely<Database>,
  session: OwnerSession,
  now: Date,
): Promise<void> {
  // Each login sweeps the company's expired sessions, as the kitchen's does.
  await db
    .deleteFrom('owner_sessions')
    .where('company_id', '=', session.company_id)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('owner_sessions')
    .values({ ...session, created_at: nowIso() })
    .execute();
}

/** The unexpired session with this hashed id, whatever its company. */
export async function findOwnerSession(
  db: Kysely<Database>,
  hashedId: string,
  now: Date,
): Promise<OwnerSession | null> {
  const row = await db
    .selectFrom('owner_sessions')
    .select(['id', 'company_id', 'expires_at'])
    .where('id', '=', hashedId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteOwnerSession(
  db: Kysely<Database>,
  companyId: string,
  hashedId: string,
): Promise<void> {
  await db
    .deleteFrom('owner_sessions')
    .where('company_id', '=', companyId)
    .where('id', '=', hashedId)
    .execute();
}

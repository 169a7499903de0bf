// Kitchen staff sessions and the staff password hash. The session id stored is the SHA-256 of
// the cookie value, so a leaked database row cannot be replayed as a cookie.
import type { Kysely } from 'kysely';
import { nowIso } from '../json';
import type { Database } from '../schema';

export interface KitchenSession {
  id: string;
  company_id: string;
  expires_at: string;
}

export async function getStaffPasswordHash(
  db: Kysely<Database>,
  companyId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select('staff_password_hash')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.staff_password_hash ?? null;
}

export async function insertKitchenSession(
  db: Kysely<Database>,
  session: KitchenSession,
  now: Date,
): Promise<void> {
  // Each login also sweeps the company's expired sessions, so the table stays small.
  await db
    .deleteFrom('kitchen_sessions')
    .where('company_id', '=', session.company_id)
    .where('expires_at', '<=', now.toISOString())
    .execute();
  await db
    .insertInto('kitchen_sessions')
    .values({ ...session, created_at: nowIso() })
    .execute();
}

/** The unexpired session with this hashed id, whatever its company. */
export async function findKitchenSession(
  db: Kysely<Database>,
  hashedId: string,
  now: Date,
): Promise<KitchenSession | null> {
  const row = await db
    .selectFrom('kitchen_sessions')
    .select(['id', 'company_id', 'expires_at'])
    .where('id', '=', hashedId)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteKitchenSession(
  db: Kysely<Database>,
  companyId: string,
  hashedId: string,
): Promise<void> {
  await db
    .deleteFrom('kitchen_sessions')
    .where('company_id', '=', companyId)
    .where('id', '=', hashedId)
    .execute();
}

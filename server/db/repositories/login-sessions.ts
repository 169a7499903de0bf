// What the kitchen and the back office logins store, in one place: a company's password hash
// (companies.staff_password_hash, companies.owner_password_hash) and the login sessions
// (kitchen_sessions, owner_sessions). A session's stored id is the SHA-256 of the cookie value,
// so a leaked database row cannot be replayed as a cookie.
import type { Kysely } from 'kysely';
import { nowIso } from '../json';
import type { Database } from '../schema';

/** The companies column holding one kind of login's password hash. */
export type PasswordColumn = 'staff_password_hash' | 'owner_password_hash';

/** The table holding one kind of login's sessions. */
export type SessionTableName = 'kitchen_sessions' | 'owner_sessions';

/** A session row: the hashed id, its company and its expiry. */
export interface LoginSession {
  id: string;
  company_id: string;
  expires_at: string;
}

export async function getPasswordHash(
  db: Kysely<Database>,
  column: PasswordColumn,
  companyId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('companies')
    .select((eb) => eb.ref(column).as('hash'))
    .where('id', '=', companyId)
    .executeTakeFirst();
  return row?.hash ?? null;
}

export async function setPasswordHash(
  db: Kysely<Database>,
  column: PasswordColumn,
  companyId: string,
  hash: string | null,
): Promise<void> {
  await db
    .updateTable('companies')
    .set(column, hash)
    .set('updated_at', nowIso())
    .where('id', '=', companyId)
    .execute();
}

/** Where a kind of session is kept. */
export interface SessionRows {
  insert(db: Kysely<Database>, session: LoginSession, now: Date): Promise<void>;
  /** The unexpired session with this hashed id, whatever its company. */
  find(db: Kysely<Database>, hashedId: string, now: Date): Promise<LoginSession | null>;
  remove(db: Kysely<Database>, companyId: string, hashedId: string): Promise<void>;
}

/** Inserts, finds and deletes the sessions kept in `table`. */
export function sessionRows(table: SessionTableName): SessionRows {
  return {
    async insert(db, session, now) {
      // Each login also sweeps the company's expired sessions, so the table stays small.
      await db
        .deleteFrom(table)
        .where('company_id', '=', session.company_id)
        .where('expires_at', '<=', now.toISOString())
        .execute();
      await db
        .insertInto(table)
        .values({ ...session, created_at: nowIso() })
        .execute();
    },

    async find(db, hashedId, now) {
      const row = await db
        .selectFrom(table)
        .select(['id', 'company_id', 'expires_at'])
        .where('id', '=', hashedId)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ?? null;
    },

    async remove(db, companyId, hashedId) {
      await db
        .deleteFrom(table)
        .where('company_id', '=', companyId)
        .where('id', '=', hashedId)
        .execute();
    },
  };
}

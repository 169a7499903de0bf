// The back office's owner sessions (owner_sessions) and the owner password hash, stored as
// login-sessions.ts stores every kind of login.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { getPasswordHash, sessionRows, setPasswordHash } from './login-sessions';
import type { LoginSession } from './login-sessions';

/** The same shape as a kitchen session, in its own table. */
export type OwnerSession = LoginSession;

export const getOwnerPasswordHash = (
  db: Kysely<Database>,
  companyId: string,
): Promise<string | null> => getPasswordHash(db, 'owner_password_hash', companyId);

export const setOwnerPasswordHash = (
  db: Kysely<Database>,
  companyId: string,
  hash: string | null,
): Promise<void> => setPasswordHash(db, 'owner_password_hash', companyId, hash);

export const ownerSessionRows = sessionRows('owner_sessions');

// Kitchen staff sessions (kitchen_sessions) and the staff password hash, stored as
// login-sessions.ts stores every kind of login.
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { getPasswordHash, sessionRows } from './login-sessions';
import type { LoginSession } from './login-sessions';

export type KitchenSession = LoginSession;

export const getStaffPasswordHash = (
  db: Kysely<Database>,
  companyId: string,
): Promise<string | null> => getPasswordHash(db, 'staff_password_hash', companyId);

export const kitchenSessionRows = sessionRows('kitchen_sessions');

// Owner sessions of the back office: the kitchen's session implementation (server/kitchen/
// session.ts) with its own cookie, comanda_owner, and its own table, owner_sessions.
import { ownerSessionRows } from '../db/repositories/owner-sessions';
import { sessionKind } from '../kitchen/session';
import type { SessionKind } from '../kitchen/session';

export const OWNER_COOKIE = 'comanda_owner';

export const ownerSessions: SessionKind = sessionKind(OWNER_COOKIE, ownerSessionRows);

/** How the audit log names a session's owner: 'owner:' and the first 8 hex of its hashed id. */
export const actorOf = (hashedSessionId: string): string => `owner:${hashedSessionId.slice(0, 8)}`;

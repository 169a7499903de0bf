// Login sessions: a random 256-bit id in a cookie, stored hashed with a 12-hour expiry. One
// implementation serves the kitchen (comanda_kitchen, kitchen_sessions) and the back office
// (comanda_owner, owner_sessions, server/admin/session.ts): each kind has its own cookie and
// table, so one kind's cookie never opens the other's session.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { kitchenSessionRows } from '../db/repositories/kitchen-sessions';
import type { KitchenSession } from '../db/repositories/kitchen-sessions';
import type { SessionRows } from '../db/repositories/login-sessions';
import { requestIsHttps } from '../tenancy/request-host';

export const SESSION_COOKIE = 'comanda_kitchen';
export const SESSION_TTL_MS = 12 * 3_600_000;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionId = (raw: string): string =>
  createHash('sha256').update(raw).digest('hex');

/** A session row: the hashed id, its company and its expiry. */
export type StoredSession = KitchenSession;

/** Where a kind of session is kept (its repository). */
export type SessionTable = SessionRows;

export interface SessionKind {
  readonly cookieName: string;
  open(
    db: Kysely<Database>,
    companyId: string,
    now?: Date,
  ): Promise<{ cookie: string; session: StoredSession }>;
  /** The unexpired session named by a cookie value, or null. */
  ofCookie(
    db: Kysely<Database>,
    value: string | undefined,
    now?: Date,
  ): Promise<StoredSession | null>;
  /** Deletes the company's session named by a cookie value; returns its hashed id. */
  close(db: Kysely<Database>, companyId: string, value: string): Promise<string>;
  cookieOf(c: Context): string | undefined;
  setCookie(c: Context, value: string): void;
  clearCookie(c: Context): void;
}

export function sessionKind(cookieName: string, table: SessionTable): SessionKind {
  return {
    cookieName,
    async open(db, companyId, now = new Date()) {
      const cookie = randomBytes(32).toString('base64url');
      const session = {
        id: hashSessionId(cookie),
        company_id: companyId,
        expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
      };
      await table.insert(db, session, now);
      return { cookie, session };
    },
    async ofCookie(db, value, now = new Date()) {
      if (value === undefined || !COOKIE_VALUE.test(value)) return null;
      return table.find(db, hashSessionId(value), now);
    },
    async close(db, companyId, value) {
      const id = hashSessionId(value);
      await table.remove(db, companyId, id);
      return id;
    },
    cookieOf: (c) => getCookie(c, cookieName),
    setCookie(c, value) {
      setCookie(c, cookieName, value, {
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: SESSION_TTL_MS / 1000,
        secure: requestIsHttps(c),
      });
    },
    clearCookie(c) {
      deleteCookie(c, cookieName, { path: '/', secure: requestIsHttps(c) });
    },
  };
}

export const kitchenSessions: SessionKind = sessionKind(SESSION_COOKIE, kitchenSessionRows);

export function openKitchenSession(
  db: Kysely<Database>,
  companyId: string,
  now: Date = new Date(),
): Promise<{ cookie: string; session: KitchenSession }> {
  return kitchenSessions.open(db, companyId, now);
}

/** The unexpired kitchen session named by a cookie header value, or null. */
export function sessionOfCookie(
  db: Kysely<Database>,
  value: string | undefined,
  now: Date = new Date(),
): Promise<KitchenSession | null> {
  return kitchenSessions.ofCookie(db, value, now);
}

export const sessionCookieOf = (c: Context): string | undefined => kitchenSessions.cookieOf(c);
export const setSessionCookie = (c: Context, value: string): void =>
  kitchenSessions.setCookie(c, value);
export const clearSessionCookie = (c: Context): void => kitchenSessions.clearCookie(c);

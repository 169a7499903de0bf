// Kitchen sessions: a random 256-bit id in the comanda_kitchen cookie, stored hashed with a
// 12-hour expiry.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { findKitchenSession, insertKitchenSession } from '../db/repositories/kitchen-sessions';
import type { KitchenSession } from '../db/repositories/kitchen-sessions';
import { requestIsHttps } from '../tenancy/request-host';

export const SESSION_COOKIE = 'comanda_kitchen';
export const SESSION_TTL_MS = 12 * 3_600_000;
const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;

export const hashSessionId = (raw: string): string =>
  createHash('sha256').update(raw).digest('hex');

export async function openKitchenSession(
  db: Kysely<Database>,
  companyId: string,
  now: Date = new Date(),
): Promise<{ cookie: string; session: KitchenSession }> {
  const cookie = randomBytes(32).toString('base64url');
  const session = {
    id: hashSessionId(cookie),
    company_id: companyId,
    expires_at: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
  await insertKitchenSession(db, session, now);
  return { cookie, session };
}

/** The unexpired session named by a cookie header value, or null. */
export async function sessionOfCookie(
  db: Kysely<Database>,
  value: string | undefined,
  now: Date = new Date(),
): Promise<KitchenSession | null> {
  if (value === undefined || !COOKIE_VALUE.test(value)) return null;
  return findKitchenSession(db, hashSessionId(value), now);
}

export const sessionCookieOf = (c: Context): string | undefined => getCookie(c, SESSION_COOKIE);

export function setSessionCookie(c: Context, value: string): void {
  setCookie(c, SESSION_COOKIE, value, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
    secure: requestIsHttps(c),
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: requestIsHttps(c) });
}

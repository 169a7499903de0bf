// Known staff devices (OWASP's "device cookies" against brute force and lockout): a device that
// logged in to a company's kitchen carries a signed cookie naming it, and its later logins count
// per device instead of per address and company. A guesser cannot forge one, so guessing from
// the same venue wifi, or from everywhere at once, never locks a known device out.
import { createHmac, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { requestIsHttps } from '../tenancy/request-host';

export const DEVICE_COOKIE = 'comanda_kitchen_device';
/** A tablet in daily use refreshes it at every login; one unused for half a year is new again. */
const DEVICE_TTL_SECONDS = 180 * 86_400;
const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The signing key: scrypt, since SESSION_SECRET may be a phrase; random when there is none. */
export function deviceKey(secret: string | null): Buffer {
  return secret ? scryptSync(secret, 'comanda/kitchen-device/v1', 32) : randomBytes(32);
}

const signature = (key: Buffer, companyId: string, device: string): string =>
  createHmac('sha256', key).update(`${companyId}\n${device}`).digest('base64url');

/** The device id of a valid cookie for this company, or null. */
export function knownDevice(
  c: Context,
  key: Buffer,
  companyId: string,
  cookieName: string = DEVICE_COOKIE,
): string | null {
  const match = VALUE.exec(getCookie(c, cookieName) ?? '');
  if (!match?.[1] || !match[2]) return null;
  const expected = Buffer.from(signature(key, companyId, match[1]));
  const given = Buffer.from(match[2]);
  return timingSafeEqual(expected, given) ? match[1] : null;
}

/** Marks the device as known (a new id, or the same one for another half year); its id. */
export function rememberDevice(
  c: Context,
  key: Buffer,
  companyId: string,
  device: string | null,
  path: string,
  cookieName: string = DEVICE_COOKIE,
): string {
  const id = device ?? randomBytes(16).toString('base64url');
  setCookie(c, cookieName, `${id}.${signature(key, companyId, id)}`, {
    httpOnly: true,
    sameSite: 'Strict',
    // Only the endpoint at `path` reads it.
    path,
    maxAge: DEVICE_TTL_SECONDS,
    secure: requestIsHttps(c),
  });
  return id;
}

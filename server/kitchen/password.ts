// Staff passwords: scrypt with a random salt, stored as scrypt$N$r$p$salt$hash (base64url), so
// the cost can be raised later without invalidating stored hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_BYTES = 32;
const SALT_BYTES = 16;
export const MIN_STAFF_PASSWORD = 8;
export const MAX_STAFF_PASSWORD = 200;

function derive(password: string, salt: Buffer, options: ScryptOptions, bytes: number) {
  return new Promise<Buffer>((done, fail) => {
    // maxmem: 128·N·r bytes plus headroom, so the largest accepted cost never trips the default cap.
    const maxmem = 256 * (options.N ?? 1) * (options.r ?? 1);
    scrypt(password, salt, bytes, { ...options, maxmem }, (error, key) =>
      error ? fail(error) : done(key),
    );
  });
}

export async function hashStaffPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS, KEY_BYTES);
  const { N, r, p } = PARAMS;
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface StoredHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

/** Parses a stored hash; bounds the cost so a corrupt row cannot make a login hang. */
function parse(stored: string): StoredHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4] ?? '', 'base64url');
  const key = Buffer.from(parts[5] ?? '', 'base64url');
  if (N === undefined || r === undefined || p === undefined) return null;
  const powerOfTwo = Number.isInteger(N) && N >= 2 && N <= 2 ** 20 && (N & (N - 1)) === 0;
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || r > 32) return null;
  if (!Number.isInteger(p) || p < 1 || p > 16 || salt.length < 8 || key.length < 16) return null;
  return { N, r, p, salt, key };
}

export async function verifyStaffPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p, salt, key } = parsed;
  const candidate = await derive(password, salt, { N, r, p }, key.length);
  return timingSafeEqual(candidate, key);
}

/** The same scheme for any login of ours (the back office's owner password uses it too). */
export const hashPassword = hashStaffPassword;
export const verifyPassword = verifyStaffPassword;
export const MIN_PASSWORD = MIN_STAFF_PASSWORD;
export const MAX_PASSWORD = MAX_STAFF_PASSWORD;

// The kitchen login's rate limit (docs/decisions.md "Rate limits"). A device that logged in
// before is counted on its own (device.ts); any other attempt counts per address and company,
// and per company, so a guesser is slowed wherever it comes from. Counting happens before the
// password is checked, so a refused attempt costs no scrypt either.
import type { Context } from 'hono';
import { visitorOf } from '../http/client-address';
import { visitorKey } from '../http/ip';
import type { Bucket, RateLimits } from '../http/rate-limit/rate-limits';
import { knownDevice, rememberDevice } from './device';
import { KitchenError } from './errors';

export interface LoginGuard {
  /** Counts the attempt; throws 429 past the limit, else returns the known device (or null). */
  admit(c: Context, companyId: string): Promise<string | null>;
  /** After a right password: this device is known from now on. */
  remember(c: Context, companyId: string, device: string | null): void;
}

/**
 * Another login with the same rules but counts of its own (the back office's owner login): its
 * name prefixes every count and is signed into its device cookies, which carry their own name.
 */
export interface LoginScope {
  name: string;
  deviceCookie: string;
}

export function loginGuard(
  limits: RateLimits,
  key: Buffer,
  cookiePath: string,
  scope?: LoginScope,
): LoginGuard {
  // The kitchen's counts and device cookies keep their original, unprefixed form.
  const subject = (companyId: string) => (scope ? `${scope.name}:${companyId}` : companyId);
  const cookie = scope?.deviceCookie;
  return {
    async admit(c, companyId) {
      const device = knownDevice(c, key, subject(companyId), cookie);
      const address = visitorKey(visitorOf(c).address);
      const buckets: Bucket[] = device
        ? [{ limit: 'logins', key: `device:${subject(companyId)}:${device}` }]
        : [
            { limit: 'logins', key: `address:${subject(companyId)}:${address}` },
            { limit: 'companyLogins', key: subject(companyId) },
          ];
      const verdict = await limits.take(buckets);
      if (!verdict.allowed)
        throw new KitchenError(
          429,
          'rate_limited',
          `Too many login attempts: try again in ${verdict.retryAfter} s`,
          {},
          { 'Retry-After': String(verdict.retryAfter) },
        );
      return device;
    },
    remember(c, companyId, device) {
      rememberDevice(c, key, subject(companyId), device, cookiePath, cookie);
    },
  };
}

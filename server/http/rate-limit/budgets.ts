// What each limit allows in a minute, read from the environment (server/env.ts holds the defaults
// production gets; docs/decisions.md says why they are what they are).
import { loadEnv } from '../../env';
import type { Env } from '../../env';

const VARIABLES = {
  /** Public writes per address and company. */
  writes: 'RATE_LIMIT_WRITES_PER_MINUTE',
  /** Public writes per company, from every address together. */
  companyWrites: 'RATE_LIMIT_COMPANY_WRITES_PER_MINUTE',
  /** apply-discount per address and company: coupon codes are guessable, orders are not. */
  couponTries: 'RATE_LIMIT_COUPON_TRIES_PER_MINUTE',
  /** Abuse reports per address and company: a person reports a site once, not in bulk. */
  abuseReports: 'RATE_LIMIT_ABUSE_REPORTS_PER_MINUTE',
  /** Kitchen logins per address and company, and per known staff device. */
  logins: 'RATE_LIMIT_LOGIN_PER_MINUTE',
  /** Kitchen logins per company from devices that never logged in. */
  companyLogins: 'RATE_LIMIT_COMPANY_LOGIN_PER_MINUTE',
  /** Address searches, place details and reverse lookups per address and company. */
  geocoding: 'RATE_LIMIT_GEOCODING_PER_MINUTE',
  /** The same, per company from every address together. */
  companyGeocoding: 'RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE',
  /** Payment status polls per address and order (each may cost a provider call). */
  statusChecks: 'RATE_LIMIT_STATUS_CHECKS_PER_MINUTE',
  /** Wrong table codes per address and company (issue [17/21]): four digits are guessable. */
  tabCodeTries: 'TAB_CODE_ATTEMPTS_PER_MINUTE',
} as const satisfies Record<string, keyof Env>;

export type LimitName = keyof typeof VARIABLES;
export type RateLimitEnv = Pick<Env, (typeof VARIABLES)[LimitName]>;

/** Every limit counts over a fixed window of this many seconds. */
export const WINDOW_SECONDS = 60;

const DEFAULTS: RateLimitEnv = loadEnv({});

export function budgetsOf(env: Partial<RateLimitEnv>): Record<LimitName, number> {
  const names = Object.keys(VARIABLES) as LimitName[];
  return Object.fromEntries(
    names.map((name) => [name, env[VARIABLES[name]] ?? DEFAULTS[VARIABLES[name]]]),
  ) as Record<LimitName, number>;
}

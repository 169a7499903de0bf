// Rate limits on every public write (POST, PUT, PATCH or DELETE under /ms-*/public/), in front of
// the routes: counted per client address and company, then per company. Guessable writes
// (coupon codes) and ones a person makes once (abuse reports) have a tighter count of their own.
import type { Context, MiddlewareHandler } from 'hono';
import type { RouteDeps } from '../../routes/deps';
import { visitorOf } from '../client-address';
import { HttpError } from '../errors';
import { visitorKey } from '../ip';
import { companyOfWrite } from './company-of';
import type { Bucket, LimitName, RateLimits } from './rate-limits';

const PUBLIC = /\/ms-[a-z-]+\/public\//;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The tighter limit of a kind of write, by how its path ends. */
const KINDS: [RegExp, LimitName][] = [
  [/\/apply-discount$/, 'couponTries'],
  [/\/site-abuse-report$/, 'abuseReports'],
];

/** The 429 every limit answers: { message, code: 'rate_limited' } and Retry-After in seconds. */
export function tooManyRequests(c: Context, retryAfter: number): Response {
  const error = new HttpError(
    429,
    'rate_limited',
    `Too many requests: try again in ${retryAfter} s`,
  );
  return c.json(error.body(), 429, { 'Retry-After': String(retryAfter) });
}

export function limitPublicWrites(limits: RateLimits, deps: RouteDeps): MiddlewareHandler {
  return async (c, next) => {
    const path = c.req.path;
    if (READS.has(c.req.method) || !PUBLIC.test(path)) return next();
    const company = await companyOfWrite(c, deps);
    const here = `${company}:${visitorKey(visitorOf(c).address)}`;
    const kind = KINDS.find(([ending]) => ending.test(path))?.[1];
    const buckets: Bucket[] = [
      ...(kind ? [{ limit: kind, key: here }] : []),
      { limit: 'writes', key: here },
      { limit: 'companyWrites', key: company },
    ];
    const verdict = await limits.take(buckets);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfter);
    await next();
  };
}

// Rate limits on every public write (POST, PUT, PATCH or DELETE under /ms-*/public/), in front of
// the routes: counted per client address and company, then per company. Each declared write
// (server/routes/public-writes.ts) is limited by a middleware on its own path, so Hono matches it
// exactly as it matches the route and hands it the same path parameters; its company comes from
// the place it declares (company-of.ts). Guessable writes (coupon codes) and ones a person makes
// once (abuse reports) have a tighter count of their own.
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { PUBLIC_WRITES } from '../../routes/public-writes';
import type { PublicWrite } from '../../routes/public-writes';
import { visitorOf } from '../client-address';
import { HttpError } from '../errors';
import { visitorKey } from '../ip';
import { NO_COMPANY, companyOfWrite } from './company-of';
import type { Bucket, RateLimits } from './rate-limits';

const PUBLIC = /\/ms-[a-z-]+\/public\//;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What the limit covers; the route table's test asks the same question of every route. */
export function isPublicWrite(method: string, path: string): boolean {
  return !READS.has(method) && PUBLIC.test(path);
}

/** The 429 every limit answers: { message, code: 'rate_limited' } and Retry-After in seconds. */
export function tooManyRequests(c: Context, retryAfter: number): Response {
  const error = new HttpError(
    429,
    'rate_limited',
    `Too many requests: try again in ${retryAfter} s`,
  );
  return c.json(error.body(), 429, { 'Retry-After': String(retryAfter) });
}

function byPath(writes: readonly PublicWrite[]): Map<string, PublicWrite[]> {
  const paths = new Map<string, PublicWrite[]>();
  for (const write of writes) {
    // A path parameter the route does not have would read as no company at all.
    if (write.company === 'path' && !/\/:companyId(\/|$)/.test(write.path))
      throw new Error(`${write.method} ${write.path} names its company in a path without it`);
    paths.set(write.path, [...(paths.get(write.path) ?? []), write]);
  }
  return paths;
}

/** Registers the limits on `api` (the app mounted at API_BASE), before any of its routes. */
export function limitPublicWrites(api: Hono, limits: RateLimits, db: Kysely<Database>): void {
  // Each request is counted once, by the first middleware that knows its write.
  const counted = new WeakSet<Context>();
  const count = async (
    c: Context,
    next: () => Promise<void>,
    company: string,
    write?: PublicWrite,
  ): Promise<Response | undefined> => {
    counted.add(c);
    const here = `${company}:${visitorKey(visitorOf(c).address)}`;
    const buckets: Bucket[] = [
      ...(write?.limit ? [{ limit: write.limit, key: here }] : []),
      { limit: 'writes', key: here },
      { limit: 'companyWrites', key: company },
    ];
    const verdict = await limits.take(buckets);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfter);
    await next();
    return undefined;
  };

  for (const [path, writes] of byPath(PUBLIC_WRITES)) {
    // `use` rather than `on(method)`: the route list keeps only the routes under their methods.
    const declared: MiddlewareHandler = async (c, next) => {
      const write = writes.find((w) => w.method === c.req.method);
      if (!write || counted.has(c)) return next();
      return count(c, next, await companyOfWrite(c, write.company, db), write);
    };
    api.use(path, declared);
  }

  // A public write no declared route matched: an unknown path (404), or a route registered
  // without a line in the table, which the table's test refuses. It names no company we trust.
  const undeclared: MiddlewareHandler = async (c, next) => {
    if (counted.has(c) || !isPublicWrite(c.req.method, c.req.path)) return next();
    return count(c, next, NO_COMPANY);
  };
  api.use('*', undeclared);
}

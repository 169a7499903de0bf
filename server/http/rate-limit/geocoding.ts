// Rate limits on the geocoding reads (address search, place details, reverse): they are GETs, so
// the public-write limiter lets them through, yet each may cost an upstream call. Counted per
// client address and company, then per company, like the writes (docs/decisions.md says why the
// defaults are what they are).
import type { MiddlewareHandler } from 'hono';
import { visitorOf } from '../client-address';
import { visitorKey } from '../ip';
import { tooManyRequests } from './public-writes';
import type { RateLimits } from './rate-limits';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** Mount on the company-scoped geocoding paths (:companyId in the route). */
export function limitGeocoding(limits: RateLimits): MiddlewareHandler {
  return async (c, next) => {
    const named = c.req.param('companyId') ?? '';
    // An invalid id shares one count per address; the route then refuses it.
    const company = ID.test(named) ? named : '-';
    const verdict = await limits.take([
      { limit: 'geocoding', key: `${company}:${visitorKey(visitorOf(c).address)}` },
      { limit: 'companyGeocoding', key: company },
    ]);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfter);
    await next();
  };
}

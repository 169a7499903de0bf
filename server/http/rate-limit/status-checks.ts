// Rate limit on the payment status poll (GET company-payments/filters, issue [14/21]): a GET, so
// the public-write limiter lets it through, yet a waiting payment's poll may cost a provider
// call. Counted per client address and order, so the diner's own checkout (a poll every 0.7 s
// for a few seconds) and tracking (every 5 s) stay well inside it, and one address polling
// thousands of times is refused with the same 429 as every other limit.
import type { MiddlewareHandler } from 'hono';
import { visitorOf } from '../client-address';
import { visitorKey } from '../ip';
import { tooManyRequests } from './public-writes';
import type { RateLimits } from './rate-limits';

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const idOr = (value: string | undefined): string => (value && ID.test(value) ? value : '-');

export function limitStatusChecks(limits: RateLimits): MiddlewareHandler {
  return async (c, next) => {
    // Invalid ids share one count per address; the route then refuses them.
    const order = `${idOr(c.req.query('company_id'))}:${idOr(c.req.query('reference_id'))}`;
    const verdict = await limits.take([
      { limit: 'statusChecks', key: `${order}:${visitorKey(visitorOf(c).address)}` },
    ]);
    if (!verdict.allowed) return tooManyRequests(c, verdict.retryAfter);
    await next();
  };
}

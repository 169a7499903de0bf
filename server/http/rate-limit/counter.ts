// One limit's counter: rate-limiter-flexible's fixed window, in memory or in Redis. The Redis one
// is insured by a memory one: while Redis is unreachable (or still connecting) each instance
// limits on its own, rather than refusing or failing requests.
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { WINDOW_SECONDS } from './budgets';

export interface Verdict {
  allowed: boolean;
  /** Whole seconds until the window frees a place (for Retry-After); 0 when allowed. */
  retryAfter: number;
}

export interface Counter {
  /** Counts one request under the key and says whether it may proceed. */
  hit(key: string): Promise<Verdict>;
  /** Whether the key's window is used up, without counting (a guess is refused before it is judged). */
  peek(key: string): Promise<Verdict>;
}

export function createCounter(points: number, keyPrefix: string, redis: Redis | null): Counter {
  const memory = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix });
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        points,
        duration: WINDOW_SECONDS,
        keyPrefix,
        // Without this a command waits in ioredis's offline queue while Redis is down.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const verdictOf = (res: RateLimiterRes | null): Verdict =>
    res && res.consumedPoints >= points
      ? { allowed: false, retryAfter: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) }
      : { allowed: true, retryAfter: 0 };
  return {
    async peek(key: string): Promise<Verdict> {
      try {
        return verdictOf(await limiter.get(key));
      } catch {
        // Redis unreachable: the insurance counter is what hit() is counting in meanwhile.
        return verdictOf(await memory.get(key));
      }
    },
    async hit(key: string): Promise<Verdict> {
      try {
        await limiter.consume(key);
        return { allowed: true, retryAfter: 0 };
      } catch (refusal) {
        // The library refuses with its result; anything else is a fault and is not swallowed.
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, retryAfter: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
      }
    },
  };
}

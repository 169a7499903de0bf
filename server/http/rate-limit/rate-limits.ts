// The one limiter every public write and the kitchen login go through (docs/contracts.md "A
// hardened public surface"). In memory by default; in Redis when REDIS_URL is set, so several
// instances share one count, under the deployment's key prefix.
import type { Redis } from 'ioredis';
import { DEFAULT_REDIS_PREFIX } from '../../realtime/bus';
import { redisConnection } from '../../realtime/redis-bus';
import { budgetsOf } from './budgets';
import type { LimitName, RateLimitEnv } from './budgets';
import { createCounter } from './counter';
import type { Counter, Verdict } from './counter';

export type { LimitName, RateLimitEnv } from './budgets';
export type { Verdict } from './counter';

export interface Bucket {
  limit: LimitName;
  key: string;
}

export interface RateLimits {
  /**
   * Counts one request in each bucket, in order, and stops at the first that refuses. Narrow
   * buckets go first, so a request refused for its address never spends its company's budget:
   * one address cannot use up a whole restaurant's.
   */
  take(buckets: readonly Bucket[]): Promise<Verdict>;
  /** Whether the bucket is used up, without counting a request in it (issue [17/21]). */
  peek(bucket: Bucket): Promise<Verdict>;
  close(): Promise<void>;
}

export function createRateLimits(
  env: Partial<RateLimitEnv> & { REDIS_URL?: string | undefined },
  options: { redisPrefix?: string } = {},
): RateLimits {
  const redis: Redis | null = env.REDIS_URL ? redisConnection(env.REDIS_URL, 'rate limit') : null;
  const prefix = options.redisPrefix ?? DEFAULT_REDIS_PREFIX;
  const budgets = budgetsOf(env);
  const counters = new Map<LimitName, Counter>();
  const counter = (limit: LimitName): Counter => {
    let found = counters.get(limit);
    if (!found) {
      found = createCounter(budgets[limit], `${prefix}rl:${limit}`, redis);
      counters.set(limit, found);
    }
    return found;
  };
  return {
    async take(buckets) {
      for (const { limit, key } of buckets) {
        const verdict = await counter(limit).hit(key);
        if (!verdict.allowed) return verdict;
      }
      return { allowed: true, retryAfter: 0 };
    },
    peek({ limit, key }) {
      return counter(limit).peek(key);
    },
    async close() {
      if (!redis) return;
      await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

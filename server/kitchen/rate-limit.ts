// Login attempts per company and address: a fixed window (5 a minute by default). In memory for
// one instance; in Redis when REDIS_URL is set, so instances share the count.
import type { Redis } from 'ioredis';

export interface LimitVerdict {
  allowed: boolean;
  /** Seconds until the window resets (for Retry-After). */
  retryAfter: number;
}

export interface LoginLimiter {
  /** Counts one attempt and says whether it may proceed. */
  hit(key: string): Promise<LimitVerdict>;
  close(): Promise<void>;
}

export interface LimitOptions {
  max: number;
  windowMs: number;
}

export const LOGIN_LIMIT: LimitOptions = { max: 5, windowMs: 60_000 };

const verdict = (count: number, max: number, msLeft: number): LimitVerdict => ({
  allowed: count <= max,
  retryAfter: Math.max(1, Math.ceil(msLeft / 1000)),
});

export function memoryLimiter(
  { max, windowMs }: LimitOptions = LOGIN_LIMIT,
  clock: () => number = Date.now,
): LoginLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key: string): Promise<LimitVerdict> {
      const now = clock();
      // Expired windows are dropped on the way, so the map holds only the last minute's keys.
      if (windows.size > 10_000)
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return Promise.resolve(verdict(window.count, max, window.resetAt - now));
    },
    close: () => Promise.resolve(),
  };
}

export function redisLimiter(
  redis: Redis,
  prefix: string,
  options: LimitOptions = LOGIN_LIMIT,
): LoginLimiter {
  const { max, windowMs } = options;
  // While Redis is unreachable each instance limits on its own rather than failing logins.
  const fallback = memoryLimiter(options);
  const shared = async (key: string): Promise<LimitVerdict> => {
    const redisKey = `${prefix}kitchen-login:${key}`;
    const [[, count], [, ttl]] = (await redis.multi().incr(redisKey).pttl(redisKey).exec()) as [
      [null, number],
      [null, number],
    ];
    // The first attempt of a window (or a key that lost its expiry) starts the window.
    if (ttl < 0) {
      await redis.pexpire(redisKey, windowMs);
      return verdict(count, max, windowMs);
    }
    return verdict(count, max, ttl);
  };
  return {
    async hit(key: string): Promise<LimitVerdict> {
      try {
        return await shared(key);
      } catch (error) {
        console.error(
          '[kitchen] Redis rate limit unavailable, limiting in memory:',
          error instanceof Error ? error.message : error,
        );
        return fallback.hit(key);
      }
    },
    async close(): Promise<void> {
      await redis.quit().catch(() => undefined);
      redis.disconnect();
    },
  };
}

import { describe, expect, it } from 'vitest';
import { memoryLimiter } from './rate-limit';

describe('memory login limiter', () => {
  it('allows max attempts per window, then answers how long to wait', async () => {
    let now = 1_000_000;
    const limiter = memoryLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    now += 15_000;
    expect(await limiter.hit('a')).toEqual({ allowed: false, retryAfter: 45 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 45_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { budgetsOf } from './budgets';
import { createRateLimits } from './rate-limits';

describe('budgets', () => {
  it("fills what the env leaves out with production's defaults", () => {
    const budgets = budgetsOf({ RATE_LIMIT_WRITES_PER_MINUTE: 7 });
    expect(budgets.writes).toBe(7);
    expect(budgets.companyWrites).toBe(3000);
    expect(budgets.logins).toBe(5);
  });
});

describe('memory rate limits', () => {
  it('refuses past the budget with a Retry-After within the minute, per key', async () => {
    const limits = createRateLimits({ RATE_LIMIT_WRITES_PER_MINUTE: 2 });
    const take = (key: string) => limits.take([{ limit: 'writes', key }]);
    expect((await take('a')).allowed).toBe(true);
    expect((await take('a')).allowed).toBe(true);
    const refused = await take('a');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfter).toBeGreaterThan(0);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    expect((await take('b')).allowed).toBe(true);
  });

  it('stops at the first refusing bucket, so later ones are not spent', async () => {
    const limits = createRateLimits({
      RATE_LIMIT_WRITES_PER_MINUTE: 1,
      RATE_LIMIT_COMPANY_WRITES_PER_MINUTE: 2,
    });
    const write = (address: string) =>
      limits.take([
        { limit: 'writes', key: `c:${address}` },
        { limit: 'companyWrites', key: 'c' },
      ]);
    expect((await write('x')).allowed).toBe(true);
    for (let i = 0; i < 5; i += 1) expect((await write('x')).allowed).toBe(false);
    // x's refusals did not spend the company's second place.
    expect((await write('y')).allowed).toBe(true);
    expect((await write('z')).allowed).toBe(false);
  });

  it('peeks at a bucket without counting in it (the table code, issue [17/21])', async () => {
    const limits = createRateLimits({ TAB_CODE_ATTEMPTS_PER_MINUTE: 2 });
    const bucket = { limit: 'tabCodeTries', key: 'a' } as const;
    for (let i = 0; i < 5; i += 1)
      expect(await limits.peek(bucket)).toEqual({ allowed: true, retryAfter: 0 });
    expect((await limits.take([bucket])).allowed).toBe(true);
    expect((await limits.peek(bucket)).allowed).toBe(true);
    expect((await limits.take([bucket])).allowed).toBe(true);
    const blocked = await limits.peek(bucket);
    expect(blocked.allowed).toBe(false);
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    expect((await limits.peek({ ...bucket, key: 'b' })).allowed).toBe(true);
  });
});

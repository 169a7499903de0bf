// The guard's count of wrong table codes (issue [17/21]) on a bare app: a code is judged only
// while the address has attempts left, and the wrong one that uses up the last becomes a 429.
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema';
import { handleError } from '../../http/errors';
import type { Bucket, RateLimits, Verdict } from '../../http/rate-limit/rate-limits';
import { tabCodeWrong } from '../../tabs/errors';
import { guardTabs } from './guard';

const ALLOWED: Verdict = { allowed: true, retryAfter: 0 };

function fakeLimits(peek: Verdict, take: Verdict) {
  const calls = { peek: [] as Bucket[], take: [] as Bucket[] };
  const limits: RateLimits = {
    peek: (bucket) => {
      calls.peek.push(bucket);
      return Promise.resolve(peek);
    },
    take: (buckets) => {
      calls.take.push(...buckets);
      return Promise.resolve(take);
    },
    close: () => Promise.resolve(),
  };
  return { limits, calls };
}

/** An order write that refuses every code as wrong, behind the guard. */
function appWith(limits: RateLimits): Hono {
  const api = new Hono();
  api.onError(handleError);
  // Only the tab paths read the database; the order writes below never do.
  guardTabs(api, {} as unknown as Kysely<Database>, limits);
  api.post('/ms-orders/public/orders', () => {
    throw tabCodeWrong();
  });
  return api;
}

const post = (app: Hono, body: unknown) =>
  app.request('/ms-orders/public/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('guardTabs: wrong table codes', () => {
  it('counts a wrong code and answers its 403 while attempts are left', async () => {
    const { limits, calls } = fakeLimits(ALLOWED, ALLOWED);
    const res = await post(appWith(limits), { tab_code: '1234' });
    expect(res.status).toBe(403);
    expect(calls.peek).toHaveLength(1);
    expect(calls.take).toEqual([calls.peek[0]]);
    expect(calls.take[0]?.limit).toBe('tabCodeTries');
  });

  it('turns the wrong code that uses up the last attempt into a 429 with Retry-After', async () => {
    const { limits } = fakeLimits(ALLOWED, { allowed: false, retryAfter: 42 });
    const res = await post(appWith(limits), { tab_code: '1234' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('42');
    expect(await res.json()).toEqual({
      message: 'Too many wrong table codes: try again in 42 s',
      code: 'tab_code_attempts',
      params: { retry_after: 42 },
    });
  });

  it('refuses before judging once the attempts are used up', async () => {
    const { limits, calls } = fakeLimits({ allowed: false, retryAfter: 7 }, ALLOWED);
    const res = await post(appWith(limits), { tab_code: '1234' });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('7');
    expect(calls.take).toEqual([]);
  });

  it('neither looks nor counts when no code is sent', async () => {
    const { limits, calls } = fakeLimits(ALLOWED, ALLOWED);
    expect((await post(appWith(limits), {})).status).toBe(403);
    expect(calls).toEqual({ peek: [], take: [] });
  });
});

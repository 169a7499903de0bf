// A 429 is waited out once when repeating is safe (a read, or a write with an Idempotency-Key)
// and the server's Retry-After is short; anything else is refused at once, as before.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';

const limited = (retryAfter: string | null) =>
  Response.json(
    { message: 'Too many requests: try again in 2 s', code: 'rate_limited' },
    { status: 429, headers: retryAfter === null ? {} : { 'Retry-After': retryAfter } },
  );

let calls: { method: string; at: number }[];

function answer(...responses: Response[]): void {
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    calls.push({ method: init.method ?? 'GET', at: Date.now() });
    return Promise.resolve(responses.shift() ?? Response.json({ ok: true }));
  });
}

beforeEach(() => {
  calls = [];
  vi.useFakeTimers();
  // Every refusal is logged (§8); not this test's concern.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a rate-limited request', () => {
  it('retries a read once, after Retry-After', async () => {
    answer(limited('2'));
    const result = request('GET', '/ms-orders/public/qrs/q1');
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('retries a write that carries an Idempotency-Key, with the same key', async () => {
    const keys: (string | undefined)[] = [];
    const responses = [limited('1'), Response.json({ id: 'o1' }, { status: 201 })];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
      return Promise.resolve(responses.shift());
    });
    const result = request('POST', '/ms-orders/public/orders', {
      body: {},
      headers: { 'Idempotency-Key': 'k-1' },
    });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ id: 'o1' });
    expect(keys).toEqual(['k-1', 'k-1']);
  });

  it('gives up after one retry, with the refusal and its code', async () => {
    answer(limited('1'), limited('1'));
    const result = request('GET', '/x').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(calls).toHaveLength(2);
  });

  it('does not repeat a write without a key, a long wait, or a 429 without Retry-After', async () => {
    for (const [method, retryAfter, headers] of [
      ['POST', '1', {}],
      ['GET', '30', {}],
      ['GET', null, {}],
      ['PATCH', 'Thu, 01 Jan 2026 10:01:30 GMT', { 'Idempotency-Key': 'k' }],
    ] as const) {
      calls = [];
      answer(limited(retryAfter));
      const error = await request(method, '/x', { headers }).catch((e: unknown) => e);
      expect(error, `${method} ${retryAfter}`).toMatchObject({ status: 429, code: 'rate_limited' });
      expect(calls).toHaveLength(1);
    }
  });
});

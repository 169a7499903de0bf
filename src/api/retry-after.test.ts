// Retry-After comes as seconds or as an HTTP date; a malformed one is dropped.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { request } from './client';
import { retryAfterSeconds } from './retry-after';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(' 0 ')).toBe(0);
  });

  it('reads an HTTP date as the seconds left, never negative', () => {
    const now = Date.parse('2026-01-01T10:00:00Z');
    expect(retryAfterSeconds('Thu, 01 Jan 2026 10:01:30 GMT', now)).toBe(90);
    expect(retryAfterSeconds('Thu, 01 Jan 2026 09:00:00 GMT', now)).toBe(0);
  });

  it('ignores a missing or malformed header', () => {
    expect(retryAfterSeconds(null)).toBeUndefined();
    expect(retryAfterSeconds('')).toBeUndefined();
    expect(retryAfterSeconds('-5')).toBeUndefined();
    expect(retryAfterSeconds('soon')).toBeUndefined();
  });
});

describe('a refusal with Retry-After', () => {
  it('keeps the header on the ApiError, read as seconds, with its code', async () => {
    const answer = Response.json(
      { message: 'Too many login attempts', code: 'rate_limited' },
      { status: 429, headers: { 'Retry-After': '42' } },
    );
    vi.stubGlobal('fetch', () => Promise.resolve(answer));
    // Every refusal is logged (§8); not this test's concern.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await request('POST', '/kitchen/session').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: '42' });
    expect(retryAfterSeconds((error as { retryAfter: string }).retryAfter)).toBe(42);
  });
});

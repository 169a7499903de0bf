// The sign-in refusals the kitchen and the back office share: by code, else by status, under the
// caller's own prefix; any other refusal is left to the caller.
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../domain/error-codes';
import { ApiError } from './errors';
import { formatWait, signInRefusal } from './login-refusal';

const refusal = (status: number, code?: ErrorCode, retryAfter?: string) =>
  new ApiError({
    status,
    message: 'Server English nobody reads',
    method: 'POST',
    url: '/api/admin/session',
    body: code ? { message: 'Server English', code } : null,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  });

describe('signInRefusal', () => {
  it('reads a wrong password and a store without one by code, a legacy 401 by status', () => {
    expect(signInRefusal(refusal(401, 'wrong_password'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.wrong',
    });
    expect(signInRefusal(refusal(401, 'unauthorized'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.noPassword',
    });
    expect(signInRefusal(refusal(401), 'en', 'kitchen.login')).toEqual({
      key: 'kitchen.login.wrong',
    });
  });

  it('says how long to wait when Retry-After came with the 429', () => {
    expect(signInRefusal(refusal(429, 'rate_limited', '42'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.tooManyWait',
      params: { wait: '42 seconds' },
    });
    expect(signInRefusal(refusal(429, undefined, '61'), 'de', 'admin.login')).toEqual({
      key: 'admin.login.tooManyWait',
      params: { wait: '2 Minuten' },
    });
    expect(signInRefusal(refusal(429, 'rate_limited'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.tooMany',
    });
    expect(signInRefusal(refusal(429, 'rate_limited', '0'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.tooMany',
    });
  });

  it('no answer, a server fault or a non-API error is a failed sign-in', () => {
    expect(signInRefusal(refusal(0), 'en', 'admin.login')).toEqual({ key: 'admin.login.failed' });
    expect(signInRefusal(refusal(502), 'en', 'admin.login')).toEqual({
      key: 'admin.login.failed',
    });
    expect(signInRefusal(new TypeError('x'), 'en', 'admin.login')).toEqual({
      key: 'admin.login.failed',
    });
  });

  it('leaves any other refusal to the caller', () => {
    expect(signInRefusal(refusal(403, 'forbidden'), 'en', 'admin.login')).toBeNull();
    expect(signInRefusal(refusal(400, 'invalid_body'), 'en', 'admin.login')).toBeNull();
  });
});

describe('formatWait', () => {
  it('counts seconds under a minute and whole minutes, rounded up, in the locale', () => {
    expect(formatWait(1, 'en')).toBe('1 second');
    expect(formatWait(59.2, 'en')).toBe('1 minute');
    expect(formatWait(60, 'en')).toBe('1 minute');
    expect(formatWait(900, 'de')).toBe('15 Minuten');
  });
});

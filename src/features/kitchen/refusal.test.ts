// Kitchen refusals in the staff's language: by code, never the server's English; a generic
// refusal for anything else the server refused; the action's own failure when nothing answered.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import type { ErrorCode } from '../../domain/error-codes';
import en from '../../i18n/locales/en/kitchen.json';
import errorsEn from '../../i18n/locales/en/errors.json';
import { KITCHEN_CODES, actionRefusal, loginRefusal, tabRefusal } from './refusal';

const refusal = (status: number, code?: ErrorCode, retryAfter?: number) =>
  new ApiError({
    status,
    message: 'Server English that staff never read',
    method: 'PATCH',
    url: '/api/kitchen/orders/o1',
    body: code ? { message: 'Server English', code } : null,
    ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
  });

/** The English text of a kitchen.* key, or undefined when the dictionary lacks it. */
function english(key: string): unknown {
  return key
    .replace(/^kitchen\./, '')
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
}

describe('actionRefusal', () => {
  it.each([
    [409, 'transition_not_allowed'],
    [404, 'order_not_found'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [401, 'unauthorized'],
  ] as const)('a %i %s has its own message', (status, code) => {
    expect(actionRefusal(refusal(status, code), 'kitchen.updateFailed')).toEqual({
      key: `kitchen.refusals.${code}`,
    });
  });

  it('another refusal, or one without a code, reads as a generic refusal', () => {
    expect(actionRefusal(refusal(422, 'invalid_body'), 'kitchen.updateFailed')).toEqual({
      key: 'kitchen.refusals.generic',
    });
    expect(actionRefusal(refusal(409), 'kitchen.updateFailed')).toEqual({
      key: 'kitchen.refusals.generic',
    });
  });

  it('no answer, a server fault or a non-API error keeps the action’s failure', () => {
    expect(actionRefusal(refusal(0), 'kitchen.pause.failed')).toEqual({
      key: 'kitchen.pause.failed',
    });
    expect(actionRefusal(refusal(503), 'kitchen.updateFailed')).toEqual({
      key: 'kitchen.updateFailed',
    });
    expect(actionRefusal(new TypeError('x'), 'kitchen.updateFailed')).toEqual({
      key: 'kitchen.updateFailed',
    });
  });

  it('every kitchen code and the generic refusal have an English message', () => {
    const keys = [...KITCHEN_CODES, 'generic'].map((code) => `kitchen.refusals.${code}`);
    expect(keys.filter((key) => typeof english(key) !== 'string')).toEqual([]);
  });
});

describe('loginRefusal', () => {
  it('reads a wrong password and a store without one by code, and a legacy 401 by status', () => {
    expect(loginRefusal(refusal(401, 'wrong_password'), 'en')).toEqual({
      key: 'kitchen.login.wrong',
    });
    expect(loginRefusal(refusal(401, 'unauthorized'), 'en')).toEqual({
      key: 'kitchen.login.noPassword',
    });
    expect(loginRefusal(refusal(401), 'en')).toEqual({ key: 'kitchen.login.wrong' });
  });

  it('says how long to wait when Retry-After came with the 429', () => {
    expect(loginRefusal(refusal(429, 'rate_limited', 42), 'en')).toEqual({
      key: 'kitchen.login.tooManyWait',
      params: { wait: '42 seconds' },
    });
    expect(loginRefusal(refusal(429, undefined, 61), 'en')).toEqual({
      key: 'kitchen.login.tooManyWait',
      params: { wait: '2 minutes' },
    });
    expect(loginRefusal(refusal(429, 'rate_limited'), 'en')).toEqual({
      key: 'kitchen.login.tooMany',
    });
  });

  it('other refusals and failures never show the server’s words', () => {
    expect(loginRefusal(refusal(403, 'forbidden'), 'en')).toEqual({
      key: 'kitchen.refusals.forbidden',
    });
    expect(loginRefusal(refusal(400, 'invalid_body'), 'en')).toEqual({
      key: 'kitchen.refusals.generic',
    });
    expect(loginRefusal(refusal(0), 'en')).toEqual({ key: 'kitchen.login.failed' });
    expect(loginRefusal(refusal(500), 'en')).toEqual({ key: 'kitchen.login.failed' });
  });

  it('every sign-in message exists in English', () => {
    const keys = ['wrong', 'noPassword', 'tooMany', 'tooManyWait', 'failed'];
    expect(keys.filter((key) => typeof english(`kitchen.login.${key}`) !== 'string')).toEqual([]);
  });
});

describe('tabRefusal (issue [17/21])', () => {
  it.each([
    [409, 'tab_not_paid'],
    [409, 'tab_round_paid'],
    [404, 'tab_not_found'],
  ] as const)('a %i %s reads as the shared errors.%s message', (status, code) => {
    const notice = tabRefusal(refusal(status, code), 'kitchen.tabs.close.failed');
    expect(notice).toEqual({ key: `errors.${code}` });
    expect(typeof (errorsEn as Record<string, unknown>)[code]).toBe('string');
  });

  it("another refusal is the board's usual one, and no answer is the action's own failure", () => {
    expect(tabRefusal(refusal(404, 'not_found'), 'kitchen.tabs.close.failed')).toEqual({
      key: 'kitchen.refusals.not_found',
    });
    expect(tabRefusal(refusal(500, 'tab_not_paid'), 'kitchen.tabs.close.failed')).toEqual({
      key: 'kitchen.tabs.close.failed',
    });
    expect(english('kitchen.tabs.close.failed')).toEqual(expect.any(String));
  });
});

// Issue [7/13]: every refusal code has a message in en (locales.test.ts then holds every other
// locale to en), a message shows exactly the params the code formats, and messages with params
// have a plain wording for answers that lack them. No message mentions minor units.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../domain/error-codes';
import errors from '../i18n/locales/en/errors.json';
import summary from '../i18n/locales/en/summary.json';
import { CODES_WITH_PARAMS, codeNotice } from './error-notice';
import { EXPIRED_COUPON_LOST_KEY, EXPIRED_KEY, STOCK_CHANGED_KEY } from './checkout/recovery';

const en = errors as Record<string, unknown> & { plain: Record<string, unknown> };
const placeholders = (text: unknown) => (String(text).match(/\{(\w+)\}/g) ?? []).sort();

const ctx = {
  currency: { code: 'USD', symbol: '$', tax: '', position: 'left', show_decimals: true },
  timeZone: 'UTC',
  locale: 'en',
} as const;

const sample = {
  minimum: 3000,
  missing: 500,
  min_amount: 3000,
  until: '2026-01-01T12:00:00Z',
  required: 100,
};

describe('errors.json (en)', () => {
  it.each(ERROR_CODES.map((code) => [code]))('has a message for %s', (code) => {
    const text = en[code];
    expect(typeof text === 'string' && text.trim() !== '').toBe(true);
    expect(String(text)).not.toMatch(/minor units|\bcents\b/i);
  });

  it('fills every placeholder of a message from the params its code formats', () => {
    for (const code of ERROR_CODES) {
      const notice = codeNotice(code, sample, { ...ctx, currency: { ...ctx.currency } });
      const shown = Object.keys(notice.params ?? {}).map((name) => `{${name}}`);
      expect([code, placeholders(en[code])]).toEqual([code, shown.sort()]);
    }
  });

  it('has a plain wording, without placeholders, for each message with params', () => {
    expect(Object.keys(en.plain).sort()).toEqual([...CODES_WITH_PARAMS].sort());
    for (const code of CODES_WITH_PARAMS) expect(placeholders(en.plain[code])).toEqual([]);
  });

  it('has the notices the checkout shows after recovering from a refusal', () => {
    const flat = summary as unknown as Record<string, Record<string, string> | string>;
    const read = (key: string) =>
      key
        .replace(/^summary\./, '')
        .split('.')
        .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], flat);
    for (const key of [STOCK_CHANGED_KEY, EXPIRED_KEY, EXPIRED_COUPON_LOST_KEY]) {
      expect(typeof read(key)).toBe('string');
    }
    for (const key of ['couponUsedUp', 'couponInactive', 'rewardPointsShort'])
      expect(typeof read(`summary.refreshed.${key}`)).toBe('string');
  });
});

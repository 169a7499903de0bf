// Issue [16/21] item 16: campaign data is cut, cleaned or dropped, never a reason to refuse.
import { describe, expect, it } from 'vitest';
import { UTM_MAX, campaignValue } from './campaign';
import { orderCreateBody, parseBody } from './validation-api';

describe('campaignValue', () => {
  it.each([
    ['spring', 'spring'],
    ['  spring  ', 'spring'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    [42, null],
    [{ a: 1 }, null],
    ['a\u0000b\u001fc', 'abc'],
    ['x\uD800y', 'xy'],
  ])('%j → %j', (input, expected) => {
    expect(campaignValue(input)).toBe(expected);
  });

  it('cuts a long value to UTM_MAX characters', () => {
    expect(campaignValue('c'.repeat(UTM_MAX + 1))).toBe('c'.repeat(UTM_MAX));
    expect(campaignValue('c'.repeat(5000))).toHaveLength(UTM_MAX);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const value = campaignValue('🍕'.repeat(UTM_MAX + 1)) ?? '';
    expect(Array.from(value)).toHaveLength(UTM_MAX);
    expect(value.endsWith('🍕')).toBe(true);
  });
});

describe('order create schema', () => {
  const body = {
    company_id: 'c',
    country_code: 'US',
    timezone: 'UTC',
    service_type: 'TAKEAWAY',
    currency: 'USD',
    combos: [{ product_id: 'p', variant_id: 'v', quantity: 1, comment: null, modifiers: [] }],
  };

  it('accepts a 201-character campaign, keeping its first UTM_MAX characters', () => {
    const parsed = parseBody(orderCreateBody, {
      ...body,
      utm_source: ` ${'s'.repeat(300)} `,
      utm_campaign: 'c'.repeat(UTM_MAX + 1),
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.utm_campaign).toBe('c'.repeat(UTM_MAX));
    expect(parsed.value.utm_source).toBe('s'.repeat(UTM_MAX));
  });

  it('drops campaign values that are not text instead of refusing the order', () => {
    const parsed = parseBody(orderCreateBody, { ...body, utm_campaign: 12, utm_source: ['x'] });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.utm_campaign).toBeNull();
    expect(parsed.value.utm_source).toBeNull();
  });
});

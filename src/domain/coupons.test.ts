import { describe, expect, it } from 'vitest';
import type { Coupon } from './types';
import { isCouponValid, isPublishedCouponWindowOpen } from './coupons';

const SP = 'America/Sao_Paulo'; // UTC−3 all year
const published = (start: string | null, end: string | null, active = true) => ({
  active,
  start_date: start,
  end_date: end,
});

describe('§4.8 published coupon window (company timezone)', () => {
  const june = published('2026-06-01', '2026-06-30');
  it.each([
    ['inactive', published('2026-06-01', '2026-06-30', false), '2026-06-15T12:00:00Z', false],
    ['middle of the window', june, '2026-06-15T12:00:00Z', true],
    ['start day at 00:00:00 is too early', june, '2026-06-01T03:00:00Z', false],
    ['start day at 00:00:01', june, '2026-06-01T03:00:01Z', true],
    ['end day at 23:59:58', june, '2026-07-01T02:59:58Z', true],
    ['end day at 23:59:59', june, '2026-07-01T02:59:59Z', true],
    ['next day at 00:00:00', june, '2026-07-01T03:00:00Z', false],
    ['still the end day locally while UTC is past it', june, '2026-07-01T01:00:00Z', true],
    ['before the start locally while UTC is on it', june, '2026-06-01T02:00:00Z', false],
    ['no dates: open while active', published(null, null), '2030-01-01T00:00:00Z', true],
    ['only an end date', published(null, '2026-06-30'), '2020-01-01T00:00:00Z', true],
    [
      'ISO datetimes use their date',
      published('2026-06-01T00:00:00Z', '2026-06-30T00:00:00Z'),
      '2026-07-01T02:59:58Z',
      true,
    ],
    [
      'unreadable date closes it',
      published('June 1st', '2026-06-30'),
      '2026-06-15T12:00:00Z',
      false,
    ],
    [
      'impossible date closes it',
      published('2026-02-30', '2026-06-30'),
      '2026-06-15T12:00:00Z',
      false,
    ],
  ])('%s', (_label, settings, now, expected) => {
    expect(isPublishedCouponWindowOpen(settings, SP, new Date(now))).toBe(expected);
  });

  it.each([
    ['New York, end day 23:59:58 EDT', 'America/New_York', '2026-07-01T03:59:58Z', true],
    ['New York, next day 00:00:00 EDT', 'America/New_York', '2026-07-01T04:00:00Z', false],
    ['Tokyo, next day 00:00:00 JST', 'Asia/Tokyo', '2026-06-30T15:00:00Z', false],
  ])('the same window in %s', (_label, zone, now, expected) => {
    expect(
      isPublishedCouponWindowOpen(published('2026-06-01', '2026-06-30'), zone, new Date(now)),
    ).toBe(expected);
  });

  it('ends on a DST-change day at the local 23:59:59 (New York, 2026-11-01 EST)', () => {
    const october = published('2026-10-01', '2026-11-01');
    expect(
      isPublishedCouponWindowOpen(october, 'America/New_York', new Date('2026-11-02T04:59:59Z')),
    ).toBe(true);
    expect(
      isPublishedCouponWindowOpen(october, 'America/New_York', new Date('2026-11-02T05:00:00Z')),
    ).toBe(false);
  });
});

describe('§5.5 coupon validity', () => {
  const coupon = (
    usage_limit: number,
    coupons_used: number,
    min_amount = 0,
  ): Pick<Coupon, 'usage_limit' | 'coupons_used' | 'min_amount'> => ({
    usage_limit,
    coupons_used,
    min_amount,
  });
  it.each([
    ['no coupon', null, 1000, false],
    ['usage_limit 0 is unlimited', coupon(0, 5000), 1000, true],
    ['below the usage limit', coupon(10, 9), 1000, true],
    ['at the usage limit', coupon(10, 10), 1000, false],
    ['over the usage limit', coupon(10, 11), 1000, false],
    ['combos price equal to min_amount', coupon(0, 0, 1000), 1000, true],
    ['combos price below min_amount', coupon(0, 0, 1000), 999, false],
  ])('%s', (_label, value, combosPrice, expected) => {
    expect(isCouponValid(value, combosPrice)).toBe(expected);
  });
});

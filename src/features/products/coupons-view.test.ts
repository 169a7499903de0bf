// §2.4 show-coupons list: window (§4.8), published, active and not used up (§5.5).
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY } from '../../domain/constants';
import type { Coupon } from '../../domain/types';
import { couponValueText, publishedCoupons } from './coupons-view';

const coupon = (over: Partial<Coupon>): Coupon => ({
  id: 'c',
  code: 'CODE',
  discount_type: 'percentage',
  value: 10,
  usage_limit: 0,
  coupons_used: 0,
  min_amount: 0,
  published: true,
  active: true,
  start_date: null,
  end_date: null,
  ...over,
});
const company = {
  timezone: 'America/New_York',
  coupon_published: { active: true, start_date: '2026-01-01', end_date: '2026-12-31' },
};
const now = new Date('2026-06-01T12:00:00Z');

describe('publishedCoupons', () => {
  const list = [
    coupon({ id: 'ok', code: 'OK' }),
    coupon({ id: 'unpublished', published: false }),
    coupon({ id: 'inactive', active: false }),
    coupon({ id: 'used-up', usage_limit: 5, coupons_used: 5 }),
    coupon({ id: 'min', min_amount: 3000 }),
  ];

  it('keeps published, active coupons with uses left', () => {
    expect(publishedCoupons(list, company, now).map((c) => c.id)).toEqual(['ok', 'min']);
  });

  it('shows none outside the published window', () => {
    expect(publishedCoupons(list, company, new Date('2027-01-02T12:00:00Z'))).toEqual([]);
    const off = { ...company, coupon_published: { ...company.coupon_published, active: false } };
    expect(publishedCoupons(list, off, now)).toEqual([]);
  });
});

describe('couponValueText', () => {
  it('formats percentages and fixed amounts', () => {
    expect(couponValueText(coupon({ value: 10 }), DEFAULT_CURRENCY, 'en')).toBe('10%');
    expect(
      couponValueText(coupon({ discount_type: 'fixed', value: 500 }), DEFAULT_CURRENCY, 'en'),
    ).toBe('$ 5.00');
  });
});

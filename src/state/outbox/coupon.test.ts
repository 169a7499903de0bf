// The coupon a queued order keeps (issue [7/13]): taken from a draft with a COUPON discount and
// a known code, and the failed entries whose coupon no longer applies.
import { describe, expect, it } from 'vitest';
import { entry, previewOrder } from '../../db/outbox.fixtures';
import type { OrderDiscount } from '../../domain/types';
import { couponFields, couponRefused } from './coupon';

const coupon: OrderDiscount = {
  modality: 'COUPON',
  description: 'SAVE10',
  type: 'PERCENTAGE',
  value: 10,
};
const draft = (discounts: OrderDiscount[]) => ({ ...previewOrder('c1'), id: 'o-1', discounts });
const key = () => 'k-1';

describe('couponFields', () => {
  it('keeps the code, a key and the draft it is on when the draft has a coupon', () => {
    expect(couponFields(draft([coupon]), ' SAVE10 ', key)).toEqual({
      couponCode: 'SAVE10',
      discountKey: 'k-1',
      couponOrderId: 'o-1',
    });
  });

  it('keeps nothing without a coupon discount or without a code', () => {
    const reward: OrderDiscount = { ...coupon, modality: 'FIDELITY' };
    expect(couponFields(draft([reward]), 'SAVE10', key)).toEqual({});
    expect(couponFields(draft([coupon]), null, key)).toEqual({});
    expect(couponFields(draft([coupon]), '  ', key)).toEqual({});
  });
});

describe('couponRefused', () => {
  const withCoupon = { couponCode: 'SAVE10', discountKey: 'k', couponOrderId: 'order-9' };

  it('is true when the coupon was refused on a draft created again', () => {
    const failed = entry('a', 'c1', {
      ...withCoupon,
      status: 'failed',
      orderId: 'order-1',
      errorCode: 'order_status_not_allowed',
    });
    expect(couponRefused(failed)).toBe(true);
  });

  it('is true when the placement refused the coupon', () => {
    const failed = entry('a', 'c1', {
      ...withCoupon,
      status: 'failed',
      orderId: 'order-9',
      errorCode: 'coupon_used_up',
    });
    expect(couponRefused(failed)).toBe(true);
  });

  it('is false for other refusals, entries still sending, or entries without a coupon', () => {
    const other = {
      status: 'failed' as const,
      orderId: 'order-9',
      errorCode: 'store_closed' as const,
    };
    expect(couponRefused(entry('a', 'c1', { ...withCoupon, ...other }))).toBe(false);
    expect(
      couponRefused(entry('a', 'c1', { ...withCoupon, orderId: 'order-1', status: 'queued' })),
    ).toBe(false);
    expect(couponRefused(entry('a', 'c1', { status: 'failed', errorCode: 'coupon_used_up' }))).toBe(
      false,
    );
  });
});

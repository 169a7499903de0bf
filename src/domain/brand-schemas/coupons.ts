// Coupons: the code (stored upper-cased), the discount and its limits, the dates it runs between,
// and the window in which published coupons show on the menu. A cross-field problem is reported
// on the field to fix.
import { boolean, coerce, enums, integer, nullable, object, refine, string } from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import {
  DISCOUNT_TYPES,
  Day,
  Money,
  RowVersion,
  SectionVersionNumber,
  discountValueProblem,
} from './core';
import type { DiscountType } from './core';
import { pathIn } from './refine';

export const COUPON_CODE_MAX = 30;

/** ' welcome10 ' → 'WELCOME10': codes are trimmed and stored upper-cased (lookups are case-insensitive). */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

export function couponCodeProblem(code: string): string | null {
  if (code.length === 0) return 'must not be empty';
  if ([...code].length > COUPON_CODE_MAX) return `must be at most ${COUPON_CODE_MAX} characters`;
  if (!/^[\p{L}\p{N}_-]+$/u.test(code)) return 'only letters, digits, - and _ (no spaces)';
  return null;
}

export const CouponCode = refine(
  coerce(string(), string(), normalizeCouponCode),
  'coupon code',
  (code) => couponCodeProblem(code) ?? true,
);

const couponFields = {
  code: CouponCode,
  discount_type: enums(DISCOUNT_TYPES),
  value: integer(),
  min_amount: Money,
  /** 0 means unlimited. */
  usage_limit: refine(integer(), 'usage limit', (v) =>
    v >= 0 && v <= 1_000_000 ? true : 'must be between 0 (unlimited) and 1000000',
  ),
  active: boolean(),
  published: boolean(),
  start_date: nullable(Day),
  end_date: nullable(Day),
};

type CouponShape = {
  discount_type: DiscountType;
  value: number;
  start_date: string | null;
  end_date: string | null;
};

/** Cross-field rules, reported on the field to fix: the value for its type, the end not before the start. */
export function couponProblems(coupon: CouponShape): Record<string, string> {
  const problems: Record<string, string> = {};
  const value = discountValueProblem(coupon.discount_type, coupon.value);
  if (value) problems.value = value;
  if (coupon.start_date && coupon.end_date && coupon.end_date < coupon.start_date)
    problems.end_date = 'must not be before the start date';
  return problems;
}

const couponRules = <T extends CouponShape, S>(struct: Struct<T, S>) =>
  refine(struct, 'coupon', (coupon, ctx) =>
    Object.entries(couponProblems(coupon)).map(([field, message]) => ({
      path: pathIn(ctx, field),
      message,
    })),
  );

export const CouponBody = couponRules(object(couponFields));
export type CouponInput = Infer<typeof CouponBody>;
export const CouponUpdateBody = couponRules(object({ version: RowVersion, ...couponFields }));
export type CouponUpdateInput = Infer<typeof CouponUpdateBody>;
export const RowVersionBody = object({ version: RowVersion });

/** The window in which published coupons show on the menu (companies.coupon_published). */
export const CouponWindowValue = refine(
  object({ active: boolean(), start_date: nullable(Day), end_date: nullable(Day) }),
  'window',
  (value, ctx) =>
    value.start_date && value.end_date && value.end_date < value.start_date
      ? { path: pathIn(ctx, 'end_date'), message: 'must not be before the start date' }
      : true,
);
export const CouponPublishedBody = object({
  version: SectionVersionNumber,
  value: CouponWindowValue,
});

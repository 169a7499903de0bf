// §2.4 show-coupons: the published coupons a visitor may use now (§4.8 window, §5.5 usage).
import { isCouponValid, isPublishedCouponWindowOpen } from '../../domain/coupons';
import { formatMoney } from '../../domain/money';
import type { Company, Coupon } from '../../domain/types';

export function publishedCoupons(
  coupons: readonly Coupon[],
  company: Pick<Company, 'coupon_published' | 'timezone'>,
  now: Date,
): Coupon[] {
  if (!isPublishedCouponWindowOpen(company.coupon_published, company.timezone, now)) return [];
  // The order total is unknown here, so only usage is judged; min_amount is shown instead.
  return coupons.filter(
    (c) => c.published && c.active && isCouponValid(c, Number.POSITIVE_INFINITY),
  );
}

/** '10%' or '$ 5.00' (formatMoney is the only money formatter, §5.8). */
export function couponValueText(
  coupon: Pick<Coupon, 'discount_type' | 'value'>,
  currency: Company['currency'],
  locale: string,
): string {
  if (coupon.discount_type === 'percentage')
    return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
      coupon.value / 100,
    );
  return formatMoney(coupon.value, currency);
}

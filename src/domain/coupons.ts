// §4.8 published-coupon window and §5.5 coupon validity.
import type { Company, Coupon } from './types';
import { parseLocalDate, resolveTimeZone, wallToInstant } from './hours-time';

/**
 * §4.8: valid when active and now lies between start_date 00:00:01 and end_date 23:59:59
 * in the company timezone, both ends included (the whole last second counts). A missing
 * date leaves that side open; an unreadable one closes the window.
 */
export function isPublishedCouponWindowOpen(
  published: Company['coupon_published'] | null | undefined,
  timeZone: string,
  now: Date,
): boolean {
  if (!published?.active) return false;
  const zone = resolveTimeZone(timeZone);
  const t = now.getTime();
  if (published.start_date) {
    const start = parseLocalDate(published.start_date);
    if (start === null) return false;
    if (t < wallToInstant(start, { hours: 0, minutes: 0 }, zone, 1).getTime()) return false;
  }
  if (published.end_date) {
    const end = parseLocalDate(published.end_date);
    if (end === null) return false;
    if (t >= wallToInstant(end, { hours: 23, minutes: 59 }, zone, 59).getTime() + 1000)
      return false;
  }
  return true;
}

/** §5.5: a coupon is set, not used up (usage_limit 0 means unlimited), and the combos reach min_amount. */
export function isCouponValid(
  coupon: Pick<Coupon, 'usage_limit' | 'coupons_used' | 'min_amount'> | null | undefined,
  combosPrice: number,
): boolean {
  if (!coupon) return false;
  if (coupon.usage_limit > 0 && coupon.coupons_used >= coupon.usage_limit) return false;
  return combosPrice >= coupon.min_amount;
}

// The coupon a queued order carries (issue [7/13]). A draft the server swept while the order
// waited is created again by the drain, and the coupon the diner was shown must come with it:
// the entry keeps the code and a key to apply it. If the store refuses the coupon by then, the
// order is not placed at all (a price the diner never saw), and the tracking page says why.
import type { OutboxEntry } from '../../db/outbox';
import { couponPending } from '../../db/outbox-types';
import type { ErrorCode } from '../../domain/error-codes';
import type { Order } from '../../domain/types';

export type CouponFields = Pick<OutboxEntry, 'couponCode' | 'discountKey' | 'couponOrderId'>;

/**
 * The entry's coupon: only when the draft has a COUPON discount and the code applied to it is
 * known. `couponOrderId` names the draft it is already on, so the drain applies it only to a
 * draft it creates again.
 */
export function couponFields(
  order: Order,
  code: string | null,
  newKey: () => string,
): CouponFields {
  const couponCode = code?.trim() ?? '';
  if (couponCode === '' || !order.discounts.some((d) => d.modality === 'COUPON')) return {};
  return { couponCode, discountKey: newKey(), couponOrderId: order.id };
}

const COUPON_REFUSALS: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'coupon_unknown',
  'coupon_inactive',
  'coupons_unpublished',
  'coupon_used_up',
  'coupon_min_amount',
]);

/**
 * The entry failed because its coupon no longer applies: refused when applied to a draft created
 * again (it is still not on the order), or refused when the order was placed.
 */
export function couponRefused(entry: OutboxEntry): boolean {
  if (entry.status !== 'failed' || entry.couponCode === undefined) return false;
  if (entry.errorCode !== undefined && COUPON_REFUSALS.has(entry.errorCode)) return true;
  return entry.orderId !== undefined && couponPending(entry, entry.orderId);
}

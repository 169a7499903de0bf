// Which discount an apply-discount request earns: a coupon valid per §4.8 (its window) and
// §5.5 (usage, minimum), or a loyalty reward the client's points cover (§4.8). Applying to a
// draft takes nothing; placement (placement.ts) checks again and takes the use or the points.
import type { Kysely } from 'kysely';
import { isCouponValid, isPublishedCouponWindowOpen } from '../../src/domain/coupons';
import { availableRewards, loyaltyProgramIsActive } from '../../src/domain/loyalty';
import type { Coupon } from '../../src/domain/types';
import { getClient } from '../db/repositories/clients';
import { findCouponByCode } from '../db/repositories/coupons';
import { getLoyaltySettings } from '../db/repositories/loyalty';
import type { OrderRow, StoredDiscount } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { secretInvalid, viewerFor } from '../clients/devices';
import { conflict, field, unprocessable } from './errors';

const COUPON = 'coupon_code';

export const couponUsedUp = () =>
  conflict('coupon_used_up', 'The coupon is not valid: used up', field(COUPON, 'used up'));

/** §4.8 window (its own and, for a published coupon, the company's) and §5.5 minimum. */
export function checkCoupon(
  ctx: OrderContext,
  coupon: Coupon | null,
  combosPrice: number,
): asserts coupon is Coupon {
  if (!coupon)
    throw unprocessable(
      'coupon_unknown',
      'The coupon is not valid: unknown code',
      field(COUPON, 'unknown code'),
    );
  const own = { active: coupon.active, start_date: coupon.start_date, end_date: coupon.end_date };
  const tz = ctx.company.timezone;
  if (!isPublishedCouponWindowOpen(own, tz, ctx.now))
    throw unprocessable(
      'coupon_inactive',
      'The coupon is not valid: not active today',
      field(COUPON, 'not active today'),
    );
  if (coupon.published && !isPublishedCouponWindowOpen(ctx.company.coupon_published, tz, ctx.now))
    throw unprocessable(
      'coupons_unpublished',
      'The coupon is not valid: coupons are not published now',
      field(COUPON, 'coupons are not published now'),
    );
  if (coupon.usage_limit > 0 && coupon.coupons_used >= coupon.usage_limit) throw couponUsedUp();
  if (!isCouponValid(coupon, combosPrice))
    throw unprocessable(
      'coupon_min_amount',
      `The coupon is not valid: the order needs at least ${coupon.min_amount} of items`,
      { ...field(COUPON, 'below min_amount'), params: { min_amount: coupon.min_amount } },
    );
}

export async function couponDiscount(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  code: string,
): Promise<StoredDiscount> {
  const coupon = await findCouponByCode(db, ctx.company.id, code);
  checkCoupon(ctx, coupon, row.combos_price);
  return {
    modality: 'COUPON',
    description: coupon.code,
    type: coupon.discount_type === 'fixed' ? 'AMOUNT' : 'PERCENTAGE',
    value: coupon.value,
    source_id: coupon.id,
  };
}

export const pointsShort = (required: number) =>
  unprocessable('reward_points_short', 'Not enough loyalty points for this reward', {
    ...field('reward_id', `needs ${required} points`),
    params: { required },
  });

export async function rewardDiscount(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  rewardId: string,
  clientId: string,
  clientSecret: string | null,
): Promise<StoredDiscount> {
  if (row.client_id !== null && row.client_id !== clientId)
    throw unprocessable(
      'reward_other_client',
      'The reward belongs to another client',
      field('client_id', 'not the order client'),
    );
  const client = await getClient(db, ctx.company.id, clientId);
  if (!client)
    throw unprocessable('client_unknown', 'Unknown client', field('client_id', 'unknown client'));
  // Points are spent only by the device that owns the client (issue [8/13]).
  if ((await viewerFor(db, ctx.company.id, clientId, clientSecret)).kind !== 'owner')
    throw secretInvalid();
  const loyalty = await getLoyaltySettings(db, ctx.company.id);
  if (!loyaltyProgramIsActive(loyalty))
    throw unprocessable(
      'loyalty_inactive',
      'This store has no active loyalty program',
      field('reward_id', 'inactive'),
    );
  const known = loyalty.loyalty_program.rewards.find((r) => r.id === rewardId);
  if (!known)
    throw unprocessable(
      'reward_unknown',
      'Unknown loyalty reward',
      field('reward_id', 'unknown reward'),
    );
  const reward = availableRewards(loyalty, client.available_points).find((r) => r.id === rewardId);
  if (!reward) throw pointsShort(known.required_points);
  return {
    modality: 'FIDELITY',
    description: reward.name,
    type: reward.discount_type === 'fixed' ? 'AMOUNT' : 'PERCENTAGE',
    value: reward.value,
    source_id: reward.id,
    points: reward.required_points,
  };
}

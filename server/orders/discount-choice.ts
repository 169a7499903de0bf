// Which discount an apply-discount request earns: a coupon valid per §4.8 (its window) and
// §5.5 (usage, minimum), or a loyalty reward the client's points cover (§4.8).
import type { Kysely } from 'kysely';
import { isCouponValid, isPublishedCouponWindowOpen } from '../../src/domain/coupons';
import { availableRewards, loyaltyProgramIsActive } from '../../src/domain/loyalty';
import { getClient } from '../db/repositories/clients';
import { findCouponByCode } from '../db/repositories/coupons';
import { getLoyaltySettings } from '../db/repositories/loyalty';
import type { OrderRow, StoredDiscount } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { unprocessable } from './errors';

const invalidCoupon = (reason: string) =>
  unprocessable(`The coupon is not valid: ${reason}`, { coupon_code: [reason] });

export async function couponDiscount(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  code: string,
): Promise<StoredDiscount> {
  const coupon = await findCouponByCode(db, ctx.company.id, code);
  if (!coupon) throw invalidCoupon('unknown code');
  const own = { active: coupon.active, start_date: coupon.start_date, end_date: coupon.end_date };
  const tz = ctx.company.timezone;
  if (!isPublishedCouponWindowOpen(own, tz, ctx.now)) throw invalidCoupon('not active today');
  if (coupon.published && !isPublishedCouponWindowOpen(ctx.company.coupon_published, tz, ctx.now))
    throw invalidCoupon('coupons are not published now');
  if (coupon.usage_limit > 0 && coupon.coupons_used >= coupon.usage_limit)
    throw invalidCoupon('used up');
  if (!isCouponValid(coupon, row.combos_price))
    throw invalidCoupon(`the order needs at least ${coupon.min_amount} (minor units) of items`);
  return {
    modality: 'COUPON',
    description: coupon.code,
    type: coupon.discount_type === 'fixed' ? 'AMOUNT' : 'PERCENTAGE',
    value: coupon.value,
    source_id: coupon.id,
  };
}

export async function rewardDiscount(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  rewardId: string,
  clientId: string,
): Promise<StoredDiscount> {
  if (row.client_id !== null && row.client_id !== clientId)
    throw unprocessable('The reward belongs to another client', {
      client_id: ['not the order client'],
    });
  const client = await getClient(db, ctx.company.id, clientId);
  if (!client) throw unprocessable('Unknown client', { client_id: ['unknown client'] });
  const loyalty = await getLoyaltySettings(db, ctx.company.id);
  if (!loyaltyProgramIsActive(loyalty))
    throw unprocessable('This store has no active loyalty program', { reward_id: ['inactive'] });
  const known = loyalty.loyalty_program.rewards.find((r) => r.id === rewardId);
  if (!known) throw unprocessable('Unknown loyalty reward', { reward_id: ['unknown reward'] });
  const reward = availableRewards(loyalty, client.available_points).find((r) => r.id === rewardId);
  if (!reward)
    throw unprocessable('Not enough loyalty points for this reward', {
      reward_id: [`needs ${known.required_points} points`],
    });
  return {
    modality: 'FIDELITY',
    description: reward.name,
    type: reward.discount_type === 'fixed' ? 'AMOUNT' : 'PERCENTAGE',
    value: reward.value,
    source_id: reward.id,
    points: reward.required_points,
  };
}

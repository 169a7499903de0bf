// §4.8 loyalty rewards and §3 "Loyalty settings" derived values.
import type { LoyaltyReward, LoyaltySettings } from './types';

export function loyaltyProgramIsActive(loyalty: LoyaltySettings | null | undefined): boolean {
  return loyalty?.loyalty_program?.active === true;
}

/**
 * §4.8: rewards whose required_points is at most the client's available points, cheapest
 * first. An inactive program offers nothing, whatever rewards it still lists.
 */
export function availableRewards(
  loyalty: LoyaltySettings | null | undefined,
  availablePoints: number,
): LoyaltyReward[] {
  if (!loyalty || !loyaltyProgramIsActive(loyalty)) return [];
  const points = Number.isFinite(availablePoints) ? availablePoints : 0;
  return (loyalty.loyalty_program.rewards ?? [])
    .filter((reward) => reward.required_points <= points)
    .sort((a, b) => a.required_points - b.required_points);
}

/** Points per whole currency unit of items when the program sets none (docs/decisions.md). */
export const DEFAULT_POINTS_PER_UNIT = 1;
/** Money is stored in cents whatever the display precision (money.ts). */
const MINOR_PER_UNIT = 100;

/**
 * The points an order earns when it reaches FINALIZED: points_per_unit for each whole currency
 * unit the diner paid for items, after discounts (delivery, service fee and tip earn nothing).
 * An inactive program earns nothing.
 */
export function pointsEarnedFor(
  loyalty: LoyaltySettings | null | undefined,
  order: { total: number; delivery_price: number; service_fee: number },
): number {
  if (!loyalty || !loyaltyProgramIsActive(loyalty)) return 0;
  const rate = loyalty.loyalty_program.points_per_unit ?? DEFAULT_POINTS_PER_UNIT;
  if (!Number.isFinite(rate) || rate <= 0) return 0;
  const items = order.total - order.delivery_price - order.service_fee;
  if (!Number.isFinite(items) || items <= 0) return 0;
  return Math.floor(items / MINOR_PER_UNIT) * Math.floor(rate);
}

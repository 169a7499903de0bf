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

// Loyalty: whether the programme runs and how many points a currency unit earns (one settings
// section), and the rewards diners spend their points on (rows, each with its discount).
import { boolean, enums, integer, object, refine } from 'superstruct';
import type { Infer, Struct } from 'superstruct';
import {
  DISCOUNT_TYPES,
  RowVersion,
  SectionVersionNumber,
  discountValueProblem,
  line,
} from './core';
import type { DiscountType } from './core';
import { pathIn } from './refine';

export const POINTS_PER_UNIT_MAX = 10_000;

export const LoyaltyRulesValue = object({
  active: boolean(),
  /** Points per whole currency unit of items paid (src/domain/loyalty.ts). */
  points_per_unit: refine(integer(), 'points', (v) =>
    v >= 1 && v <= POINTS_PER_UNIT_MAX ? true : `must be between 1 and ${POINTS_PER_UNIT_MAX}`,
  ),
});
export type LoyaltyRulesValue = Infer<typeof LoyaltyRulesValue>;
export const LoyaltyRulesBody = object({ version: SectionVersionNumber, value: LoyaltyRulesValue });

export const REWARD_NAME_MAX = 60;

const rewardFields = {
  name: line(REWARD_NAME_MAX),
  required_points: refine(integer(), 'points', (v) =>
    v >= 1 && v <= 10_000_000 ? true : 'must be between 1 and 10000000',
  ),
  discount_type: enums(DISCOUNT_TYPES),
  value: integer(),
};

const rewardRules = <T extends { discount_type: DiscountType; value: number }, S>(
  struct: Struct<T, S>,
) =>
  refine(struct, 'reward', (reward, ctx) => {
    const problem = discountValueProblem(reward.discount_type, reward.value);
    return problem ? { path: pathIn(ctx, 'value'), message: problem } : true;
  });

export const RewardBody = rewardRules(object(rewardFields));
export type RewardInput = Infer<typeof RewardBody>;
export const RewardUpdateBody = rewardRules(object({ version: RowVersion, ...rewardFields }));
export type RewardUpdateInput = Infer<typeof RewardUpdateBody>;

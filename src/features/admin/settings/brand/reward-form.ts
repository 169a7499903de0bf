// The loyalty reward form's draft (issue [11/13]): the points and the discount as typed (a fixed
// discount in the company's currency), checked with the schema the server uses (RewardBody).
import { fieldProblems, RewardBody } from '../../../../domain/brand-schemas';
import type { DiscountType, RewardInput } from '../../../../domain/brand-schemas';
import { parseMoney } from '../../../../domain/money';
import type { Currency } from '../../../../domain/types';
import { moneyText } from './coupon-form';

export interface RewardDraft {
  name: string;
  required_points: string;
  discount_type: DiscountType;
  value: string;
}

export const EMPTY_REWARD: RewardDraft = {
  name: '',
  required_points: '',
  discount_type: 'percentage',
  value: '',
};

export function rewardDraftOf(reward: RewardInput, currency: Currency): RewardDraft {
  return {
    name: reward.name,
    required_points: String(reward.required_points),
    discount_type: reward.discount_type,
    value:
      reward.discount_type === 'fixed' ? moneyText(reward.value, currency) : String(reward.value),
  };
}

const whole = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function rewardFromDraft(
  draft: RewardDraft,
  currency: Currency,
): { ok: true; value: RewardInput } | { ok: false; errors: Record<string, string> } {
  return fieldProblems(
    {
      name: draft.name,
      required_points: whole(draft.required_points),
      discount_type: draft.discount_type,
      value:
        draft.discount_type === 'fixed'
          ? (parseMoney(draft.value, currency) ?? Number.NaN)
          : whole(draft.value),
    },
    RewardBody,
  );
}

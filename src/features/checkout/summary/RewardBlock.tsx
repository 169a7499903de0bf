// Loyalty redemption in the order summary (§4.8, issue [16/21] item 1), beside the coupon block:
// the program's rewards as one choice ('No reward' or a reward the client's points reach). A
// reward chosen in the loyalty modal is put on the draft when the summary opens. The server
// prices the draft; the totals' discount line shows it, and this block names the reward.
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '../../../domain/money';
import { orderDiscountAmount } from '../../../domain/pricing';
import type { Currency, LoyaltySettings, Order } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import type { CheckoutNotice } from '../../../state/checkout';
import { noticeFor } from '../../../state/checkout/errors';
import { isLocalOrder } from '../../../state/checkout/local-order';
import { applyReward, rewardChoices, rewardOn, useRewards } from '../../../state/rewards';
import { FieldError } from './FieldError';

interface Props {
  order: Order;
  loyalty: LoyaltySettings;
  points: number;
  currency: Currency;
  disabled: boolean;
}

export function RewardBlock({ order, loyalty, points, currency, disabled }: Props) {
  const { t, locale } = useI18n();
  const { chosenId } = useRewards();
  // The choice shows at once (undefined: none in flight); the totals follow the server's answer.
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const busy = pending !== undefined;
  const [error, setError] = useState<CheckoutNotice | null>(null);
  const choices = rewardChoices(loyalty, points);
  const applied = rewardOn(order);
  const appliedId = applied
    ? (choices.find((c) => c.reward.name === applied.description)?.reward.id ?? chosenId)
    : null;
  const offline = isLocalOrder(order);
  const selected = pending !== undefined ? pending : appliedId;
  const number = new Intl.NumberFormat(locale);

  async function choose(id: string | null): Promise<void> {
    if (busy) return;
    setPending(id);
    setError(null);
    try {
      await applyReward(id);
    } catch (failure) {
      const notice = noticeFor(failure);
      setError(
        notice.key === 'checkout.errors.generic' ? { key: 'summary.rewards.failed' } : notice,
      );
    } finally {
      setPending(undefined);
    }
  }

  // The reward chosen in the loyalty modal goes on this draft once (a new draft tries again).
  const tried = useRef<string | null>(null);
  const toApply = chosenId !== null && applied === null && !offline;
  useEffect(() => {
    const attempt = `${order.id}:${chosenId ?? ''}`;
    if (!toApply || disabled || busy || tried.current === attempt) return;
    tried.current = attempt;
    void choose(chosenId);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- choose reads the latest state
  }, [toApply, order.id, chosenId, disabled, busy]);

  if (choices.length === 0) return null;
  const discount = applied
    ? Math.min(orderDiscountAmount(applied, order.combos_price), order.combos_price)
    : 0;
  return (
    <fieldset className="cs-block" data-block="rewards" disabled={disabled || busy || offline}>
      <legend className="cs-block__title">{t('summary.rewards.title')}</legend>
      <p className="cs-muted">{t('summary.rewards.points', { points: number.format(points) })}</p>
      <div className="cs-options">
        <label className="cs-radio">
          <input
            type="radio"
            name="reward"
            value=""
            checked={selected === null}
            onChange={() => void choose(null)}
          />
          <span>{t('summary.rewards.none')}</span>
        </label>
        {choices.map(({ reward, available }) => (
          <label key={reward.id} className="cs-radio" data-reward={reward.id}>
            <input
              type="radio"
              name="reward"
              value={reward.id}
              checked={selected === reward.id}
              disabled={!available}
              onChange={() => void choose(reward.id)}
            />
            <span>
              {reward.name} ·{' '}
              {available
                ? t('summary.rewards.cost', { points: number.format(reward.required_points) })
                : t('summary.rewards.needs', { points: number.format(reward.required_points) })}
            </span>
          </label>
        ))}
      </div>
      {offline ? <p className="cs-muted">{t('offline.needsConnection')}</p> : null}
      <FieldError id="cs-reward-error" message={error ? t(error.key, error.params) : null} />
      {applied && discount > 0 ? (
        <p className="cs-success" role="status" data-reward-applied={applied.description}>
          {t('summary.rewards.applied', { name: applied.description })} ·{' '}
          <bdi>-{formatMoney(discount, currency)}</bdi>
        </p>
      ) : null}
    </fieldset>
  );
}

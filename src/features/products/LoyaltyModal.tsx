// §2.4 loyalty info modal: the program's rewards, marking those the current client's points
// already reach (§4.8 availableRewards). An available reward can be chosen here for the next
// order (issue [16/21] item 1): the order summary puts it on the draft when it opens.
import { loyaltyProgramIsActive } from '../../domain/loyalty';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { chooseReward, rewardChoices, useRewards } from '../../state/rewards';
import { Modal } from '../../ui';
import { Button } from '../../ui/Button';
import { ProductIcon } from './ProductIcon';
import './drawers.css';

export function LoyaltyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  // The body is its own component: a closed dialog renders none of it, and the page's first
  // render creates no number formatter (the first one loads the locale's data: a long task on a
  // slow phone, issue [12/13]).
  return (
    <Modal open={open} onClose={onClose} title={t('products.loyalty.title')} maxWidth={460}>
      <LoyaltyBody />
    </Modal>
  );
}

function LoyaltyBody() {
  const { t, locale } = useI18n();
  const { loyalty, client } = useApp();
  const { chosenId } = useRewards();
  const points = client?.available_points ?? 0;
  const choices = loyaltyProgramIsActive(loyalty)
    ? rewardChoices(loyalty, points)
    : [...(loyalty?.loyalty_program.rewards ?? [])]
        .sort((a, b) => a.required_points - b.required_points)
        .map((reward) => ({ reward, available: false }));
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <p>{t('products.loyalty.intro')}</p>
      {client ? (
        <p className="pp-loyalty__points">
          {t('products.loyalty.points', { points: number.format(points) })}
        </p>
      ) : (
        <p className="pp-loyalty__hint">{t('products.loyalty.signIn')}</p>
      )}
      {choices.length === 0 ? (
        <p>{t('products.loyalty.none')}</p>
      ) : (
        <ul className="pp-rewards">
          {choices.map(({ reward, available }) => {
            const chosen = available && chosenId === reward.id;
            return (
              <li key={reward.id} className="pp-reward" data-reward={reward.id}>
                <ProductIcon name="gift" />
                <span className="pp-reward__name">{reward.name}</span>
                <span className="pp-reward__points">
                  {t('products.loyalty.required', {
                    points: number.format(reward.required_points),
                  })}
                </span>
                {available ? (
                  <span className="pp-chip pp-chip--ok">
                    {t(chosen ? 'products.loyalty.chosen' : 'products.loyalty.available')}
                  </span>
                ) : null}
                {available ? (
                  <Button
                    variant="secondary"
                    className="pp-reward__use"
                    aria-pressed={chosen}
                    aria-label={t(
                      chosen ? 'products.loyalty.removeLabel' : 'products.loyalty.useLabel',
                      { name: reward.name },
                    )}
                    onClick={() => chooseReward(chosen ? null : reward.id)}
                  >
                    {t(chosen ? 'products.loyalty.remove' : 'products.loyalty.use')}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

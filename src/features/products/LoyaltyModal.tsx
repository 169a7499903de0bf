// §2.4 loyalty info modal: the program's rewards, marking those the current client's points
// already reach (§4.8 availableRewards).
import { availableRewards } from '../../domain/loyalty';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Modal } from '../../ui';
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
  const rewards = [...(loyalty?.loyalty_program.rewards ?? [])].sort(
    (a, b) => a.required_points - b.required_points,
  );
  const points = client?.available_points ?? 0;
  const reachable = new Set(availableRewards(loyalty, points).map((r) => r.id));
  const number = new Intl.NumberFormat(locale);
  return (
    <>
      <p>{t('products.loyalty.intro')}</p>
      {client ? (
        <p className="pp-loyalty__points">
          {t('products.loyalty.points', { points: number.format(points) })}
        </p>
      ) : null}
      {rewards.length === 0 ? (
        <p>{t('products.loyalty.none')}</p>
      ) : (
        <ul className="pp-rewards">
          {rewards.map((reward) => (
            <li key={reward.id} className="pp-reward">
              <ProductIcon name="gift" />
              <span className="pp-reward__name">{reward.name}</span>
              <span className="pp-reward__points">
                {t('products.loyalty.required', { points: number.format(reward.required_points) })}
              </span>
              {reachable.has(reward.id) ? (
                <span className="pp-chip pp-chip--ok">{t('products.loyalty.available')}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

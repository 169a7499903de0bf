// §4.3 loyalty banners: FINALIZED earns the reward banner with an info modal; any other status
// shows the pending-reward banner.
import { useState } from 'react';
import type { LoyaltyBannerKind } from '../../domain/order-status';
import type { LoyaltySettings } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';

export function LoyaltyBanner({
  kind,
  loyalty,
}: {
  kind: LoyaltyBannerKind;
  loyalty: LoyaltySettings | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  if (kind === null) return null;
  const rewards = loyalty?.loyalty_program.rewards ?? [];
  return (
    <section className={`c-tracking__loyalty c-tracking__loyalty--${kind}`}>
      <Icon name="star" />
      <p>{t(kind === 'reward' ? 'tracking.loyalty.reward' : 'tracking.loyalty.pending')}</p>
      {kind === 'reward' ? (
        <>
          <Button variant="text" onClick={() => setOpen(true)}>
            {t('tracking.loyalty.info')}
          </Button>
          <Modal open={open} onClose={() => setOpen(false)} title={t('tracking.loyalty.infoTitle')}>
            <p>{t('tracking.loyalty.infoBody')}</p>
            {rewards.length > 0 ? (
              <ul className="c-tracking__rewards">
                {rewards.map((r) => (
                  <li key={r.id}>
                    {t('tracking.loyalty.rewardLine', { name: r.name, points: r.required_points })}
                  </li>
                ))}
              </ul>
            ) : null}
          </Modal>
        </>
      ) : null}
    </section>
  );
}

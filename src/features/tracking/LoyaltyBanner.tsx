// §4.3 loyalty banner (issue [7/13]): 'earned' names the points the server recorded on the order,
// 'pending' the points it will earn once finalized; no banner when there is nothing true to say.
// The banner sits in a live region, so a change while the page is open (the order reaching
// FINALIZED) is announced.
import { useState } from 'react';
import type { LoyaltyBanner as Banner } from '../../domain/order-status';
import type { LoyaltySettings } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { Modal } from '../../ui/Modal';

export function LoyaltyBanner({
  banner,
  loyalty,
}: {
  banner: Banner | null;
  loyalty: LoyaltySettings | null;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const rewards = loyalty?.loyalty_program.active ? loyalty.loyalty_program.rewards : [];
  return (
    <div className="c-tracking__loyalty-live" role="status">
      {banner ? (
        <section
          className={`c-tracking__loyalty c-tracking__loyalty--${banner.kind}`}
          data-loyalty={banner.kind}
        >
          <Icon name="star" />
          <p>{t(`tracking.loyalty.${banner.kind}`, { points: banner.points })}</p>
          {banner.kind === 'earned' && rewards.length > 0 ? (
            <>
              <Button variant="text" onClick={() => setOpen(true)}>
                {t('tracking.loyalty.info')}
              </Button>
              <Modal
                open={open}
                onClose={() => setOpen(false)}
                title={t('tracking.loyalty.infoTitle')}
              >
                <p>{t('tracking.loyalty.infoBody')}</p>
                <ul className="c-tracking__rewards">
                  {rewards.map((r) => (
                    <li key={r.id}>
                      {t('tracking.loyalty.rewardLine', {
                        name: r.name,
                        points: r.required_points,
                      })}
                    </li>
                  ))}
                </ul>
              </Modal>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

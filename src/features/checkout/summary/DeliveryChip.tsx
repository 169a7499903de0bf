// §2.10: a delivery order priced 0 reads 'free delivery price' when §5.6 says so, else
// 'delivery price to be defined'.
import type { DeliveryChip as Chip } from '../../../domain/checkout-summary';
import { useI18n } from '../../../i18n';

export function DeliveryChip({ chip }: { chip: Chip }) {
  const { t } = useI18n();
  if (chip === null) return null;
  return (
    <span className={`cs-chip cs-chip--${chip}`} data-chip={chip}>
      {chip === 'free' ? t('summary.info.freeDelivery') : t('summary.info.toBeDefined')}
    </span>
  );
}

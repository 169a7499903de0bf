// §2.3 a badge per active order type, with dividers between them (§2.11 icon + service text).
import { Icon } from '../../ui/Icon';
import type { IconName } from '../../ui/Icon';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { activeOrderTypes } from '../../domain/order-taking';
import type { OrderTypeName } from '../../domain/order-taking';
import { orderTypeLabelKey } from './order-type-label';

export const ORDER_TYPE_ICONS: Record<OrderTypeName, IconName> = {
  onsite: 'table',
  takeaway: 'bag',
  delivery: 'bike',
};

export function OrderTypeBadges() {
  const { company, settings, now } = useApp();
  const { t } = useI18n();
  if (!company || !settings) return null;
  const types = activeOrderTypes(settings, now);
  if (types.length === 0) return null;
  return (
    <ul className="lp-badges" aria-label={t('landing.orderTypes')}>
      {types.map((type) => (
        <li key={type.id} className="lp-badge">
          <Icon name={ORDER_TYPE_ICONS[type.name]} size={20} />
          <span>{t(orderTypeLabelKey(type.name, company.token))}</span>
        </li>
      ))}
    </ul>
  );
}

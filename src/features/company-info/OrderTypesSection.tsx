// §2.8 the active order types in reverse order, each with a detail card; delivery's card
// carries a bottom alert.
import { Icon } from '../../ui';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { activeOrderTypes } from '../../domain/order-taking';
import { ORDER_TYPE_ICONS } from '../landing/OrderTypeBadges';
import { orderTypeLabelKey } from '../landing/order-type-label';
import { orderTypeDetails } from './order-type-details';
import { SectionTitle } from './SectionTitle';

export function OrderTypesSection() {
  const { company, settings, now } = useApp();
  const { t } = useI18n();
  if (!company || !settings) return null;
  const details = orderTypeDetails(activeOrderTypes(settings, now), company, settings);
  return (
    <section className="ci-section" aria-labelledby="ci-order-types">
      <SectionTitle id="ci-order-types">{t('info.orderTypes')}</SectionTitle>
      {details.length === 0 ? <p className="ci-note">{t('info.noOrderTypes')}</p> : null}
      <ul className="ci-types">
        {details.map((detail) => (
          <li key={detail.name} className="ci-type">
            <div className="ci-type__head">
              <Icon name={ORDER_TYPE_ICONS[detail.name]} size={22} />
              <span className="ci-type__name">
                {t(orderTypeLabelKey(detail.name, company.token))}
              </span>
              <span
                className={
                  detail.available
                    ? 'ci-type__state ci-type__state--on'
                    : 'ci-type__state ci-type__state--paused'
                }
              >
                <Icon name={detail.available ? 'check' : 'clock'} size={18} />
                {t(detail.available ? 'info.available' : 'info.paused')}
              </span>
            </div>
            <p className="ci-type__text">{t(detail.descriptionKey)}</p>
            {detail.alert.length > 0 ? (
              <div className="ci-type__alert">
                {detail.alert.map((line) => (
                  <p key={line.key}>{t(line.key, line.params)}</p>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

// §2.8 location: the address with a maps-search link. Interactive maps arrive with delivery
// (leaflet, loaded lazily); until then a static card opens the maps search in a new tab.
import { Icon } from '../../ui';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { addressView } from '../landing/company-links';

export function LocationCard() {
  const { company } = useApp();
  const { t } = useI18n();
  const address = addressView(company);
  if (!address) return null;
  return (
    <section className="ci-section" aria-labelledby="ci-location">
      <h3 id="ci-location" className="ci-section__title">
        {t('landing.info.location')}
      </h3>
      <p className="ci-address">
        <Icon name="map-pin" size={20} />
        <span>{address.text}</span>
      </p>
      <a
        className="ci-map"
        href={address.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('landing.newTab', { label: t('landing.info.openMaps') })}
      >
        <span className="ci-map__pin" aria-hidden="true">
          <Icon name="map-pin" size={32} />
        </span>
        <span className="ci-map__label">{t('landing.info.openMaps')}</span>
      </a>
    </section>
  );
}

// §2.8 location: the address, a map with the company marker at zoom 15 (§2.11; the world at zoom
// 0 without coordinates), and a link that opens the address in the maps search in a new tab.
// The address is written whole (street, city, region, postal code) in its country's order
// (src/domain/postal-address.ts), and the maps search looks up that whole line.
// The map is a lazy chunk (LazyMapView): it loads when this sheet opens, never with the landing.
import { MAP } from '../../domain/constants';
import { mapsSearchLink } from '../../domain/formatting';
import { companyAddressLine } from '../../domain/postal-address';
import { Icon } from '../../ui';
import { LazyMapView } from '../../ui/map/LazyMapView';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { addressView } from '../landing/company-links';
import { companyCentre } from './coverage-map';
import { SectionTitle } from './SectionTitle';

export function LocationCard() {
  const { company } = useApp();
  const { t } = useI18n();
  const address = addressView(company);
  if (!address || !company) return null;
  const centre = companyCentre(company);
  const line = companyAddressLine(company) || address.text;
  return (
    <section className="ci-section" aria-labelledby="ci-location">
      <SectionTitle id="ci-location">{t('info.location')}</SectionTitle>
      <p className="ci-address">
        <Icon name="map-pin" size={20} />
        {/* The company's own words: an Arabic address in an English sheet keeps its order. */}
        <span dir="auto">{line}</span>
      </p>
      <LazyMapView
        label={t('address.mapView.locationMap')}
        centre={centre}
        zoom={MAP.addressZoom}
        companyMarker={centre ? { point: centre, title: company.name } : null}
        height={200}
        className="ci-location-map"
      />
      <a
        className="ci-map"
        href={mapsSearchLink(line)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('landing.newTab', { label: t('info.openMaps') })}
      >
        <Icon name="map-pin" size={20} />
        <span>{t('info.openMaps')}</span>
      </a>
    </section>
  );
}

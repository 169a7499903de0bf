// §2.8 'delivery coverage area': a map (§2.11) with the company marker and either the area or
// district polygons in the 20-colour palette or the green circle of the largest range, then the
// names list or the range sentence, and the outside-coverage note. Shared by the company
// information sheet and checkout's 'view coverage area' (CoverageModal).
import { distanceUnitFor, kmToUnit } from '../../domain/distance-units';
import { MAP } from '../../domain/constants';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { LazyMapView } from '../../ui/map/LazyMapView';
import { deliveryCoverage } from './coverage';
import { coverageMapView } from './coverage-map';
import { SectionTitle } from './SectionTitle';

function NameList({ names }: { names: readonly string[] }) {
  return (
    <ul className="ci-districts">
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

export function CoverageSection() {
  const { company, settings } = useApp();
  const { t, locale } = useI18n();
  if (!company || !settings) return null;
  const coverage = deliveryCoverage(company, settings, locale);
  if (!coverage) return null;
  const { detail } = coverage;
  const view = coverageMapView(company, settings, locale);
  // A map only when it has coverage to draw; districts without paths stay a list.
  const showMap = view.polygons.length > 0 || view.circle !== null;
  // The farthest range in the unit of the company's country (miles in the US …).
  const unit = distanceUnitFor(company.country?.country_code);
  const distance =
    detail.kind === 'range'
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
          kmToUnit(detail.km, unit),
        )
      : '';
  return (
    <section className="ci-section" aria-labelledby="ci-coverage">
      <SectionTitle id="ci-coverage">{t('info.coverage')}</SectionTitle>
      {showMap ? (
        <LazyMapView
          label={t('address.mapView.coverageMap')}
          centre={view.centre}
          zoom={MAP.coverageZoom}
          companyMarker={view.companyMarker}
          polygons={view.polygons}
          circle={view.circle}
          height={240}
          className="ci-coverage-map"
        />
      ) : null}
      {detail.kind === 'districts' ? <NameList names={detail.names} /> : null}
      {detail.kind === 'areas' ? (
        <>
          <p className="ci-note">{t('info.coverageAreas', { count: detail.count })}</p>
          {detail.names.length > 0 ? <NameList names={detail.names} /> : null}
        </>
      ) : null}
      {detail.kind === 'range' ? (
        <p className="ci-note">
          {unit === 'mi'
            ? t('info.coverageRangeMiles', { miles: distance })
            : t('info.coverageRange', { km: distance })}
        </p>
      ) : null}
      {detail.kind === 'none' ? <p className="ci-note">{t('info.coverageUnknown')}</p> : null}
      {coverage.outsideAllowed ? (
        <p className="ci-note ci-note--ok">{t('info.outsideCoverage')}</p>
      ) : null}
    </section>
  );
}

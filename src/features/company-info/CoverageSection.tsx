// §2.8 'delivery coverage area'.
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { deliveryCoverage } from './coverage';

export function CoverageSection() {
  const { company, settings } = useApp();
  const { t, locale } = useI18n();
  if (!company || !settings) return null;
  const coverage = deliveryCoverage(company, settings, locale);
  if (!coverage) return null;
  const { detail } = coverage;
  const km =
    detail.kind === 'range'
      ? new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(detail.km)
      : '';
  return (
    <section className="ci-section" aria-labelledby="ci-coverage">
      <h3 id="ci-coverage" className="ci-section__title">
        {t('landing.info.coverage')}
      </h3>
      {detail.kind === 'districts' ? (
        <ul className="ci-districts">
          {detail.names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : null}
      {detail.kind === 'areas' ? (
        <>
          <p className="ci-note">{t('landing.info.coverageAreas', { count: detail.count })}</p>
          {detail.names.length > 0 ? (
            <ul className="ci-districts">
              {detail.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
      {detail.kind === 'range' ? (
        <p className="ci-note">{t('landing.info.coverageRange', { km })}</p>
      ) : null}
      {detail.kind === 'none' ? (
        <p className="ci-note">{t('landing.info.coverageUnknown')}</p>
      ) : null}
      {coverage.outsideAllowed ? (
        <p className="ci-note ci-note--ok">{t('landing.info.outsideCoverage')}</p>
      ) : null}
    </section>
  );
}

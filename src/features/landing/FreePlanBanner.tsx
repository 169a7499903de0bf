// §2.3 free-plan alert banner (planGates.showFreePlanBanner: no reseller and a free main plan).
import { useI18n } from '../../i18n';
import { PROMOTION_URL } from './promotion';

export function FreePlanBanner() {
  const { t } = useI18n();
  return (
    <aside className="lp-free-banner" aria-label={t('landing.freePlan.label')}>
      <span>{t('landing.freePlan.text')}</span>{' '}
      <a href={PROMOTION_URL} target="_blank" rel="noopener">
        {t('landing.freePlan.link')}
      </a>
    </aside>
  );
}

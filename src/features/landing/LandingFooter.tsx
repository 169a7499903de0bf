// §2.3 footer: install app, the products page, 'report something', the promotion link.
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { LinkKeepQuery } from '../../app/navigation';
import { InstallAppButton } from './InstallAppButton';
import { PROMOTION_URL } from './promotion';
import { ReportAbuseDialog } from './ReportAbuseDialog';

export function LandingFooter() {
  const { settings } = useApp();
  const { t } = useI18n();
  const [reporting, setReporting] = useState(false);
  // §2.3: the promotion flag defaults to on, so only an explicit false hides it.
  const promotion = settings?.layout_settings.landing.footer.promotion_enabled !== false;
  return (
    <footer className="lp-footer">
      <InstallAppButton />
      <nav className="lp-footer__links" aria-label={t('landing.footer.label')}>
        <LinkKeepQuery className="lp-footer__link" to="/products">
          {t('landing.footer.products')}
        </LinkKeepQuery>
        <button
          type="button"
          className="lp-footer__link"
          aria-haspopup="dialog"
          onClick={() => setReporting(true)}
        >
          {t('landing.footer.report')}
        </button>
        {promotion ? (
          <a
            className="lp-footer__link"
            href={PROMOTION_URL}
            target="_blank"
            rel="noopener"
            aria-label={t('landing.newTab', { label: t('landing.footer.promotion') })}
          >
            {t('landing.footer.promotion')}
          </a>
        ) : null}
      </nav>
      <ReportAbuseDialog open={reporting} onClose={() => setReporting(false)} />
    </footer>
  );
}

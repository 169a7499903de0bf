// §2.4 footer: install app, back to the landing (hidden when arriving by QR), 'report
// something' and the promotion link. The pieces are the landing's own.
import { useState } from 'react';
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { InstallAppButton } from '../landing/InstallAppButton';
import { PROMOTION_URL } from '../landing/promotion';
import { ReportAbuseDialog } from '../landing/ReportAbuseDialog';
import './page-bottom.css';

export function ProductsFooter() {
  const { settings, qr } = useApp();
  const { t } = useI18n();
  const [reporting, setReporting] = useState(false);
  const promotion = settings?.layout_settings.landing.footer.promotion_enabled !== false;
  return (
    <footer className="pp-footer">
      <InstallAppButton />
      <nav className="pp-footer__links" aria-label={t('products.footer.label')}>
        {qr ? null : (
          <LinkKeepQuery className="pp-footer__link" to="/">
            {t('products.footer.home')}
          </LinkKeepQuery>
        )}
        <button
          type="button"
          className="pp-footer__link"
          aria-haspopup="dialog"
          onClick={() => setReporting(true)}
        >
          {t('landing.footer.report')}
        </button>
        {promotion ? (
          <a
            className="pp-footer__link"
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

// The footer the landing (§2.3) and the products page (§2.4) share: install app, a link to the
// other page, 'report something' and the promotion link. The report dialog loads on first open,
// so it stays out of the landing's initial JavaScript.
import { lazy, Suspense, useState } from 'react';
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { InstallAppButton } from './InstallAppButton';
import { PROMOTION_URL } from './promotion';

const ReportAbuseDialog = lazy(() =>
  import('./ReportAbuseDialog').then((m) => ({ default: m.ReportAbuseDialog })),
);

export interface StoreFooterProps {
  /** 'lp' or 'pp': the page's own class prefix for the footer styles. */
  classPrefix: string;
  navLabel: string;
  /** The link to the other page, or null to hide it (e.g. back to the landing under a QR). */
  pageLink: { to: string; label: string } | null;
}

export function StoreFooter({ classPrefix, navLabel, pageLink }: StoreFooterProps) {
  const { settings } = useApp();
  const { t } = useI18n();
  const [reporting, setReporting] = useState(false);
  // §2.3: the promotion flag defaults to on, so only an explicit false hides it.
  const promotion = settings?.layout_settings.landing.footer.promotion_enabled !== false;
  const link = `${classPrefix}-footer__link`;
  return (
    <footer className={`${classPrefix}-footer`}>
      <InstallAppButton />
      <nav className={`${classPrefix}-footer__links`} aria-label={navLabel}>
        {pageLink ? (
          <LinkKeepQuery className={link} to={pageLink.to}>
            {pageLink.label}
          </LinkKeepQuery>
        ) : null}
        <button
          type="button"
          className={link}
          aria-haspopup="dialog"
          onClick={() => setReporting(true)}
        >
          {t('landing.footer.report')}
        </button>
        {promotion ? (
          <a
            className={link}
            href={PROMOTION_URL}
            target="_blank"
            rel="noopener"
            aria-label={t('landing.newTab', { label: t('landing.footer.promotion') })}
          >
            {t('landing.footer.promotion')}
          </a>
        ) : null}
      </nav>
      {reporting ? (
        <Suspense fallback={null}>
          <ReportAbuseDialog open onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </footer>
  );
}

// §2.3 landing page (/): header, title and summary, order types, address, landing buttons,
// footer, the free-plan banner and the company information modal.
import { lazy, Suspense } from 'react';
import { useApp } from '../../state/app';
import { useHydrated } from '../../ui/use-hydrated';
import { usePlanGates } from '../../state/derived';
import { AddressButton } from './AddressButton';
import { FreePlanBanner } from './FreePlanBanner';
import { LandingBackground } from './LandingBackground';
import { LandingButtons } from './LandingButtons';
import { LandingFooter } from './LandingFooter';
import { LandingHeader } from './LandingHeader';
import { LandingSkeleton } from './LandingSkeleton';
import { OrderTypeBadges } from './OrderTypeBadges';
import { QrOrderingHint } from './QrOrderingHint';
import { useAttentionHoursModal } from './useAttentionHoursModal';
import './landing.css';
import { usePageHead } from '../../app/usePageHead';

// The information sheet (and the hours list and coverage it carries) loads on first open, so it
// stays out of the landing's initial JavaScript budget.
const CompanyInfoModal = lazy(() =>
  import('../company-info/CompanyInfoModal').then((m) => ({ default: m.CompanyInfoModal })),
);

export function LandingPage() {
  const { status, company, settings } = useApp();
  const info = useAttentionHoursModal();
  const gates = usePlanGates();
  // The sheet is never part of the server's HTML: its lazy part made that HTML differ between
  // the first request after a start (still loading: a boundary left to the browser, React error
  // #419) and the next ones. It mounts once the page has hydrated.
  const hydrated = useHydrated();
  usePageHead('/');
  if (status === 'loading' || !company) return <LandingSkeleton />;
  const title = settings?.layout_settings.landing.title;

  return (
    <div className="lp">
      <LandingBackground body={settings?.layout_settings.landing.body} />
      {gates?.showFreePlanBanner ? <FreePlanBanner /> : null}
      <LandingHeader onOpenInfo={info.show} />
      <main id="main" className="lp-main">
        {title?.name ? <h2 className="lp-title">{title.name}</h2> : null}
        {title?.summary ? <p className="lp-summary">{title.summary}</p> : null}
        <OrderTypeBadges />
        <QrOrderingHint />
        <AddressButton />
        <LandingButtons />
      </main>
      <LandingFooter />
      {info.open && hydrated ? (
        <Suspense fallback={null}>
          <CompanyInfoModal open onClose={info.close} />
        </Suspense>
      ) : null}
    </div>
  );
}

// Runs the §2.2 start-up for the routes that need a company and holds them back until it is
// known: a skeleton while loading, the §2.7 error page when the company cannot be resolved.
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { ErrorView } from '../features/errors/ErrorBoundary';
import { useI18n } from '../i18n';
import { useApp } from '../state/app';
import { PageSkeleton } from './PageSkeleton';
import { markInteractive } from './early-clicks';
import { ensureStarted } from './startup';
import { nextTask } from '../ui/next-task';

export function CompanyGate({ children }: { children: ReactNode }) {
  const { status, errorStatus } = useApp();
  const { t } = useI18n();
  useEffect(() => {
    // The first effect after hydration (or after the first render of a page drawn here). The
    // rest of start-up (the visit, the client, coupons, loyalty) runs in a task of its own, not
    // in the one that ends hydration, where every effect of the page already runs.
    markInteractive();
    return nextTask(() => void ensureStarted(), 'user-visible');
  }, []);
  if (status === 'error') {
    // 404: an unknown host; 0: no network; anything else: the API failed us.
    const detail =
      errorStatus === 404 || errorStatus === 0 ? undefined : t('common.errors.companyUnavailable');
    return <ErrorView status={errorStatus} detail={detail} />;
  }
  if (status === 'loading') return <PageSkeleton />;
  return <>{children}</>;
}

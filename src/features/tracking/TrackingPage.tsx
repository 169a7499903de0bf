// /tracking?order_id=… (§2.6, §4.3): loading, 'order not found', the cancelled view, or the
// order with its timeline, reload button, loyalty banners, status modal, live updates and rating.
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Skeleton } from '../../ui/Skeleton';
import { OrderView } from './OrderView';
import { QueuedOrderView } from './QueuedOrderView';
import { orderPaysOnline } from './tracked-order';
import { trackingView } from '../../domain/order-status';
import { useTrackedOrder } from './use-tracked-order';
import { useQueuedOrder } from './use-queued-order';
import './tracking.css';

function Message({ title, hint }: { title: string; hint: string }) {
  const { t } = useI18n();
  return (
    <main className="c-page c-tracking" id="main">
      {/* A shared link may open in a language its reader does not speak. */}
      <div className="c-tracking__lang">
        <LanguageSwitcher />
      </div>
      <section className="c-card c-tracking__message">
        <h1>{title}</h1>
        <p>{hint}</p>
        <LinkKeepQuery to="/products" className="c-button c-button--primary">
          {t('common.viewMenu')}
        </LinkKeepQuery>
      </section>
    </main>
  );
}

function TrackingSkeleton() {
  const { t } = useI18n();
  return (
    <main className="c-page c-tracking" id="main" aria-busy="true">
      <h1 className="c-visually-hidden">{t('tracking.loading')}</h1>
      <div className="c-skeleton-page">
        <Skeleton height={32} width="60%" />
        <Skeleton height={120} />
        <Skeleton height={200} />
      </div>
    </main>
  );
}

/** /tracking?outbox_id=…: an order queued offline, until the server has it. */
function QueuedTracking({ companyId, outboxId }: { companyId: string; outboxId: string }) {
  const { t } = useI18n();
  const { company } = useApp();
  const queued = useQueuedOrder(companyId, outboxId);
  if (queued.phase === 'loading' || !company) return <TrackingSkeleton />;
  if (queued.phase === 'notFound')
    return <Message title={t('tracking.notFound')} hint={t('tracking.notFoundHint')} />;
  return <QueuedOrderView entry={queued.entry} company={company} />;
}

export function TrackingPage() {
  const { t } = useI18n();
  const { companyId } = useApp();
  const params = new URLSearchParams(useSearch());
  const orderId = params.get('order_id');
  const outboxId = orderId ? null : params.get('outbox_id');
  const tracked = useTrackedOrder(companyId ?? '', orderId);
  const title = t('tracking.title');
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  if (outboxId) return <QueuedTracking companyId={companyId ?? ''} outboxId={outboxId} />;
  const { state } = tracked;
  if (state.phase === 'loading') return <TrackingSkeleton />;
  if (state.phase === 'notFound')
    return <Message title={t('tracking.notFound')} hint={t('tracking.notFoundHint')} />;
  const view = trackingView(state.order, orderPaysOnline(state.order));
  if (view === 'cancelled')
    return <Message title={t('tracking.cancelled')} hint={t('tracking.cancelledHint')} />;
  if (view === 'hidden')
    return <Message title={t('tracking.notSent')} hint={t('tracking.notSentHint')} />;
  return <OrderView order={state.order} tracked={tracked} />;
}

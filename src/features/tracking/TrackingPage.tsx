// /tracking?order_id=… (§2.6), first slice: names the order being tracked. Loading the order
// and live updates arrive with the tracking issue.
import { useSearch } from 'wouter';
import { LinkKeepQuery } from '../../app/navigation';
import { useI18n } from '../../i18n';

export function TrackingPage() {
  const { t } = useI18n();
  const orderId = new URLSearchParams(useSearch()).get('order_id');
  return (
    <main className="c-page" id="main">
      <h1>{t('common.tracking.title')}</h1>
      <div className="c-card">
        <p>{orderId ? t('common.tracking.orderId', [orderId]) : t('common.tracking.noOrder')}</p>
        <LinkKeepQuery to="/products">{t('common.viewMenu')}</LinkKeepQuery>
      </div>
    </main>
  );
}

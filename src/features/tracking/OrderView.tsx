// The order itself (§2.6): back button, header, status timeline with the reload button,
// loyalty banner, items and totals, the rating, and the §4.3 status modal on load.
import { useEffect, useState } from 'react';
import { LinkKeepQuery, useNavigateKeepQuery } from '../../app/navigation';
import { loyaltyBanner, shouldShowStatusModal } from '../../domain/order-status';
import type { CheckoutType, Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useApp } from '../../state/app';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { showSnackbar } from '../../ui/Snackbar';
import { LiveIndicator } from './LiveIndicator';
import { LoyaltyBanner } from './LoyaltyBanner';
import { OrderHeader } from './OrderHeader';
import { OrderLines } from './OrderLines';
import { PaymentStatusCard } from './PaymentStatusCard';
import { RatingSection } from './RatingSection';
import { StatusModal } from './StatusModal';
import { StatusTimeline } from './StatusTimeline';
import { readShownModalIds, rememberShownModal } from './shown-modals';
import { canRate, orderPaysOnline } from './tracked-order';
import type { TrackedOrder } from './use-tracked-order';

type ModalDecision = 'pending' | 'show' | 'skip';

function useStatusModal(order: Order, companyId: string, checkoutType: CheckoutType | undefined) {
  const [decision, setDecision] = useState<ModalDecision>('pending');
  // Decided once, on load (§4.3 "opens on load"), for the order first shown.
  useEffect(() => {
    if (!checkoutType) return;
    let cancelled = false;
    void readShownModalIds(companyId).then((shownOrderIds) => {
      if (cancelled) return;
      const show = shouldShowStatusModal({
        order,
        checkoutType,
        paymentIsOnline: orderPaysOnline(order),
        now: new Date(),
        shownOrderIds,
      });
      if (!show) {
        setDecision('skip');
        return;
      }
      void rememberShownModal(companyId, order.id);
      setDecision('show');
    });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on load only, not on every update
  }, [order.id, companyId]);
  return [decision, () => setDecision('skip')] as const;
}

/**
 * The thank-you modal never covers a Pix QR code still to pay (issue [16/21] item 7): it waits
 * until the payment's state is known and no QR code is on show (paid, or no Pix at all).
 * `data-status-modal` on the page says what was decided: open, held for the payment, or none.
 */
function useHeldStatusModal(
  order: Order,
  companyId: string,
  checkoutType: CheckoutType | undefined,
) {
  const [decision, close] = useStatusModal(order, companyId, checkoutType);
  const [pixToPay, setPixToPay] = useState<boolean | null>(() =>
    orderPaysOnline(order) ? null : false,
  );
  const held = decision === 'show' && pixToPay !== false;
  const open = decision === 'show' && !held;
  const state = decision === 'pending' ? undefined : held ? 'held' : open ? 'open' : 'none';
  return { open, close, state, setPixToPay };
}

export function OrderView({ order, tracked }: { order: Order; tracked: TrackedOrder }) {
  const { t } = useI18n();
  const navigate = useNavigateKeepQuery();
  const { company, companyId, settings, loyalty } = useApp();
  const modal = useHeldStatusModal(order, companyId ?? '', settings?.checkout_type);
  if (!company || !companyId) return null;
  const banner = loyaltyBanner(loyalty, order);

  async function reload() {
    if (!(await tracked.reload())) showSnackbar(t('tracking.reloadFailed'), 'error');
  }

  return (
    <main className="c-page c-tracking" id="main" data-status-modal={modal.state}>
      <header className="c-tracking__header">
        <button
          type="button"
          className="c-icon-button"
          onClick={() => navigate('/products')}
          aria-label={t('tracking.back')}
        >
          <Icon name="back" />
        </button>
        <h1>{t('tracking.orderNumber', { id: order.public_id })}</h1>
        <LiveIndicator status={tracked.live} />
        <LanguageSwitcher compact />
      </header>
      <section className="c-card">
        <OrderHeader order={order} company={company} />
      </section>
      {order.tab && order.table_id ? (
        // A round of the table's tab (issue [17/21]): the whole table's bill is one tap away.
        <LinkKeepQuery
          to={`/tab?qr-id=${encodeURIComponent(order.table_id)}`}
          className="c-button c-button--secondary c-button--block"
        >
          {t('tracking.tabLink')}
        </LinkKeepQuery>
      ) : null}
      {orderPaysOnline(order) ? (
        <PaymentStatusCard
          companyId={companyId}
          order={order}
          company={company}
          onPixToPay={modal.setPixToPay}
        />
      ) : null}
      <section className="c-card c-tracking__status" aria-labelledby="tracking-status">
        <div className="c-tracking__status-head">
          <h2 id="tracking-status">{t('tracking.statusHeading')}</h2>
          <Button variant="secondary" busy={tracked.reloading} onClick={() => void reload()}>
            {t('tracking.reload')}
          </Button>
        </div>
        <StatusTimeline order={order} />
      </section>
      <LoyaltyBanner banner={banner} loyalty={loyalty} />
      <section className="c-card" aria-labelledby="tracking-items">
        <h2 id="tracking-items">{t('tracking.items')}</h2>
        <OrderLines order={order} currency={company.currency} />
      </section>
      {canRate(order) ? <RatingSection companyId={companyId} orderId={order.id} /> : null}
      <StatusModal open={modal.open} order={order} onClose={modal.close} />
    </main>
  );
}

// §2.4 free-delivery alert: 4 s after the cart goes from empty to not empty, when free delivery
// has a valid minimum and delivery is offered. The cart's first load from storage is not a change.
import { useEffect, useRef, useState } from 'react';
import { TIMINGS } from '../../domain/constants';
import { formatMoney } from '../../domain/money';
import type { OrderType } from '../../domain/order-taking';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useBottomInset } from '../../ui/bottom-inset';
import { freeDeliveryAlertDue } from './bottom-bar';
import './page-bottom.css';

/** The space between the alert and a snackbar above it (as between the bar and the alert). */
const ALERT_GAP = 8;

export interface FreeDeliveryAlertProps {
  ready: boolean;
  quantity: number;
  minimumForFree: number | null | undefined;
  orderTypes: readonly OrderType[];
  currency: Currency;
}

export function FreeDeliveryAlert(props: FreeDeliveryAlertProps) {
  const { t } = useI18n();
  const { ready, quantity, minimumForFree, orderTypes } = props;
  const previous = useRef<number | null>(null);
  const [visible, setVisible] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  // Snackbars stand on top of the alert (it sits on the cart bar) instead of covering it.
  useBottomInset(alertRef, 'alert', true, ALERT_GAP);

  useEffect(() => {
    if (!ready) return;
    const before = previous.current;
    previous.current = quantity;
    if (before === null) return;
    if (freeDeliveryAlertDue({ previousQuantity: before, quantity, minimumForFree, orderTypes }))
      setVisible(true);
  }, [ready, quantity, minimumForFree, orderTypes]);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), TIMINGS.freeDeliveryAlertMs);
    return () => clearTimeout(timer);
  }, [visible]);

  return (
    <div ref={alertRef} className="pp-free-delivery" role="status">
      {visible && minimumForFree
        ? t('products.freeDelivery', { amount: formatMoney(minimumForFree, props.currency) })
        : null}
    </div>
  );
}

// The delivery minimum on the checkout's early screens (issue [7/13]): the cart page already
// stops a delivery checkout below the minimum, but the cart can shrink in another tab while this
// one is open, so the screens before the address step say it too, before the server refuses.
import { useI18n } from '../../../i18n';
import { useCheckout } from '../../../state/checkout';
import { useDeliveryShortfall } from '../../cart/delivery-minimum';
import './delivery-minimum.css';

export function DeliveryMinimumNotice() {
  const { t } = useI18n();
  const { serviceType } = useCheckout();
  const minimum = useDeliveryShortfall(serviceType);
  // Always in the DOM while delivery is chosen, so the text arriving later is announced.
  if (serviceType !== 'DELIVERY') return null;
  return (
    <div role="status" className="ck-minimum-live">
      {minimum ? (
        <p className="ck-minimum" data-testid="delivery-minimum">
          {t('checkout.deliveryMinimum', minimum.params)}
        </p>
      ) : null}
    </div>
  );
}

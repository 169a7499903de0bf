// §2.4 bottom bar: quantity ('product'/'products') and total, animated when they change, and
// 'See cart' — or 'The store is closed', disabled, when the company does not receive orders.
import { useRef } from 'react';
import { useNavigateKeepQuery } from '../../app/navigation';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { useReceivesOrders } from '../../state/derived';
import { Button } from '../../ui';
import { useBottomInset } from '../../ui/bottom-inset';
import { SEE_CART_ID, cartButtonKey, quantityLabelKey } from './bottom-bar';
import './page-bottom.css';

export function BottomBar({
  quantity,
  total,
  currency,
}: {
  quantity: number;
  total: number;
  currency: Currency;
}) {
  const { t } = useI18n();
  const receives = useReceivesOrders();
  const navigate = useNavigateKeepQuery();
  const barRef = useRef<HTMLDivElement>(null);
  // Snackbars and the free-delivery alert stand on top of the bar, never over 'See cart'.
  useBottomInset(barRef, 'bar', quantity > 0);
  if (quantity <= 0) return null;
  return (
    <div ref={barRef} className="pp-bar" role="region" aria-label={t('products.bar.label')}>
      <div className="pp-bar__inner">
        <p className="pp-bar__summary" aria-live="polite">
          {/* A new key replays the pop animation each time the value changes. */}
          <span key={`q${quantity}`} className="pp-bar__quantity pp-pop">
            {quantity} {t(quantityLabelKey(quantity))}
          </span>
          <span key={`t${total}`} className="pp-bar__total pp-pop">
            {formatMoney(total, currency)}
          </span>
        </p>
        <Button
          id={SEE_CART_ID}
          className="pp-bar__button"
          disabled={!receives}
          onClick={() => navigate('/cart')}
        >
          {t(cartButtonKey(receives))}
        </Button>
      </div>
    </div>
  );
}

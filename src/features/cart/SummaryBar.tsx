// §2.5 summary bar: back to the menu (button, or swipe the bar down), the page title, the
// product count and, when there is something in the cart, the total.
import { useRef } from 'react';
import type { PointerEvent } from 'react';
import { formatMoney } from '../../domain/money';
import type { Currency } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Icon } from '../../ui/Icon';
import { isSwipeDown } from './cart-view';

export interface SummaryBarProps {
  title: string;
  quantity: number;
  total: number;
  currency: Currency;
  onBack: () => void;
}

export function SummaryBar({ title, quantity, total, currency, onBack }: SummaryBarProps) {
  const { t } = useI18n();
  const start = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  // Captured only once a drag starts, so a plain tap still clicks the back button.
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (from && e.clientY - from.y > 10 && !e.currentTarget.hasPointerCapture(e.pointerId))
      e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const from = start.current;
    start.current = null;
    if (from && isSwipeDown(e.clientX - from.x, e.clientY - from.y)) onBack();
  };
  const label = t(quantity === 1 ? 'common.product' : 'common.products');
  return (
    <header
      className="c-cart-bar"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (start.current = null)}
      title={t('cart.swipeHint')}
    >
      <span className="c-cart-bar__handle" aria-hidden="true" />
      <button
        type="button"
        className="c-icon-button"
        onClick={onBack}
        aria-label={t('cart.backToMenu')}
      >
        <Icon name="back" />
      </button>
      <div className="c-cart-bar__text">
        <h1>{title}</h1>
        <p className="c-cart-bar__count" data-testid="cart-count">
          {t('cart.count', { count: quantity, label })}
        </p>
      </div>
      {quantity > 0 ? (
        <p className="c-cart-bar__total">
          <span className="c-visually-hidden">{t('cart.total')} </span>
          <span data-testid="cart-bar-total">{formatMoney(total, currency)}</span>
        </p>
      ) : null}
    </header>
  );
}

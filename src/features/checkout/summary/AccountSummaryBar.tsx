// §2.10 'account summary': N products and the order total, the delivery chip for a delivery
// order priced 0; it opens the order detail modal.
import { useState } from 'react';
import type { DeliveryChip as Chip } from '../../../domain/checkout-summary';
import { formatMoney } from '../../../domain/money';
import type { Currency, Order } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { DeliveryChip } from './DeliveryChip';
import { OrderDetailModal } from './OrderDetailModal';

interface Props {
  order: Order;
  count: number;
  chip: Chip;
  currency: Currency;
}

export function AccountSummaryBar({ order, count, chip, currency }: Props) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const products = count === 1 ? t('summary.bar.product') : t('summary.bar.products', { count });
  return (
    <div className="cs-bar-wrap">
      <button
        type="button"
        className="cs-bar"
        aria-haspopup="dialog"
        aria-describedby="cs-bar-hint"
        data-testid="account-summary"
        onClick={() => setOpen(true)}
      >
        <span className="cs-bar__title">{t('summary.bar.title')}</span>
        <span className="cs-bar__count">{products}</span>
        <span className="cs-bar__total">{formatMoney(order.total, currency)}</span>
      </button>
      <span id="cs-bar-hint" className="c-visually-hidden">
        {t('summary.bar.details')}
      </span>
      <DeliveryChip chip={chip} />
      <OrderDetailModal
        open={open}
        order={order}
        currency={currency}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

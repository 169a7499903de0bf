// §2.10 block 2: the order summary info, every amount from the domain's summary view.
import type { SummaryView } from '../../../domain/checkout-summary';
import { formatMoney } from '../../../domain/money';
import type { Currency } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { DeliveryChip } from './DeliveryChip';

interface Props {
  view: SummaryView;
  currency: Currency;
  isDelivery: boolean;
  /** Offline, the fee is the device's estimate; the server prices the address on arrival. */
  deliveryEstimated?: boolean;
  showTip: boolean;
}

export function SummaryInfo({ view, currency, isDelivery, deliveryEstimated, showTip }: Props) {
  const { t } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency);
  const rows: [string, string, string][] = [
    ['items', t('summary.info.items', { count: view.itemsCount }), money(view.itemsTotal)],
  ];
  if (view.discount > 0)
    rows.push(['discount', t('summary.info.discount'), `-${money(view.discount)}`]);
  if (isDelivery && view.deliveryPrice > 0)
    rows.push([
      'delivery',
      t(deliveryEstimated ? 'summary.info.deliveryEstimated' : 'summary.info.delivery'),
      money(view.deliveryPrice),
    ]);
  if (view.serviceFee > 0)
    rows.push(['service-fee', t('summary.info.serviceFee'), money(view.serviceFee)]);
  if (showTip && view.tip > 0) rows.push(['tip', t('summary.info.tip'), money(view.tip)]);
  if (view.paymentFee > 0)
    rows.push(['payment-fee', t('summary.info.paymentFee'), money(view.paymentFee)]);

  return (
    <section className="cs-block" aria-labelledby="cs-info-title">
      <h3 id="cs-info-title" className="cs-block__title">
        {t('summary.info.title')}
      </h3>
      <dl className="cs-lines">
        {rows.map(([id, label, value]) => (
          <div key={id} className="cs-line" data-line={id}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        {isDelivery && view.deliveryPrice === 0 ? (
          <div className="cs-line" data-line="delivery">
            <dt>{t('summary.info.delivery')}</dt>
            <dd>
              <DeliveryChip chip={view.deliveryChip} />
            </dd>
          </div>
        ) : null}
        <div className="cs-line cs-line--total" data-line="total">
          <dt>{t('summary.info.total')}</dt>
          <dd data-testid="summary-total">{money(view.total)}</dd>
        </div>
      </dl>
    </section>
  );
}

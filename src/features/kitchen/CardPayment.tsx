// The card's money: the method and what the diner pays (total + tip + payment fee, §5.6), then
// the tip, the fee, and for cash what the diner hands over and the change to give.
import { formatMoney } from '../../domain/money';
import { paymentMethodName } from '../../domain/payment-names';
import type { Currency, Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { cardMoney } from './card-view';

function usePaymentLabel(order: Order): string {
  const { t } = useI18n();
  const payment = order.meta_data?.assigned_payment;
  if (!payment) return t('kitchen.payment.none');
  // Translated like the checkout names them, never the raw code ('card', 'pix').
  return paymentMethodName(
    { code: payment.payment_method_code, description: payment.payment_method_description },
    (code) => t(`kitchen.payment.${code}`),
  );
}

export function CardPayment({ order, currency }: { order: Order; currency: Currency }) {
  const { t } = useI18n();
  const label = usePaymentLabel(order);
  const money = cardMoney(order);
  const rows: [key: string, label: string, amount: number][] = [];
  if (money.tip > 0) rows.push(['tip', t('kitchen.payment.tip'), money.tip]);
  if (money.paymentFee > 0) rows.push(['fee', t('kitchen.payment.fee'), money.paymentFee]);
  if (money.cash) {
    rows.push(['received', t('kitchen.payment.received'), money.cash.received]);
    if (money.cash.change !== null)
      rows.push(['change', t('kitchen.payment.change'), money.cash.change]);
  }
  return (
    <div className="k-card__pay">
      <p className="k-card__total" data-testid="kitchen-paid">
        <span>{label}</span>
        <strong>
          <bdi>{formatMoney(money.paid, currency)}</bdi>
        </strong>
      </p>
      {rows.length > 0 ? (
        <dl className="k-card__money">
          {rows.map(([key, text, amount]) => (
            <div key={key} data-money={key}>
              <dt>{text}</dt>
              <dd>
                <bdi>{formatMoney(amount, currency)}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}

// §2.6 the order's items (with modifiers and comments) and totals, as the server priced them.
import { formatMoney } from '../../domain/money';
import type { Currency, Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { lineTotal } from './tracked-order';

export function OrderLines({ order, currency }: { order: Order; currency: Currency }) {
  const { t } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency);
  const discount = order.combos_price + order.delivery_price + order.service_fee - order.total;
  return (
    <>
      <ul className="c-tracking__lines">
        {order.combos.map((combo) => (
          <li key={combo.id} className="c-tracking__line">
            <span className="c-tracking__qty">{combo.quantity}×</span>
            <div className="c-tracking__item">
              <span>
                {combo.product_name}
                {combo.variant_name ? ` (${combo.variant_name})` : ''}
              </span>
              {combo.modifiers.length > 0 ? (
                <ul className="c-tracking__mods">
                  {combo.modifiers.map((m) => (
                    <li key={m.modifier_id}>
                      {m.quantity > 1 ? `${m.quantity}× ` : ''}
                      {m.name}
                    </li>
                  ))}
                </ul>
              ) : null}
              {combo.comment ? (
                <p className="c-tracking__comment">{t('tracking.note', { text: combo.comment })}</p>
              ) : null}
            </div>
            <span className="c-tracking__price">{money(lineTotal(combo))}</span>
          </li>
        ))}
      </ul>
      {order.comment ? (
        <p className="c-tracking__comment">{t('tracking.note', { text: order.comment })}</p>
      ) : null}
      <dl className="c-tracking__totals">
        <div>
          <dt>{t('tracking.subtotal')}</dt>
          <dd>{money(order.combos_price)}</dd>
        </div>
        {order.delivery_price > 0 ? (
          <div>
            <dt>{t('tracking.delivery')}</dt>
            <dd>{money(order.delivery_price)}</dd>
          </div>
        ) : null}
        {order.service_fee > 0 ? (
          <div>
            <dt>{t('tracking.serviceFee')}</dt>
            <dd>{money(order.service_fee)}</dd>
          </div>
        ) : null}
        {discount > 0 ? (
          <div>
            <dt>{t('tracking.discount')}</dt>
            <dd>{money(-discount)}</dd>
          </div>
        ) : null}
        <div className="c-tracking__total">
          <dt>{t('tracking.total')}</dt>
          <dd>{money(order.total)}</dd>
        </div>
      </dl>
    </>
  );
}

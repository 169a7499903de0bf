// §2.6 the order's items (with modifiers and comments) and what the diner pays for them, line by
// line (src/domain/bill.ts: the rule the kitchen card reads too), as the server priced them.
import { billLines } from '../../domain/bill';
import type { BillLineKind } from '../../domain/bill';
import { formatMoney } from '../../domain/money';
import type { Currency, Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { lineTotal } from './tracked-order';

const LABEL: Record<BillLineKind, string> = {
  subtotal: 'tracking.subtotal',
  discount: 'tracking.discount',
  delivery: 'tracking.delivery',
  service_fee: 'tracking.serviceFee',
  tip: 'tracking.tip',
  payment_fee: 'tracking.paymentFee',
  total: 'tracking.total',
};

export function OrderLines({ order, currency }: { order: Order; currency: Currency }) {
  const { t } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency);
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
      <dl className="c-tracking__totals" data-testid="tracking-bill">
        {billLines(order).map((line) => (
          <div
            key={line.kind}
            data-bill={line.kind}
            className={line.kind === 'total' ? 'c-tracking__total' : undefined}
          >
            <dt>{t(LABEL[line.kind])}</dt>
            <dd>
              <bdi>{money(line.amount)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

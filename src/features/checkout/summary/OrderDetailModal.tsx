// The order summary detail modal: each line with its modifiers and prices (§5.6 item price).
import { formatMoney } from '../../../domain/money';
import { orderItemPrice } from '../../../domain/pricing';
import type { Currency, Order } from '../../../domain/types';
import { useI18n } from '../../../i18n';
import { Modal } from '../../../ui/Modal';

interface Props {
  open: boolean;
  order: Order;
  currency: Currency;
  onClose: () => void;
}

export function OrderDetailModal({ open, order, currency, onClose }: Props) {
  const { t } = useI18n();
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <Modal open={open} onClose={onClose} title={t('summary.detail.title')}>
      <ul className="cs-detail">
        {order.combos.map((combo) => {
          const unit = orderItemPrice(combo.variant_price, combo.modifiers_price);
          return (
            <li key={combo.id} className="cs-detail__item">
              <div className="cs-detail__row">
                <span>
                  <strong dir="ltr">{combo.quantity}×</strong> {combo.product_name}
                  {combo.variant_name ? ` (${combo.variant_name})` : ''}
                </span>
                <span>{money(unit * combo.quantity)}</span>
              </div>
              {combo.modifiers.length > 0 ? (
                <ul className="cs-detail__mods">
                  {combo.modifiers.map((m) => (
                    <li key={m.modifier_id}>
                      + <bdi dir="ltr">{m.quantity}×</bdi> {m.name}
                      {m.price > 0 ? (
                        <>
                          {' ('}
                          <bdi>{money(m.price)}</bdi>)
                        </>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
              {combo.comment ? <p className="cs-muted">{combo.comment}</p> : null}
              {combo.quantity > 1 ? (
                <p className="cs-muted">{t('summary.detail.each', { price: money(unit) })}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="cs-line cs-line--total">
        <span>{t('summary.info.total')}</span>
        <span>{money(order.total)}</span>
      </div>
    </Modal>
  );
}

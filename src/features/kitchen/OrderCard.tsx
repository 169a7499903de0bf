// One order on the board: what to cook (items, modifiers, comments), for whom (service, table or
// address), payment and total, its age, the next step as a big button and the rest in a menu.
import { useState } from 'react';
import { addressLine } from '../../domain/formatting';
import { formatMoney } from '../../domain/money';
import type { Currency, Order, OrderStatus } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { ageMinutes, nextActions } from './board';
import { CancelDialog } from './CancelDialog';
import { MoreActions } from './MoreActions';
import { PAYMENT_METHOD_CASH } from '../../domain/constants';

export interface CardProps {
  order: Order;
  currency: Currency;
  now: number;
  fresh: boolean;
  busy: boolean;
  onMove: (order: Order, status: OrderStatus) => void;
}

function usePaymentLabel(order: Order): string {
  const { t } = useI18n();
  const payment = order.meta_data?.assigned_payment;
  if (!payment) return t('kitchen.payment.none');
  if (payment.payment_method_code === PAYMENT_METHOD_CASH) return t('kitchen.payment.cash');
  return payment.payment_method_description ?? payment.payment_method_code;
}

export function OrderCard({ order, currency, now, fresh, busy, onMove }: CardProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const actions = nextActions(order);
  const age = ageMinutes(order.created_at, now);
  const payment = usePaymentLabel(order);
  const titleId = `kitchen-order-${order.id}`;
  return (
    <article
      className={fresh ? 'k-card k-card--fresh' : 'k-card'}
      aria-labelledby={titleId}
      data-order-id={order.id}
      data-status={order.status}
    >
      <header className="k-card__head">
        <h3 id={titleId}>#{order.public_id}</h3>
        {fresh ? <span className="k-card__badge">{t('kitchen.newBadge')}</span> : null}
        <span className="k-card__age">
          {age < 1 ? t('kitchen.ageNow') : t('kitchen.age', { n: age })}
        </span>
      </header>
      <p className="k-card__service">
        <strong>{t(`common.orderTypes.${order.service_type.toLowerCase()}`)}</strong>
        {order.order_title ? ` · ${order.order_title}` : ''}
        {order.service_type === 'DELIVERY' && order.address
          ? ` · ${addressLine(order.address)}`
          : ''}
      </p>
      {order.client?.name ? <p className="k-card__client">{order.client.name}</p> : null}
      <ul className="k-card__items">
        {order.combos.map((combo) => (
          <li key={combo.id}>
            <span className="k-card__qty">{combo.quantity}×</span> {combo.product_name}
            {combo.variant_name ? ` (${combo.variant_name})` : ''}
            {combo.modifiers.length > 0 ? (
              <ul className="k-card__mods">
                {combo.modifiers.map((m) => (
                  <li key={m.modifier_id}>
                    {m.quantity > 1 ? `${m.quantity}× ` : '+ '}
                    {m.name}
                  </li>
                ))}
              </ul>
            ) : null}
            {combo.comment ? <p className="k-card__comment">“{combo.comment}”</p> : null}
          </li>
        ))}
      </ul>
      {order.comment ? <p className="k-card__comment">“{order.comment}”</p> : null}
      <p className="k-card__pay">
        <span>{payment}</span>
        <strong>{formatMoney(order.total, currency)}</strong>
      </p>
      <div className="k-card__actions">
        {actions.primary ? (
          <Button
            className="k-card__primary"
            busy={busy}
            onClick={() => actions.primary && onMove(order, actions.primary)}
          >
            {t(`kitchen.actions.${actions.primary}`)}
          </Button>
        ) : null}
        <MoreActions
          label={t('kitchen.moreActions', { id: order.public_id })}
          disabled={busy}
          items={[
            ...actions.others.map((status) => ({
              key: status,
              label: t(`kitchen.actions.${status}`),
              onSelect: () => onMove(order, status),
            })),
            ...(actions.canCancel
              ? [
                  {
                    key: 'cancel',
                    label: t('kitchen.cancel'),
                    danger: true,
                    onSelect: () => setConfirming(true),
                  },
                ]
              : []),
          ]}
        />
      </div>
      <CancelDialog
        open={confirming}
        publicId={order.public_id}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onMove(order, 'CANCELLED');
        }}
      />
    </article>
  );
}

// One order on the board: what to cook (items, modifiers, comments), for whom (service, table or
// address, name and phone), when (its wait since placement, and the scheduled time), what the
// diner pays, the next step as a big button and the rest in a menu. An order waiting for its
// static Pix says so and offers 'Payment received' until the staff confirm it, and the cancel
// (issue [14/21]: the staff end an order nobody pays for; the Pix also expires by itself).
import { useState } from 'react';
import { addressLine } from '../../domain/formatting';
import type { Company, Order, OrderStatus } from '../../domain/types';
import { useI18n } from '../../i18n';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/Icon';
import { RatingStars } from '../../ui/RatingStars';
import { formatOrderTime } from '../tracking/order-time';
import { ageMinutes, awaitsPixConfirmation, nextActions, waitingSince } from './board';
import { CancelDialog } from './CancelDialog';
import { CardPayment } from './CardPayment';
import { phoneLink } from './card-view';
import { MoreActions } from './MoreActions';

export interface CardProps {
  order: Order;
  company: Company;
  now: number;
  fresh: boolean;
  busy: boolean;
  onMove: (order: Order, status: OrderStatus) => void;
  onPaymentReceived: (order: Order) => void;
}

/** The scheduled time in the company's time zone and clock style (§5.8), or null. */
function useScheduledTime(order: Order, company: Company): string | null {
  const { locale } = useI18n();
  return formatOrderTime(order.scheduled_delivery_date, {
    timeZone: company.timezone,
    locale,
    timeFormat: company.country?.time_format ?? '24h',
  });
}

export function OrderCard({
  order,
  company,
  now,
  fresh,
  busy,
  onMove,
  onPaymentReceived,
}: CardProps) {
  const { t } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const waitsForPix = awaitsPixConfirmation(order);
  // Not the kitchen's to cook before it is paid: no accept or advance meanwhile, only the cancel.
  const actions = nextActions(order);
  const age = ageMinutes(waitingSince(order), now);
  const scheduled = useScheduledTime(order, company);
  const phone = phoneLink(order.client?.phone_number);
  const titleId = `kitchen-order-${order.id}`;
  return (
    <article
      className={['k-card', fresh ? 'k-card--fresh' : '', waitsForPix ? 'k-card--unpaid' : '']
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      data-order-id={order.id}
      data-status={order.status}
      data-awaits-payment={waitsForPix || undefined}
    >
      <header className="k-card__head">
        <h3 id={titleId}>#{order.public_id}</h3>
        {fresh ? <span className="k-card__badge">{t('kitchen.newBadge')}</span> : null}
        <span className="k-card__age">
          {age < 1 ? t('kitchen.ageNow') : t('kitchen.age', { n: age })}
        </span>
      </header>
      {waitsForPix ? (
        <p className="k-card__unpaid" data-testid="kitchen-awaits-pix">
          <Icon name="clock" size={18} />
          <span>{t('kitchen.pix.waiting')}</span>
        </p>
      ) : null}
      {scheduled ? (
        <p className="k-card__scheduled" data-testid="kitchen-scheduled">
          <Icon name="clock" size={20} />
          <strong>{t('kitchen.scheduledFor', { time: scheduled })}</strong>
        </p>
      ) : null}
      <p className="k-card__service">
        <strong>{t(`common.orderTypes.${order.service_type.toLowerCase()}`)}</strong>
        {order.order_title ? (
          <>
            {' · '}
            <span className="k-card__title">{order.order_title}</span>
          </>
        ) : null}
        {order.service_type === 'DELIVERY' && order.address
          ? ` · ${addressLine(order.address)}`
          : ''}
      </p>
      {order.client?.name || phone ? (
        <p className="k-card__client">
          {order.client?.name ? <span>{order.client.name}</span> : null}
          {phone ? (
            <a
              className="k-card__phone"
              href={phone.href}
              aria-label={t('kitchen.call', { phone: phone.text })}
            >
              <Icon name="phone" size={18} />
              <bdi dir="ltr">{phone.text}</bdi>
            </a>
          ) : null}
        </p>
      ) : null}
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
      <CardPayment order={order} currency={company.currency} />
      {order.rating ? (
        <div className="k-card__rating" data-testid="kitchen-rating">
          <p className="k-muted">{t('kitchen.rating')}</p>
          <RatingStars rating={order.rating.rating} comment={order.rating.comment} />
        </div>
      ) : null}
      <div className="k-card__actions">
        {waitsForPix ? (
          <Button
            className="k-card__primary"
            busy={busy}
            aria-label={t('kitchen.pix.confirmLabel', { id: order.public_id })}
            onClick={() => onPaymentReceived(order)}
          >
            {t('kitchen.pix.confirm')}
          </Button>
        ) : null}
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

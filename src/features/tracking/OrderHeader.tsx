// §2.6 header details: service type, table or address, when it was placed, and the scheduled
// time in the company's time zone.
import { addressLine } from '../../domain/formatting';
import type { Company, Order } from '../../domain/types';
import { useI18n } from '../../i18n';
import { formatOrderTime } from './order-time';

export function OrderHeader({ order, company }: { order: Order; company: Company }) {
  const { t, locale } = useI18n();
  const timeOptions = {
    timeZone: company.timezone,
    locale,
    timeFormat: company.country?.time_format ?? '24h',
  } as const;
  // When it was placed (issue [16/21] item 7: not when its draft began). An order still waiting
  // for its payment has not been placed yet, so it shows no such time.
  const placed = formatOrderTime(order.placed_at, timeOptions);
  const scheduled = formatOrderTime(order.scheduled_delivery_date, timeOptions);
  const service = t(`common.orderTypes.${order.service_type.toLowerCase()}`);
  return (
    <dl className="c-tracking__facts">
      <div>
        <dt>{t('tracking.service')}</dt>
        <dd>{service}</dd>
      </div>
      {order.order_title ? (
        <div>
          <dt>{t('tracking.table')}</dt>
          <dd>{order.order_title}</dd>
        </div>
      ) : null}
      {order.service_type === 'DELIVERY' && order.address ? (
        <div>
          <dt>{t('tracking.address')}</dt>
          <dd>{addressLine(order.address)}</dd>
        </div>
      ) : null}
      {placed ? (
        <div>
          <dt>{t('tracking.placedAt')}</dt>
          <dd>{placed}</dd>
        </div>
      ) : null}
      {scheduled ? (
        <div>
          <dt>{t('tracking.scheduledFor')}</dt>
          <dd>{scheduled}</dd>
        </div>
      ) : null}
    </dl>
  );
}

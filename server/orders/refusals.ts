// Whether the store takes this order now (§4.6, §6), as 409 (the store's state refuses it) or
// 422 (the request asks for something the store does not offer). A scheduled order passes a
// closed store or a paused service when its instant is inside opening hours and after the pause.
import { CHECKOUT_TYPE_DEFAULT } from '../../src/domain/constants';
import { chatDigits } from '../../src/domain/formatting';
import { isOfferedSlot } from '../../src/domain/checkout-summary';
import { isCompanyOpen } from '../../src/domain/hours';
import { companyIsOpen, isServiceAvailable, menuType } from '../../src/domain/order-taking';
import { planGates } from '../../src/domain/plans';
import { SCHEDULED_DATE_PATTERN } from '../../src/domain/validation-api';
import type { ServiceType } from '../../src/domain/types';
import type { OrderContext } from './context';
import { orderingContext, serviceSettingsOf } from './context';
import { conflict, field, unprocessable } from './errors';

export const monthlyLimitReached = () =>
  conflict('monthly_limit_reached', 'This store has reached its monthly order limit');

export function refuseUnlessTakingOrders(
  ctx: OrderContext,
  serviceType: ServiceType,
  qrServiceType: ServiceType | null,
): void {
  const octx = orderingContext(ctx, qrServiceType);
  if (menuType(octx) === 'readonly')
    throw conflict('menu_readonly', 'This menu is read-only: the store does not take orders here');
  if (planGates(ctx.company).limitReached) throw monthlyLimitReached();
  if (
    ctx.settings.checkout_type === CHECKOUT_TYPE_DEFAULT &&
    chatDigits(ctx.company.whatsapp) === ''
  )
    throw conflict('no_chat_number', 'This store takes no orders: it has no chat number');
  if (!serviceSettingsOf(ctx, serviceType).active)
    throw unprocessable(
      'service_inactive',
      `The ${serviceType} service is not offered by this store`,
      field('service_type', 'inactive'),
    );
}

/** The instant of a §3 scheduled_delivery_date, checked against the service and the hours. */
export function scheduledInstant(ctx: OrderContext, serviceType: ServiceType, text: string): Date {
  const at = new Date(text);
  const name = 'scheduled_delivery_date';
  if (!SCHEDULED_DATE_PATTERN.test(text) || Number.isNaN(at.getTime()))
    throw unprocessable(
      'schedule_invalid',
      'The scheduled delivery date is invalid',
      field(name, 'expected yyyy-MM-ddTHH:mm:ss+00:00'),
    );
  if (!serviceSettingsOf(ctx, serviceType).scheduled_orders_enabled)
    throw unprocessable(
      'schedule_not_offered',
      `The ${serviceType} service does not take scheduled orders`,
      field(name, 'scheduled orders are off'),
    );
  if (at.getTime() <= ctx.now.getTime())
    throw unprocessable(
      'schedule_in_past',
      'The scheduled delivery date is in the past',
      field(name, 'in the past'),
    );
  if (!isCompanyOpen(ctx.company.business_hours_settings, ctx.company.timezone, at))
    throw unprocessable(
      'schedule_outside_hours',
      'The scheduled delivery date is outside opening hours',
      field(name, 'outside opening hours'),
    );
  if (!isOfferedSlot(ctx.company.business_hours_settings, ctx.company.timezone, ctx.now, text))
    throw unprocessable(
      'schedule_unavailable',
      'The scheduled delivery date is not one of the times offered',
      field(name, 'not an offered slot'),
    );
  return at;
}

/**
 * A closed store or a paused service refuses an order for now. While the checkout is still a
 * draft ('create': §4.4 creates the order when the summary opens, before the delivery-time
 * picker), a service that takes scheduled orders lets it through; placing it ('place', the
 * payment request) then needs a scheduled instant inside opening hours and after the pause.
 */
export function refuseIfClosedOrPaused(
  ctx: OrderContext,
  serviceType: ServiceType,
  scheduledAt: Date | null,
  phase: 'create' | 'place',
): void {
  const service = serviceSettingsOf(ctx, serviceType);
  const draftForLater = phase === 'create' && !scheduledAt && service.scheduled_orders_enabled;
  const paused = !isServiceAvailable(service, scheduledAt ?? ctx.now);
  if (paused && !draftForLater)
    throw conflict(
      'service_paused',
      `The ${serviceType} service is paused until ${service.disabled_until ?? 'further notice'}`,
      service.disabled_until ? { params: { until: service.disabled_until } } : {},
    );
  if (!scheduledAt && !draftForLater && !companyIsOpen(ctx))
    throw conflict('store_closed', 'The store is closed: schedule the order inside opening hours');
}

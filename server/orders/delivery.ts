// The delivery price of an order from its saved address (§5.6, §7.1): the client's
// delivery_price is never read. deliveryQuote prices the address; deliveryPrice applies the
// free-delivery minimum.
import { deliveryQuote } from '../../src/domain/delivery';
import type { DeliveryQuote, DeliveryTarget } from '../../src/domain/delivery';
import { deliveryPrice, minimumForFreeIsValid } from '../../src/domain/pricing';
import type { ClientAddress } from '../../src/domain/types';
import type { OrderContext } from './context';
import { field, unprocessable } from './errors';

export const OUTSIDE_COVERAGE_MESSAGE = 'The address is outside the delivery area';

/** Districts are chosen by id; every other price type locates the address by its coordinates. */
export function targetOfAddress(ctx: OrderContext, address: ClientAddress): DeliveryTarget | null {
  const byDistrict = ctx.settings.delivery.prices.type === 'districts';
  if (byDistrict && address.area_id)
    return { kind: 'district', districtId: address.area_id, name: address.area_name };
  if (address.latitude !== null && address.longitude !== null)
    return { kind: 'point', point: { latitude: address.latitude, longitude: address.longitude } };
  if (address.area_id)
    return { kind: 'district', districtId: address.area_id, name: address.area_name };
  return null;
}

/** 422 when outside coverage, per the company's allow-outside flag (inside deliveryQuote). */
export function quoteOrRefuse(
  ctx: OrderContext,
  target: DeliveryTarget,
): DeliveryQuote & { ok: true } {
  const quote = deliveryQuote(ctx.company, ctx.settings.delivery, target);
  if (!quote.ok) throw unprocessable('outside_delivery_area', OUTSIDE_COVERAGE_MESSAGE);
  return quote;
}

export function orderDeliveryPrice(
  ctx: OrderContext,
  address: ClientAddress,
  combosPrice: number,
): number {
  const type = ctx.settings.delivery.prices.type;
  const target = targetOfAddress(ctx, address);
  // Fixed and to-be-defined prices do not depend on where the address is.
  const located: DeliveryTarget = target ?? { kind: 'district', districtId: '' };
  if (!target && type !== 'fixed' && type !== 'to_be_defined')
    throw unprocessable(
      'address_no_location',
      'The delivery address has neither coordinates nor a district',
      field('address_id', 'no location'),
    );
  const quote = quoteOrRefuse(ctx, located);
  const min = ctx.settings.delivery.minimum_amount_for_free;
  return deliveryPrice({
    minimumForFreeValid: minimumForFreeIsValid(min),
    minimumForFree: min,
    itemsTotal: combosPrice,
    areaPrice: quote.area_price,
  });
}

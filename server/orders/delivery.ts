// The delivery price of an order from its saved address (§5.6, §7.1): the client's
// delivery_price is never read. The shared domain rule (addressQuote) decides what the address is
// priced by and prices it, exactly as the device estimates it offline; deliveryFee applies the
// free-delivery minimum.
import { addressQuote, deliveryFee, deliveryQuote } from '../../src/domain/delivery';
import type { DeliveryQuote, DeliveryTarget } from '../../src/domain/delivery';
import type { ClientAddress } from '../../src/domain/types';
import type { OrderContext } from './context';
import { field, unprocessable } from './errors';

export const OUTSIDE_COVERAGE_MESSAGE = 'The address is outside the delivery area';

const outsideCoverage = () => unprocessable('outside_delivery_area', OUTSIDE_COVERAGE_MESSAGE);

/** 422 when outside coverage, per the company's allow-outside flag (inside deliveryQuote). */
export function quoteOrRefuse(
  ctx: OrderContext,
  target: DeliveryTarget,
): DeliveryQuote & { ok: true } {
  const quote = deliveryQuote(ctx.company, ctx.settings.delivery, target);
  if (!quote.ok) throw outsideCoverage();
  return quote;
}

export function orderDeliveryPrice(
  ctx: OrderContext,
  address: ClientAddress,
  combosPrice: number,
): number {
  const quote = addressQuote(ctx.company, ctx.settings.delivery, address);
  if (!quote.ok && quote.reason === 'no_location')
    throw unprocessable(
      'address_no_location',
      'The delivery address has neither coordinates nor a district',
      field('address_id', 'no location'),
    );
  if (!quote.ok) throw outsideCoverage();
  return deliveryFee(ctx.settings.delivery, combosPrice, quote.area_price);
}

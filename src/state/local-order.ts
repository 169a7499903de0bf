// The order as the device can price it without the server (DESIGN rule 1: the same domain
// functions the server uses). It lets the summary open offline and the tracking page show a
// queued order; the server recomputes every amount when the order arrives (DESIGN rule 2).
import type { CartLine } from '../domain/cart';
import { deliveryQuote } from '../domain/delivery';
import type { DeliveryTarget } from '../domain/delivery';
import { comboPriceInputs, computeOrderTotals, priceCombos } from '../domain/order-totals';
import { deliveryPrice, minimumForFreeIsValid, serviceFeeOf } from '../domain/pricing';
import type {
  ClientAddress,
  Company,
  EcommerceSettings,
  Order,
  OrderCreatePayload,
  OrderSettings,
  ServiceKey,
} from '../domain/types';

export const LOCAL_ORDER_PREFIX = 'local-';

export function isLocalOrder(order: Pick<Order, 'id'> | null | undefined): boolean {
  return order?.id.startsWith(LOCAL_ORDER_PREFIX) === true;
}

/** Where a saved address is, for the quote: the server's rule (districts by id, else a point). */
function targetOf(settings: EcommerceSettings, address: ClientAddress): DeliveryTarget | null {
  const district = address.area_id
    ? { kind: 'district' as const, districtId: address.area_id, name: address.area_name }
    : null;
  if (settings.delivery.prices.type === 'districts' && district) return district;
  if (address.latitude !== null && address.longitude !== null)
    return { kind: 'point', point: { latitude: address.latitude, longitude: address.longitude } };
  return district;
}

/** The area price of a saved address as the §7.1 lookup would answer, or null outside coverage. */
export function estimateAreaPrice(
  company: Company,
  settings: EcommerceSettings,
  address: ClientAddress,
): number | null {
  const target = targetOf(settings, address) ?? { kind: 'district', districtId: '' };
  const quote = deliveryQuote(company, settings.delivery, target);
  return quote.ok ? quote.area_price : null;
}

export interface LocalOrderInput {
  id: string;
  lines: readonly CartLine[];
  payload: OrderCreatePayload;
  company: Company;
  settings: EcommerceSettings;
  orderSettings: OrderSettings | null;
  address: ClientAddress | null;
  client: { name: string; phone_number: string } | null;
  now: Date;
}

/** A §3 Order priced from the cart lines' own catalogue data. */
export function localOrder(input: LocalOrderInput): Order {
  const { payload, settings } = input;
  const products = input.lines.map((l) => l.orderProduct.product);
  const priced = priceCombos(products, payload.combos);
  const combos = priced.ok ? priced.combos : [];
  const prices = comboPriceInputs(combos);
  const items = computeOrderTotals({
    combos: prices,
    deliveryPrice: 0,
    serviceFee: 0,
    discounts: [],
  });
  const key = payload.service_type.toLowerCase() as ServiceKey;
  const serviceFee = serviceFeeOf(input.orderSettings?.[key], items.combos_price);
  const min = settings.delivery.minimum_amount_for_free;
  const delivery = input.address
    ? deliveryPrice({
        minimumForFreeValid: minimumForFreeIsValid(min),
        minimumForFree: min,
        itemsTotal: items.combos_price,
        areaPrice: payload.delivery_price ?? 0,
      })
    : 0;
  const totals = computeOrderTotals({
    combos: prices,
    deliveryPrice: delivery,
    serviceFee,
    discounts: [],
  });
  const at = input.now.toISOString();
  return {
    id: input.id,
    public_id: '',
    company_id: payload.company_id,
    status: 'INITIATED',
    payment_status: null,
    source: 'INBOUND',
    service_type: payload.service_type,
    currency: payload.currency,
    total: totals.total,
    combos_price: totals.combos_price,
    delivery_price: totals.delivery_price,
    service_fee: totals.service_fee,
    combos: combos.map((c, i) => ({ id: `${input.id}-${i}`, ...c })),
    discounts: [],
    client: input.client,
    client_id: payload.client_id ?? null,
    address: input.address,
    order_title: payload.order_title ?? null,
    table_id: payload.table_id ?? null,
    comment: null,
    scheduled_delivery_date: null,
    meta_data: {},
    created_at: at,
    updated_at: at,
    placed_at: null,
    loyalty_points_earned: 0,
  };
}

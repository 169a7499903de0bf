// The order as the device can price it without the server (DESIGN rule 1: the same domain
// functions the server uses). It lets the summary open offline and the tracking page show a
// queued order; the server recomputes every amount when the order arrives (DESIGN rule 2).
import type { CartLine } from '../../domain/cart';
import { addressQuote, deliveryFee } from '../../domain/delivery';
import { comboPriceInputs, computeOrderTotals, priceCombos } from '../../domain/order-totals';
import { serviceFeeOf } from '../../domain/pricing';
import type {
  ClientAddress,
  Company,
  EcommerceSettings,
  Order,
  OrderCreatePayload,
  OrderSettings,
  ServiceKey,
} from '../../domain/types';

export const LOCAL_ORDER_PREFIX = 'local-';

export function isLocalOrder(order: Pick<Order, 'id'> | null | undefined): boolean {
  return order?.id.startsWith(LOCAL_ORDER_PREFIX) === true;
}

/**
 * The area price of a saved address as the §7.1 lookup would answer, or null outside coverage or
 * when the address cannot be located: the rule the server prices the order by (addressQuote).
 */
export function estimateAreaPrice(
  company: Company,
  settings: EcommerceSettings,
  address: ClientAddress,
): number | null {
  const quote = addressQuote(company, settings.delivery, address);
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
  const delivery = input.address
    ? deliveryFee(settings.delivery, items.combos_price, payload.delivery_price ?? 0)
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

/** The local order priced again with another service fee (the diner removed it or took it back). */
export function withServiceFee(order: Order, serviceFee: number): Order {
  const totals = computeOrderTotals({
    combos: order.combos.map((c) => ({
      variantPrice: c.variant_price,
      modifiersPrice: c.modifiers_price,
      quantity: c.quantity,
    })),
    deliveryPrice: order.delivery_price,
    serviceFee,
    discounts: order.discounts,
  });
  return { ...order, service_fee: totals.service_fee, total: totals.total };
}

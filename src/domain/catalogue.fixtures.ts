// Builders for the domain-b unit tests: complete §3 entities with overridable fields, so each
// test states only what it is about.
import type { CartLine } from './cart';
import { configuredProductHash } from './cart';
import type { Company, DeliverySettings, ModifierGroup, Product, ProductVariant } from './types';

export function variant(over: Partial<ProductVariant> = {}): ProductVariant {
  return {
    id: 'v1',
    name: null,
    price: 1000,
    original_price: null,
    selected: true,
    stock: 10,
    stock_consumed: 0,
    stock_starts_empty: false,
    category_id: 'c1',
    product_id: 'p1',
    ...over,
  };
}

export function group(over: Partial<ModifierGroup> = {}): ModifierGroup {
  return {
    id: 'g1',
    name: 'Extras',
    min: 0,
    max: 2,
    required: false,
    modifiers: [
      { id: 'm1', name: 'Cheese', price: 150 },
      { id: 'm2', name: 'Bacon', price: 250 },
    ],
    ...over,
  };
}

export function product(over: Partial<Product> = {}): Product {
  return {
    id: 'p1',
    name: 'Burger',
    description: '',
    visible: true,
    stock_enabled: false,
    images: [],
    category_id: 'c1',
    product_category_id: 'c1',
    product_variants: [variant()],
    modifier_groups: [],
    ...over,
  };
}

export function line(
  over: {
    quantity?: number;
    comment?: string | null;
    variantId?: string;
    price?: number;
    modifiersPrice?: number;
    modifiers?: { modifierId: string; quantity: number }[];
    stock?: number;
  } = {},
): CartLine {
  const variantId = over.variantId ?? 'v1';
  const modifiers = over.modifiers ?? [];
  return {
    hash: configuredProductHash('p1', variantId, modifiers, over.comment ?? null),
    quantity: over.quantity ?? 1,
    comment: over.comment ?? null,
    orderProduct: {
      product: product(),
      selectedProductPrice: {
        id: variantId,
        name: null,
        price: over.price ?? 1000,
        original_price: null,
        stock: over.stock ?? 100,
      },
      selectedProductPriceToPay: over.price ?? 1000,
      selectedModifiers: modifiers.map((m) => ({
        ...m,
        modifier: { name: m.modifierId, price: 0 },
      })),
      selectedModifiersTotalPrice: over.modifiersPrice ?? 0,
    },
  };
}

export function deliverySettings(
  prices: DeliverySettings['prices'],
  over: Partial<DeliverySettings> = {},
): DeliverySettings {
  return {
    active: true,
    scheduled_orders_enabled: false,
    disabled_until: null,
    prices,
    average_time: '30',
    minimum_amount_to_allow: 0,
    minimum_amount_for_free: null,
    google_maps_validation: false,
    ...over,
  };
}

export type QuoteCompanyFixture = Pick<
  Company,
  | 'latitude'
  | 'longitude'
  | 'receives_orders_outside_delivery_range'
  | 'delivery_ranges'
  | 'delivery_areas'
  | 'delivery_districts'
>;

export function quoteCompany(over: Partial<QuoteCompanyFixture> = {}): QuoteCompanyFixture {
  return {
    latitude: -23.55,
    longitude: -46.63,
    receives_orders_outside_delivery_range: false,
    delivery_ranges: [],
    delivery_areas: [],
    delivery_districts: [],
    ...over,
  };
}

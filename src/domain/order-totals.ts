// The single place an order is priced (§3 order, §5.6). The storefront shows these numbers and
// the server stores them, recomputed from its own catalogue with priceCombos (DESIGN rule 2).
import { LIMITS } from './constants';
import { modifiersTotal, unknownModifierIds, validateModifierSelection } from './modifiers';
import type { ModifierErrorKind } from './modifiers';
import { chooseVariants, displayedPrice, orderDiscountAmount, orderItemPrice } from './pricing';
import type { Category, OrderComboInput, OrderDiscount, Product } from './types';

export interface ComboPriceInput {
  variantPrice: number;
  modifiersPrice: number;
  quantity: number;
}

export interface OrderTotalsInput {
  combos: readonly ComboPriceInput[];
  deliveryPrice: number;
  serviceFee: number;
  discounts: readonly Pick<OrderDiscount, 'type' | 'value'>[];
}

export interface OrderTotals {
  combos_price: number;
  delivery_price: number;
  service_fee: number;
  discount_amount: number;
  total: number;
}

const nonNegative = (n: number): number => (Number.isFinite(n) && n > 0 ? n : 0);

/**
 * combos_price = Σ quantity × (variant + modifiers); percentage discounts apply to combos_price
 * (what a coupon discounts, §5.6), and the discounts together never exceed it, so the total
 * never goes below delivery + service fee.
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const combos_price = input.combos.reduce(
    (sum, c) => sum + nonNegative(c.quantity) * orderItemPrice(c.variantPrice, c.modifiersPrice),
    0,
  );
  const delivery_price = nonNegative(input.deliveryPrice);
  const service_fee = nonNegative(input.serviceFee);
  const requested = input.discounts.reduce(
    (sum, d) => sum + orderDiscountAmount(d, combos_price),
    0,
  );
  const discount_amount = Math.min(requested, nonNegative(combos_price));
  const total = combos_price + delivery_price + service_fee - discount_amount;
  return { combos_price, delivery_price, service_fee, discount_amount, total };
}

export interface PricedCombo {
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
  variant_price: number;
  modifiers_price: number;
  comment: string | null;
  modifiers: { modifier_id: string; name: string; quantity: number; price: number }[];
}

export type PriceComboError =
  | { kind: 'invalid_quantity'; index: number; quantity: number }
  | { kind: 'unknown_product' | 'invisible_product'; index: number; productId: string }
  | {
      kind: 'unknown_variant' | 'invisible_variant';
      index: number;
      productId: string;
      variantId: string;
    }
  | { kind: 'unknown_modifier'; index: number; productId: string; modifierId: string }
  | {
      kind: 'modifier_rule';
      index: number;
      productId: string;
      groupId: string;
      rule: ModifierErrorKind;
    };

export type PriceCombosResult =
  { ok: true; combos: PricedCombo[] } | { ok: false; error: PriceComboError };

function productsOf(catalogue: readonly Category[] | readonly Product[]): Map<string, Product> {
  const map = new Map<string, Product>();
  for (const entry of catalogue) {
    const products = 'products' in entry ? entry.products : [entry];
    for (const p of products) if (!map.has(p.id)) map.set(p.id, p);
  }
  return map;
}

const validQuantity = (q: number): boolean =>
  Number.isInteger(q) && q >= 1 && q <= LIMITS.maxQuantityPerItem;

function priceOne(
  product: Product,
  combo: OrderComboInput,
  index: number,
): PricedCombo | PriceComboError {
  const productId = product.id;
  if (!product.visible) return { kind: 'invisible_product', index, productId };
  const variant = product.product_variants.find((v) => v.id === combo.variant_id);
  if (!variant) return { kind: 'unknown_variant', index, productId, variantId: combo.variant_id };
  if (!chooseVariants(product).some((v) => v.id === variant.id)) {
    return { kind: 'invisible_variant', index, productId, variantId: variant.id };
  }
  const selected = combo.modifiers.map((m) => ({
    modifierId: m.modifier_id,
    quantity: m.quantity,
  }));
  const [unknown] = unknownModifierIds(product.modifier_groups, selected);
  if (unknown !== undefined)
    return { kind: 'unknown_modifier', index, productId, modifierId: unknown };
  const [broken] = validateModifierSelection(product.modifier_groups, selected);
  if (broken)
    return { kind: 'modifier_rule', index, productId, groupId: broken.groupId, rule: broken.kind };
  const byId = new Map(
    product.modifier_groups.flatMap((g) => g.modifiers.map((m) => [m.id, m] as const)),
  );
  return {
    product_id: productId,
    variant_id: variant.id,
    product_name: product.name,
    variant_name: variant.name,
    quantity: combo.quantity,
    variant_price: displayedPrice(variant),
    modifiers_price: modifiersTotal(product.modifier_groups, selected),
    comment: combo.comment?.trim() ? combo.comment.trim() : null,
    modifiers: selected.map((s) => ({
      modifier_id: s.modifierId,
      name: byId.get(s.modifierId)?.name ?? '',
      quantity: s.quantity,
      price: byId.get(s.modifierId)?.price ?? 0,
    })),
  };
}

/**
 * Resolves the ids of an order's combos against catalogue data into authoritative prices.
 * Stops at the first problem so the server can answer one clear 4xx message.
 */
export function priceCombos(
  catalogue: readonly Category[] | readonly Product[],
  combos: readonly OrderComboInput[],
): PriceCombosResult {
  const products = productsOf(catalogue);
  const priced: PricedCombo[] = [];
  for (const [index, combo] of combos.entries()) {
    if (!validQuantity(combo.quantity))
      return { ok: false, error: { kind: 'invalid_quantity', index, quantity: combo.quantity } };
    const product = products.get(combo.product_id);
    if (!product)
      return { ok: false, error: { kind: 'unknown_product', index, productId: combo.product_id } };
    const result = priceOne(product, combo, index);
    if ('kind' in result) return { ok: false, error: result };
    priced.push(result);
  }
  return { ok: true, combos: priced };
}

/** The ComboPriceInput list for computeOrderTotals from priced combos. */
export function comboPriceInputs(combos: readonly PricedCombo[]): ComboPriceInput[] {
  return combos.map((c) => ({
    variantPrice: c.variant_price,
    modifiersPrice: c.modifiers_price,
    quantity: c.quantity,
  }));
}

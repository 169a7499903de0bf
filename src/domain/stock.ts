// SPEC §5.7 stock and the consumption side of §4.7 ("adding or increasing consumes stock;
// removing or decreasing returns it"). The original mutated stock_consumed on the catalogue;
// here consumption is a separate immutable ledger so the catalogue stays as fetched and
// "restoring the catalogue" on reset is just dropping the ledger.
import { LIMITS } from './constants';
import type { Product, ProductVariant } from './types';

/** Units consumed per variant id. */
export type StockConsumption = Readonly<Record<string, number>>;

/**
 * §5.7: stock of 0 or less counts as 0; otherwise the real value when stock_enabled, else 100.
 * Taken literally: a non-positive stock is 0 even when the product does not track stock.
 */
export function effectiveStock(
  variant: Pick<ProductVariant, 'stock'>,
  product: Pick<Product, 'stock_enabled'>,
): number {
  if (!Number.isFinite(variant.stock) || variant.stock <= 0) return 0;
  return product.stock_enabled ? Math.floor(variant.stock) : LIMITS.defaultStock;
}

const positiveInt = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

export function consumedOf(ledger: StockConsumption, variantId: string): number {
  return ledger[variantId] ?? 0;
}

/** Adds `quantity` consumed units of a variant. */
export function consume(
  ledger: StockConsumption,
  variantId: string,
  quantity: number,
): StockConsumption {
  const add = positiveInt(quantity);
  if (add === 0) return ledger;
  return { ...ledger, [variantId]: consumedOf(ledger, variantId) + add };
}

/** Returns units; never below 0, and the entry disappears at 0. */
export function release(
  ledger: StockConsumption,
  variantId: string,
  quantity: number,
): StockConsumption {
  const left = consumedOf(ledger, variantId) - positiveInt(quantity);
  const { [variantId]: _dropped, ...rest } = ledger;
  return left > 0 ? { ...rest, [variantId]: left } : rest;
}

/** Stock still available for a variant after the ledger's consumption. */
export function remainingStock(
  variant: Pick<ProductVariant, 'id' | 'stock'>,
  product: Pick<Product, 'stock_enabled'>,
  ledger: StockConsumption,
): number {
  return Math.max(0, effectiveStock(variant, product) - consumedOf(ledger, variant.id));
}

/** The ledger implied by a set of lines (several lines may share a variant). */
export function ledgerFromLines(
  lines: readonly { quantity: number; orderProduct: { selectedProductPrice: { id: string } } }[],
): StockConsumption {
  return lines.reduce<StockConsumption>(
    (acc, l) => consume(acc, l.orderProduct.selectedProductPrice.id, l.quantity),
    {},
  );
}

export interface StockShortfall {
  variantId: string;
  requested: number;
  available: number;
}

/**
 * For the server: which variants an order asks for more of than is available.
 * `requested` is the order's total per variant; `available` the remaining stock.
 */
export function stockShortfalls(
  requested: StockConsumption,
  availableOf: (variantId: string) => number,
): StockShortfall[] {
  return Object.entries(requested)
    .map(([variantId, qty]) => ({ variantId, requested: qty, available: availableOf(variantId) }))
    .filter((s) => s.requested > s.available);
}

// Stock is taken in the transaction that creates the order (§5.7). A conditional UPDATE per
// stock-tracked variant (stock >= q) is the check and the write at once: on PostgreSQL a
// concurrent order blocks on the row and re-reads it, on SQLite writes are serialized, so
// stock never goes below zero and exactly as many orders succeed as there are units.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { PricedCombo } from '../../src/domain/order-totals';
import { consume, effectiveStock, stockShortfalls } from '../../src/domain/stock';
import type { StockConsumption } from '../../src/domain/stock';
import type { Category, Product } from '../../src/domain/types';
import type { Database } from '../db/schema';
import { conflict } from './errors';

export function requestedStock(combos: readonly PricedCombo[]): StockConsumption {
  return combos.reduce<StockConsumption>((acc, c) => consume(acc, c.variant_id, c.quantity), {});
}

function productIndex(catalogue: readonly Category[]): Map<string, Product> {
  const byVariant = new Map<string, Product>();
  for (const p of catalogue.flatMap((c) => c.products))
    for (const v of p.product_variants) byVariant.set(v.id, p);
  return byVariant;
}

function shortage(names: readonly [variantId: string, product: string][]) {
  const errors = Object.fromEntries(
    names.map(([id, product]) => [id, [`Not enough stock of ${product}`]]),
  );
  const list = names.map(([, product]) => product).join(', ');
  return conflict(`Not enough stock of ${list}`, errors);
}

/**
 * Takes the order's units from stock. Variants without stock tracking are checked against the
 * §5.7 effective stock of the catalogue read; tracked ones are decremented in sorted id order
 * so concurrent orders lock rows in the same order. Returns whether any tracked stock changed.
 */
export async function takeStock(
  trx: Kysely<Database>,
  companyId: string,
  catalogue: readonly Category[],
  combos: readonly PricedCombo[],
): Promise<boolean> {
  const products = productIndex(catalogue);
  const requested = requestedStock(combos);
  const nameOf = (id: string) => products.get(id)?.name ?? id;
  const untracked = stockShortfalls(requested, (variantId) => {
    const product = products.get(variantId);
    const variant = product?.product_variants.find((v) => v.id === variantId);
    if (!product || !variant) return 0;
    return product.stock_enabled ? Number.POSITIVE_INFINITY : effectiveStock(variant, product);
  });
  if (untracked.length > 0)
    throw shortage(untracked.map((s) => [s.variantId, nameOf(s.variantId)]));

  const tracked = Object.entries(requested)
    .filter(([id]) => products.get(id)?.stock_enabled === true)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const short: [string, string][] = [];
  for (const [variantId, quantity] of tracked) {
    const result = await trx
      .updateTable('product_variants')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('company_id', '=', companyId)
      .where('id', '=', variantId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) short.push([variantId, nameOf(variantId)]);
  }
  if (short.length > 0) throw shortage(short);
  return tracked.length > 0;
}

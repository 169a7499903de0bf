// Stock (§5.7) is checked when a draft is made and taken only when the order is placed
// (issue [7/13]: a draft holds nothing). Taking is a conditional UPDATE per stock-tracked variant
// (stock >= q), the check and the write at once: on PostgreSQL a concurrent placement blocks on
// the row and re-reads it, on SQLite writes are serialized, so stock never goes below zero and
// exactly as many placements succeed as there are units.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { StockShortage } from '../../src/domain/error-codes';
import { consume, effectiveStock, stockShortfalls } from '../../src/domain/stock';
import type { StockConsumption } from '../../src/domain/stock';
import { bumpCatalogVersion } from '../db/repositories/companies';
import type { StockProduct } from '../db/repositories/order-catalog';
import type { Database } from '../db/schema';
import { conflict } from './errors';
import type { HttpError } from '../http/errors';

/** One order line as far as stock is concerned (a priced combo or a stored order item). */
export interface StockLine {
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
}

/** Units taken per tracked variant, kept on the order so a cancel returns exactly these. */
export type TakenStock = Record<string, number>;

interface Located {
  product: StockProduct;
  variant: StockProduct['product_variants'][number];
}

/**
 * The order's variants that are on the menu: a Product (listOrderProducts) or a stock entry
 * (listStockVariants). A variant absent from `products` has no stock.
 */
function variantIndex(products: readonly StockProduct[]): Map<string, Located> {
  const index = new Map<string, Located>();
  for (const product of products)
    for (const variant of product.product_variants) index.set(variant.id, { product, variant });
  return index;
}

const requestedOf = (lines: readonly StockLine[]): StockConsumption =>
  lines.reduce<StockConsumption>((acc, l) => consume(acc, l.variant_id, l.quantity), {});

/** 409 out_of_stock naming every short line, with what is left of each. */
export function outOfStock(shortages: readonly StockShortage[]): HttpError {
  const names = shortages.map((s) => (s.variant_name ? `${s.name} (${s.variant_name})` : s.name));
  return conflict('out_of_stock', `Not enough stock of ${names.join(', ')}`, {
    errors: Object.fromEntries(
      shortages.map((s) => [s.variant_id, [`Not enough stock of ${s.name}`]]),
    ),
    items: [...shortages],
  });
}

function shortageOf(
  lines: readonly StockLine[],
  variantId: string,
  requested: number,
  available: number,
): StockShortage {
  const line = lines.find((l) => l.variant_id === variantId);
  return {
    product_id: line?.product_id ?? '',
    variant_id: variantId,
    name: line?.product_name ?? variantId,
    variant_name: line?.variant_name ?? null,
    requested,
    available: Math.max(0, available),
  };
}

/** Stock as the menu read shows it; a variant no longer on the menu has none. */
const availableIn = (index: Map<string, Located>) => (variantId: string) => {
  const found = index.get(variantId);
  return found ? effectiveStock(found.variant, found.product) : 0;
};

/** Read-only: throws out_of_stock when the menu read of the lines cannot cover them now. */
export function checkStock(products: readonly StockProduct[], lines: readonly StockLine[]): void {
  const short = stockShortfalls(requestedOf(lines), availableIn(variantIndex(products)));
  if (short.length > 0)
    throw outOfStock(short.map((s) => shortageOf(lines, s.variantId, s.requested, s.available)));
}

async function currentStock(trx: Kysely<Database>, companyId: string, variantId: string) {
  const row = await trx
    .selectFrom('product_variants')
    .select('stock')
    .where('company_id', '=', companyId)
    .where('id', '=', variantId)
    .executeTakeFirst();
  return row ? Number(row.stock) : 0;
}

/**
 * Takes the lines' units. Variants without stock tracking (and variants gone from the menu) are
 * checked against the menu read of the lines' variants (`products`); tracked ones are decremented
 * in sorted id order so concurrent placements lock rows in the same order. Returns what was
 * taken; throws out_of_stock naming every short line (the caller's transaction then undoes the
 * rest).
 */
export async function takeStock(
  trx: Kysely<Database>,
  companyId: string,
  products: readonly StockProduct[],
  lines: readonly StockLine[],
): Promise<TakenStock> {
  const index = variantIndex(products);
  const requested = requestedOf(lines);
  const isTracked = (id: string) => index.get(id)?.product.stock_enabled === true;
  const untracked = Object.fromEntries(Object.entries(requested).filter(([id]) => !isTracked(id)));
  const short: StockShortage[] = stockShortfalls(untracked, availableIn(index)).map((s) =>
    shortageOf(lines, s.variantId, s.requested, s.available),
  );
  const tracked = Object.entries(requested)
    .filter(([id]) => isTracked(id))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const taken: TakenStock = {};
  for (const [variantId, quantity] of tracked) {
    const result = await trx
      .updateTable('product_variants')
      .set({ stock: sql<number>`stock - ${quantity}` })
      .where('company_id', '=', companyId)
      .where('id', '=', variantId)
      .where('stock', '>=', quantity)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) taken[variantId] = quantity;
    else {
      const left = await currentStock(trx, companyId, variantId);
      short.push(shortageOf(lines, variantId, quantity, left));
    }
  }
  if (short.length > 0) throw outOfStock(short);
  if (tracked.length > 0) await bumpCatalogVersion(trx, companyId);
  return taken;
}

/** Puts taken units back (a cancelled order, an undone placement). */
export async function returnStock(
  trx: Kysely<Database>,
  companyId: string,
  taken: TakenStock,
): Promise<void> {
  const entries = Object.entries(taken)
    .filter(([, quantity]) => quantity > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [variantId, quantity] of entries)
    await trx
      .updateTable('product_variants')
      .set({ stock: sql<number>`stock + ${quantity}` })
      .where('company_id', '=', companyId)
      .where('id', '=', variantId)
      .execute();
  // The categories answer is cached per catalogue version.
  if (entries.length > 0) await bumpCatalogVersion(trx, companyId);
}

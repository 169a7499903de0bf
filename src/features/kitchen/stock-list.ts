// The kitchen's product list for the out-of-stock switch: every product of the catalogue,
// found by a search that ignores case and accents.
import { effectiveStock } from '../../domain/stock';
import type { Category, Product } from '../../domain/types';

export interface StockRow {
  id: string;
  name: string;
  category: string;
  available: boolean;
}

export function productAvailable(product: Product): boolean {
  return product.product_variants.some((v) => effectiveStock(v, product) > 0);
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** One row per product id (a product listed in two categories shows once), sorted by name. */
export function stockRows(categories: readonly Category[]): StockRow[] {
  const rows = new Map<string, StockRow>();
  for (const category of categories) {
    for (const product of category.products) {
      if (rows.has(product.id)) continue;
      rows.set(product.id, {
        id: product.id,
        name: product.name,
        category: category.name,
        available: productAvailable(product),
      });
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name));
}

export function searchRows(rows: readonly StockRow[], query: string): StockRow[] {
  const q = fold(query);
  if (q === '') return [...rows];
  return rows.filter((row) => fold(row.name).includes(q) || fold(row.category).includes(q));
}

/** Minutes chosen for a pause: a whole number from 0 (resume) to a day; anything else is null. */
/** The server refuses longer pauses; a day covers any shift. */
export const MAX_PAUSE_MINUTES = 24 * 60;

export function parsePauseMinutes(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const minutes = Number(text);
  return minutes <= MAX_PAUSE_MINUTES ? minutes : null;
}

// §2.4 search: products filtered by name and description, accent- and case-insensitive. The
// index is built once per catalogue (a 1,000-product menu is normalised once, not per keystroke),
// on the first search: a diner who never searches never pays for it, and the page's first
// render (hydration) does not.
import { PRODUCT_CATEGORY_SEARCH_ID } from '../../domain/constants';
import type { Category, Product } from '../../domain/types';

/** 'Jalapeños  CRÈME' → 'jalapenos creme': marks stripped after NFD, lower-cased, spaces collapsed. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

export interface SearchEntry {
  product: Product;
  text: string;
}

export type SearchIndex = readonly SearchEntry[];

/** One entry per product id, in menu order; a product listed in two categories is found once. */
export function buildSearchIndex(categories: readonly Category[]): SearchIndex {
  const seen = new Set<string>();
  const entries: SearchEntry[] = [];
  for (const category of categories) {
    for (const product of category.products) {
      if (seen.has(product.id)) continue;
      seen.add(product.id);
      entries.push({
        product,
        text: normalizeSearchText(`${product.name} ${product.description}`),
      });
    }
  }
  return entries;
}

const indexes = new WeakMap<readonly Category[], SearchIndex>();

/** The catalogue's index, built the first time it is searched and kept with it. */
function indexOf(categories: readonly Category[]): SearchIndex {
  let index = indexes.get(categories);
  if (!index) {
    index = buildSearchIndex(categories);
    indexes.set(categories, index);
  }
  return index;
}

/** Every word of the query must occur; an empty query means "not searching" (null). */
export function searchProducts(categories: readonly Category[], query: string): Product[] | null {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  if (words.length === 0) return null;
  return indexOf(categories)
    .filter((entry) => words.every((word) => entry.text.includes(word)))
    .map((entry) => entry.product);
}

/** §3 "A search pseudo-category has id PRODUCT_CATEGORY_SEARCH_ID and name 'search_results'". */
export function searchCategory(products: Product[]): Category {
  return {
    id: PRODUCT_CATEGORY_SEARCH_ID,
    category_id: PRODUCT_CATEGORY_SEARCH_ID,
    name: PRODUCT_CATEGORY_SEARCH_ID,
    products,
  };
}

// What the catalogue list shows: visible categories and products, the card price and the
// product a ?product={slug} names. Prices come from src/domain/pricing (§5.6).
import { nameSlug, productSlug } from './formatting';
import { chooseVariants, discountPercent, displayedPrice } from './pricing';
import { remainingStock } from './stock';
import type { StockConsumption } from './stock';
import type { Category, Product, ProductVariant } from './types';

/** Hidden products are dropped, then categories left empty. */
export function visibleCategories(categories: readonly Category[]): Category[] {
  return categories
    .map((category) => ({ ...category, products: category.products.filter((p) => p.visible) }))
    .filter((category) => category.products.length > 0);
}

export interface CardPrice {
  price: number;
  /** The struck-through price, when the shown variant is discounted. */
  original: number | null;
  discount: number;
  /** Several variants at different prices: the card shows the lowest as "from". */
  from: boolean;
}

/** The cheapest of the §5.6 variant choice; null when the product offers no variant. */
export function cardPrice(product: Pick<Product, 'product_variants'>): CardPrice | null {
  const variants = chooseVariants(product);
  let best: ProductVariant | undefined;
  for (const variant of variants)
    if (!best || displayedPrice(variant) < displayedPrice(best)) best = variant;
  if (!best) return null;
  const discount = discountPercent(best);
  const prices = new Set(variants.map(displayedPrice));
  return {
    price: displayedPrice(best),
    original: discount > 0 ? best.original_price : null,
    discount,
    from: prices.size > 1,
  };
}

/**
 * §2.4's ?product={slug}. A slug without its id suffix (typed by hand, or from an old link) still
 * finds the product by its name when exactly one product has that name (issue [16/21] item 7);
 * two products of the same name need the suffix to tell them apart.
 */
export function findProductBySlug(
  categories: readonly Category[],
  slug: string,
): Product | undefined {
  const products = categories.flatMap((category) => category.products);
  const exact = products.find((product) => productSlug(product.name, product.id) === slug);
  if (exact) return exact;
  const named = products.filter((product) => nameSlug(product.name) === slug);
  return named.length === 1 ? named[0] : undefined;
}

/** Sold out when every variant of the §5.6 choice has no stock left after the cart's consumption. */
export function isSoldOut(product: Product, ledger: StockConsumption): boolean {
  const variants = chooseVariants(product);
  return variants.length > 0 && variants.every((v) => remainingStock(v, product, ledger) === 0);
}

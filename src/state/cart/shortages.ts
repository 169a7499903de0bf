// A placement refused with 409 out_of_stock (issue [7/13]) names each short variant and what is
// left of it. The cart takes the server's word: lines of that variant are cut, in cart order, so
// together they hold at most what is left (a line cut to 0 goes), each cut becomes a notice,
// and the lines and the catalogue remember the lower stock so the diner cannot add it back.
import type { CartLine } from '../../domain/cart';
import type { StockShortage } from '../../domain/error-codes';
import type { Category } from '../../domain/types';
import type { NoticeDraft } from './reconcile';

/** What is left per variant; the lowest count wins when a variant is named twice. */
function leftByVariant(items: readonly StockShortage[]): Map<string, number> {
  const left = new Map<string, number>();
  for (const item of items) {
    const available = Math.max(0, Math.floor(item.available));
    left.set(item.variant_id, Math.min(available, left.get(item.variant_id) ?? available));
  }
  return left;
}

export function fitShortages(
  lines: readonly CartLine[],
  items: readonly StockShortage[],
): { lines: CartLine[]; notices: NoticeDraft[] } {
  const available = leftByVariant(items);
  const left = new Map(available);
  const notices: NoticeDraft[] = [];
  const kept: CartLine[] = [];
  for (const line of lines) {
    const price = line.orderProduct.selectedProductPrice;
    const remaining = left.get(price.id);
    if (remaining === undefined) {
      kept.push(line);
      continue;
    }
    const quantity = Math.min(line.quantity, remaining);
    left.set(price.id, remaining - quantity);
    if (quantity < line.quantity)
      notices.push({
        kind: 'stock_reduced',
        productName: line.orderProduct.product.name,
        variantName: price.name,
        oldQuantity: line.quantity,
        newQuantity: quantity,
      });
    if (quantity === 0) continue;
    const stock = Math.min(price.stock, available.get(price.id) ?? price.stock);
    kept.push({
      ...line,
      quantity,
      orderProduct: { ...line.orderProduct, selectedProductPrice: { ...price, stock } },
    });
  }
  return { lines: kept, notices };
}

/** The catalogue with each short variant's stock lowered to what the server says is left. */
export function catalogueWithShortages(
  categories: readonly Category[],
  items: readonly StockShortage[],
): Category[] | null {
  const available = leftByVariant(items);
  let changed = false;
  const next = categories.map((category) => ({
    ...category,
    products: category.products.map((product) => {
      if (!product.stock_enabled) return product;
      const short = product.product_variants.some(
        (v) => available.has(v.id) && v.stock !== available.get(v.id),
      );
      if (!short) return product;
      changed = true;
      return {
        ...product,
        product_variants: product.product_variants.map((v) => {
          const left = available.get(v.id);
          return left === undefined ? v : { ...v, stock: left };
        }),
      };
    }),
  }));
  return changed ? next : null;
}

// A refreshed catalogue against the cart: lines whose product, variant or modifier disappeared
// are removed, changed prices are taken over, and quantities above the new stock are cut.
// Each change becomes a notice the visitor sees (never a silent change to their order).
import type { CartLine } from '../../domain/cart';
import { buildCartLine } from '../../domain/cart-line';
import type { Category, Product } from '../../domain/types';
import type { CartNotice } from './store';

export type NoticeDraft = Omit<CartNotice, 'id'>;

const unitPrice = (l: CartLine): number =>
  l.orderProduct.selectedProductPriceToPay + l.orderProduct.selectedModifiersTotalPrice;

const about = (l: CartLine) => ({
  productName: l.orderProduct.product.name,
  variantName: l.orderProduct.selectedProductPrice.name,
});

/** The line rebuilt from the fresh catalogue, or null when it can no longer be configured. */
function rebuild(line: CartLine, products: Map<string, Product>): CartLine | null {
  const product = products.get(line.orderProduct.product.id);
  const variant = product?.product_variants.find(
    (v) => v.id === line.orderProduct.selectedProductPrice.id,
  );
  if (!product || !variant) return null;
  const known = new Set(product.modifier_groups.flatMap((g) => g.modifiers.map((m) => m.id)));
  const mods = line.orderProduct.selectedModifiers;
  if (mods.some((m) => !known.has(m.modifierId))) return null;
  return buildCartLine({
    product,
    variant,
    modifiers: mods.map(({ modifierId, quantity }) => ({ modifierId, quantity })),
    quantity: line.quantity,
    comment: line.comment,
  });
}

/** Cuts quantities, in cart order, so no variant holds more than its stock. */
function fitStock(lines: CartLine[], notices: NoticeDraft[]): CartLine[] {
  const left = new Map<string, number>();
  const kept: CartLine[] = [];
  for (const line of lines) {
    const { id, stock } = line.orderProduct.selectedProductPrice;
    const available = left.get(id) ?? stock;
    const quantity = Math.min(line.quantity, available);
    left.set(id, available - quantity);
    if (quantity < line.quantity)
      notices.push({
        kind: 'stock_reduced',
        ...about(line),
        oldQuantity: line.quantity,
        newQuantity: quantity,
      });
    if (quantity > 0) kept.push(quantity === line.quantity ? line : { ...line, quantity });
  }
  return kept;
}

export function reconcileLines(
  lines: readonly CartLine[],
  categories: readonly Category[],
): { lines: CartLine[]; notices: NoticeDraft[] } {
  const products = new Map<string, Product>();
  for (const c of categories) for (const p of c.products) if (p.visible) products.set(p.id, p);
  const notices: NoticeDraft[] = [];
  const rebuilt: CartLine[] = [];
  for (const line of lines) {
    const fresh = rebuild(line, products);
    if (!fresh) {
      notices.push({ kind: 'removed', ...about(line) });
      continue;
    }
    if (unitPrice(fresh) !== unitPrice(line))
      notices.push({
        kind: 'price_changed',
        ...about(fresh),
        oldPrice: unitPrice(line),
        newPrice: unitPrice(fresh),
      });
    rebuilt.push(fresh);
  }
  return { lines: fitStock(rebuilt, notices), notices };
}

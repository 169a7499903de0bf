// §3 "Cart item": turns a product configured on the product detail into a cart line. Every
// price comes from the catalogue data passed in, never from the caller, so the line shows what
// the server will charge (DESIGN rule 2 re-checks it anyway).
import { configuredProductHash } from './cart';
import type { CartLine, SelectedModifier } from './cart';
import { LIMITS } from './constants';
import type { ModifierChoice } from './modifiers';
import { modifiersTotal } from './modifiers';
import { displayedPrice } from './pricing';
import { effectiveStock } from './stock';
import type { Product, ProductVariant } from './types';

export interface CartLineInput {
  product: Product;
  variant: ProductVariant;
  modifiers: readonly ModifierChoice[];
  quantity: number;
  comment?: string | null;
}

export type CartLineErrorKind = 'unknown_variant' | 'unknown_modifier';

/** Thrown for a configuration the catalogue cannot price; callers validate first. */
export class CartLineError extends Error {
  constructor(
    readonly kind: CartLineErrorKind,
    readonly id: string,
  ) {
    super(`${kind === 'unknown_variant' ? 'Variant' : 'Modifier'} ${id} is not in this product`);
    this.name = 'CartLineError';
  }
}

/** Trimmed, capped at §9's 120 characters; empty means no comment (as the hash reads it). */
export function normalizeComment(comment: string | null | undefined): string | null {
  const text = (comment ?? '').trim().slice(0, LIMITS.commentMax).trim();
  return text === '' ? null : text;
}

/** Floored and kept within 1–100 (§5.4); a line of 0 units is no line. */
export function lineQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return 1;
  return Math.min(LIMITS.maxQuantityPerItem, Math.max(1, Math.floor(quantity)));
}

/** Duplicate ids merged, non-positive quantities dropped, in first-chosen order. */
function mergeChoices(choices: readonly ModifierChoice[]): ModifierChoice[] {
  const merged = new Map<string, number>();
  for (const c of choices) {
    if (!Number.isFinite(c.quantity) || c.quantity <= 0) continue;
    merged.set(c.modifierId, (merged.get(c.modifierId) ?? 0) + Math.floor(c.quantity));
  }
  return [...merged.entries()].map(([modifierId, quantity]) => ({ modifierId, quantity }));
}

export function buildCartLine(input: CartLineInput): CartLine {
  const { product, variant } = input;
  if (!product.product_variants.some((v) => v.id === variant.id))
    throw new CartLineError('unknown_variant', variant.id);
  const catalogue = new Map(
    product.modifier_groups.flatMap((g) => g.modifiers.map((m) => [m.id, m])),
  );
  const choices = mergeChoices(input.modifiers);
  const selectedModifiers: SelectedModifier[] = choices.map((c) => {
    const modifier = catalogue.get(c.modifierId);
    if (!modifier) throw new CartLineError('unknown_modifier', c.modifierId);
    return { ...c, modifier: { name: modifier.name, price: modifier.price } };
  });
  const comment = normalizeComment(input.comment);
  return {
    hash: configuredProductHash(product.id, variant.id, choices, comment),
    quantity: lineQuantity(input.quantity),
    comment,
    orderProduct: {
      product,
      selectedProductPrice: {
        id: variant.id,
        name: variant.name,
        price: variant.price,
        original_price: variant.original_price,
        stock: effectiveStock(variant, product),
      },
      selectedProductPriceToPay: displayedPrice(variant),
      selectedModifiers,
      selectedModifiersTotalPrice: modifiersTotal(product.modifier_groups, choices),
    },
  };
}

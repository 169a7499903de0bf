// The product detail's choices (§2.4): variant, modifiers, quantity and comment, as pure
// transitions so the rules are tested without a browser. Limits come from §9.
import { LIMITS } from '../../domain/constants';
import type { ModifierChoice } from '../../domain/modifiers';
import { modifiersTotal } from '../../domain/modifiers';
import { chooseVariants, displayedPrice, orderItemPrice } from '../../domain/pricing';
import type { ModifierGroup, Product, ProductVariant } from '../../domain/types';

export interface DetailChoice {
  variantId: string | null;
  modifiers: ModifierChoice[];
  quantity: number;
  comment: string;
}

/** The variant flagged selected among the §5.6 choice, else the first. */
export function initialChoice(product: Pick<Product, 'product_variants'>): DetailChoice {
  const variants = chooseVariants(product);
  const start = variants.find((v) => v.selected) ?? variants[0];
  return { variantId: start?.id ?? null, modifiers: [], quantity: 1, comment: '' };
}

export function chosenVariant(
  product: Pick<Product, 'product_variants'>,
  choice: Pick<DetailChoice, 'variantId'>,
): ProductVariant | undefined {
  return chooseVariants(product).find((v) => v.id === choice.variantId);
}

const isChosen = (choice: DetailChoice, modifierId: string): boolean =>
  choice.modifiers.some((m) => m.modifierId === modifierId);

/**
 * A group with max 1 behaves as radios (a new pick replaces the old one); others toggle, and a
 * pick past max is refused (the UI disables it too).
 */
export function toggleModifier(
  choice: DetailChoice,
  group: Pick<ModifierGroup, 'max' | 'modifiers'>,
  modifierId: string,
): DetailChoice {
  const inGroup = new Set(group.modifiers.map((m) => m.id));
  if (isChosen(choice, modifierId)) {
    if (group.max === 1) return choice;
    return { ...choice, modifiers: choice.modifiers.filter((m) => m.modifierId !== modifierId) };
  }
  if (group.max === 1) {
    const others = choice.modifiers.filter((m) => !inGroup.has(m.modifierId));
    return { ...choice, modifiers: [...others, { modifierId, quantity: 1 }] };
  }
  if (group.max > 0 && groupPicks(choice, group) >= group.max) return choice;
  return { ...choice, modifiers: [...choice.modifiers, { modifierId, quantity: 1 }] };
}

export function groupPicks(choice: DetailChoice, group: Pick<ModifierGroup, 'modifiers'>): number {
  return group.modifiers.filter((m) => isChosen(choice, m.id)).length;
}

/** §5.4 / §9: 1 up to min(100, remaining stock); 0 when nothing is left. */
export function maxQuantity(remaining: number): number {
  return Math.max(0, Math.min(LIMITS.maxQuantityPerItem, Math.floor(remaining)));
}

export function setQuantity(choice: DetailChoice, quantity: number, max: number): DetailChoice {
  const q = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return { ...choice, quantity: Math.max(1, Math.min(q, Math.max(1, max))) };
}

/** §5.1: the comment is capped at 120 characters. */
export function setComment(choice: DetailChoice, comment: string): DetailChoice {
  return { ...choice, comment: comment.slice(0, LIMITS.commentMax) };
}

/** Quantity × (variant price + modifiers), as §5.6 prices a cart line. */
export function choiceTotal(
  product: Pick<Product, 'modifier_groups'>,
  variant: ProductVariant | undefined,
  choice: DetailChoice,
): number {
  if (!variant) return 0;
  const unit = orderItemPrice(
    displayedPrice(variant),
    modifiersTotal(product.modifier_groups, choice.modifiers),
  );
  return unit * choice.quantity;
}

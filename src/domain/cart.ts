// SPEC §4.7 cart operations and §5.4 quantity limits. All operations return new arrays;
// the cart is keyed by the configured-product hash (§3 "Cart item").
import { LIMITS } from './constants';
import type { Product } from './types';

export interface SelectedModifier {
  modifierId: string;
  quantity: number;
  modifier: { name: string; price: number };
}

export interface CartLine {
  hash: string;
  quantity: number;
  comment: string | null;
  orderProduct: {
    product: Product;
    selectedProductPrice: {
      id: string;
      name: string | null;
      price: number | null;
      original_price: number | null;
      stock: number;
    };
    /** Unit price of the variant (§5.6 displayed price). */
    selectedProductPriceToPay: number;
    selectedModifiers: SelectedModifier[];
    /** Unit price of the modifiers (one product's worth). */
    selectedModifiersTotalPrice: number;
  };
}

const MAX = LIMITS.maxQuantityPerItem;

/** cyrb53: a small, well-mixed 53-bit string hash; pure JS so it runs anywhere. */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * The configured-product hash. Modifiers are merged by id and sorted, so selection order does
 * not matter; the comment is trimmed and an empty comment equals no comment.
 */
export function configuredProductHash(
  productId: string,
  variantId: string,
  modifiers: readonly { modifierId: string; quantity: number }[],
  comment: string | null | undefined,
): string {
  const merged = new Map<string, number>();
  for (const m of modifiers) merged.set(m.modifierId, (merged.get(m.modifierId) ?? 0) + m.quantity);
  const mods = [...merged.entries()]
    .filter(([, q]) => q > 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = JSON.stringify([productId, variantId, mods, (comment ?? '').trim()]);
  const hex = (n: number): string => n.toString(16).padStart(14, '0');
  return hex(cyrb53(canonical, 1)) + hex(cyrb53(canonical, 2));
}

const clampQuantity = (q: number): number =>
  Number.isFinite(q) ? Math.min(MAX, Math.max(0, Math.floor(q))) : 0;

/** §4.7: an identical configured product raises the existing line's quantity (capped at 100). */
export function addOrMerge(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const existing = lines.find((l) => l.hash === line.hash);
  if (!existing) return [...lines, { ...line, quantity: clampQuantity(line.quantity) }];
  return setQuantity(lines, line.hash, existing.quantity + line.quantity);
}

/** §5.4: increase is disabled when stock − quantity ≤ 0 or quantity ≥ 100. */
export function canIncrease(line: Pick<CartLine, 'quantity'>, stock: number): boolean {
  return stock - line.quantity > 0 && line.quantity < MAX;
}

/** §5.4: decrease is disabled at quantity 1 unless the line is deletable. */
export function canDecrease(line: Pick<CartLine, 'quantity'>, deletable: boolean): boolean {
  return line.quantity > 1 || (line.quantity === 1 && deletable);
}

/** §4.7 increase adds 1. With a stock given, it is a no-op when §5.4 disables it. */
export function increase(lines: readonly CartLine[], hash: string, stock?: number): CartLine[] {
  const line = lines.find((l) => l.hash === hash);
  if (!line || !canIncrease(line, stock ?? Number.POSITIVE_INFINITY)) return [...lines];
  return setQuantity(lines, hash, line.quantity + 1);
}

/**
 * §4.7 decrease: deletes at quantity 1 when deletable, else lowers by 1. At quantity 1 and not
 * deletable it is a no-op, matching the disabled button of §5.4 (never leaves a 0-quantity line).
 */
export function decrease(lines: readonly CartLine[], hash: string, deletable: boolean): CartLine[] {
  const line = lines.find((l) => l.hash === hash);
  if (!line || !canDecrease(line, deletable)) return [...lines];
  if (line.quantity === 1) return remove(lines, hash);
  return setQuantity(lines, hash, line.quantity - 1);
}

export function remove(lines: readonly CartLine[], hash: string): CartLine[] {
  return lines.filter((l) => l.hash !== hash);
}

/** Sets a quantity, floored and capped at 100; 0 or less removes the line. */
export function setQuantity(
  lines: readonly CartLine[],
  hash: string,
  quantity: number,
): CartLine[] {
  const q = clampQuantity(quantity);
  if (q === 0) return remove(lines, hash);
  return lines.map((l) => (l.hash === hash ? { ...l, quantity: q } : l));
}

/** Total number of units (the bottom bar's count, §2.4). */
export function cartQuantity(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, l) => sum + l.quantity, 0);
}

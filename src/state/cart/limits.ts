// §5.4 through the domain: why a line cannot grow. Several lines can share a variant (different
// modifiers), so stock is checked against the ledger's total for the variant, not the line alone.
import { canIncrease } from '../../domain/cart';
import type { CartLine } from '../../domain/cart';
import { LIMITS } from '../../domain/constants';
import { consumedOf } from '../../domain/stock';
import type { StockConsumption } from '../../domain/stock';

export type IncreaseBlock = 'stock' | 'max' | null;

export function increaseBlock(line: CartLine, ledger: StockConsumption): IncreaseBlock {
  if (!canIncrease(line, Number.POSITIVE_INFINITY)) return 'max';
  const { id, stock } = line.orderProduct.selectedProductPrice;
  return canIncrease({ quantity: consumedOf(ledger, id) }, stock) ? null : 'stock';
}

/** How many units of `line` can be added now: bounded by stock left and by the 100 cap. */
export function addable(
  line: CartLine,
  existing: CartLine | undefined,
  ledger: StockConsumption,
): { count: number; block: IncreaseBlock } {
  const { id, stock } = line.orderProduct.selectedProductPrice;
  const stockLeft = Math.max(0, stock - consumedOf(ledger, id));
  const capLeft = Math.max(0, LIMITS.maxQuantityPerItem - (existing?.quantity ?? 0));
  const count = Math.min(line.quantity, stockLeft, capLeft);
  if (count >= line.quantity) return { count, block: null };
  return { count, block: stockLeft <= capLeft ? 'stock' : 'max' };
}

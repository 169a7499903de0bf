// DESIGN rule 5: rows read back from IndexedDB are validated, because an older build, a schema
// upgrade or another tool may have written them. An invalid row is dropped with a warning; the
// rest of the cart survives.
import {
  array,
  boolean,
  integer,
  is,
  nullable,
  number,
  refine,
  size,
  string,
  type,
} from 'superstruct';
import type { CartLine } from '../domain/cart';
import { LIMITS } from '../domain/constants';
import type { StockConsumption } from '../domain/stock';
import type { CartLineRow, StockLedgerRow } from './db';

const id = size(string(), 1, 200);
const money = refine(number(), 'finite', (v) => Number.isFinite(v));
const quantity = refine(integer(), 'quantity', (v) => v >= 1 && v <= LIMITS.maxQuantityPerItem);

const variant = type({
  id,
  name: nullable(string()),
  price: nullable(money),
  original_price: nullable(money),
  selected: boolean(),
  stock: number(),
  stock_consumed: number(),
  stock_starts_empty: boolean(),
  category_id: string(),
  product_id: string(),
});

const modifierGroup = type({
  id,
  name: string(),
  min: number(),
  max: number(),
  required: boolean(),
  modifiers: array(type({ id, name: string(), price: money })),
});

const product = type({
  id,
  name: string(),
  description: string(),
  visible: boolean(),
  stock_enabled: boolean(),
  images: array(type({ image_url: string() })),
  category_id: string(),
  product_category_id: string(),
  product_variants: array(variant),
  modifier_groups: array(modifierGroup),
});

const cartLine = type({
  hash: id,
  quantity,
  comment: nullable(string()),
  orderProduct: type({
    product,
    selectedProductPrice: type({
      id,
      name: nullable(string()),
      price: nullable(money),
      original_price: nullable(money),
      stock: number(),
    }),
    selectedProductPriceToPay: money,
    selectedModifiers: array(
      type({
        modifierId: id,
        quantity: integer(),
        modifier: type({ name: string(), price: money }),
      }),
    ),
    selectedModifiersTotalPrice: money,
  }),
});

export function isCartLine(value: unknown): value is CartLine {
  return is(value, cartLine);
}

function warn(what: string, row: unknown): void {
  console.warn(`[cart] dropped an invalid ${what} read from storage`, row);
}

/** The company's valid lines in their saved order. */
export function validLines(companyId: string, rows: readonly unknown[]): CartLine[] {
  const kept: { position: number; line: CartLine }[] = [];
  for (const row of rows) {
    const r = row as Partial<CartLineRow> | null;
    const ok =
      r !== null &&
      typeof r === 'object' &&
      r.companyId === companyId &&
      typeof r.position === 'number' &&
      isCartLine(r.line) &&
      r.line.hash === r.hash;
    if (ok) kept.push({ position: r.position as number, line: r.line as CartLine });
    else warn('cart line', row);
  }
  return kept.sort((a, b) => a.position - b.position).map((k) => k.line);
}

export function validLedger(companyId: string, rows: readonly unknown[]): StockConsumption {
  const ledger: Record<string, number> = {};
  for (const row of rows) {
    const r = row as Partial<StockLedgerRow> | null;
    const ok =
      r !== null &&
      typeof r === 'object' &&
      r.companyId === companyId &&
      typeof r.variantId === 'string' &&
      r.variantId !== '' &&
      Number.isInteger(r.consumed) &&
      (r.consumed as number) > 0;
    if (ok) ledger[r.variantId as string] = r.consumed as number;
    else warn('stock ledger row', row);
  }
  return ledger;
}

export function lineRows(companyId: string, lines: readonly CartLine[]): CartLineRow[] {
  return lines.map((line, position) => ({ companyId, hash: line.hash, position, line }));
}

export function ledgerRows(companyId: string, ledger: StockConsumption): StockLedgerRow[] {
  return Object.entries(ledger)
    .filter(([, consumed]) => consumed > 0)
    .map(([variantId, consumed]) => ({ companyId, variantId, consumed }));
}

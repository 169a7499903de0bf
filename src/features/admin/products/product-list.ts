// The products of the Menu section, kept pure (unit-tested): their order inside a category, what
// a write's answer does to the list, what a row says of price and stock, and what a refused write
// means for the screen (a conflict carries the product as it is now).
import type { AdminProduct, ProductMoveResult } from '../../../api/admin-products';
import type { MoveDirection } from '../../../api/admin';
import { isApiError } from '../../../api/errors';

/** Display order: position, then id. */
export function sortProducts(list: readonly AdminProduct[]): AdminProduct[] {
  return [...list].sort((a, b) =>
    a.position !== b.position ? a.position - b.position : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

export function productsOf(list: readonly AdminProduct[], categoryId: string): AdminProduct[] {
  return sortProducts(list.filter((p) => p.category_id === categoryId));
}

export function withProduct(list: readonly AdminProduct[], row: AdminProduct): AdminProduct[] {
  return sortProducts([...list.filter((p) => p.id !== row.id), row]);
}

export function withoutProduct(list: readonly AdminProduct[], id: string): AdminProduct[] {
  return list.filter((p) => p.id !== id);
}

export function withProductMove(
  list: readonly AdminProduct[],
  result: ProductMoveResult,
): AdminProduct[] {
  const moved = withProduct(list, result.product);
  return result.neighbour ? withProduct(moved, result.neighbour) : moved;
}

export function canMoveProduct(
  list: readonly AdminProduct[],
  id: string,
  direction: MoveDirection,
): boolean {
  const row = list.find((p) => p.id === id);
  if (!row) return false;
  const siblings = productsOf(list, row.category_id);
  const index = siblings.findIndex((p) => p.id === id);
  return direction === 'up' ? index > 0 : index < siblings.length - 1;
}

/** The lowest and highest price of the product's variants; null without variants. */
export function priceRange(
  product: Pick<AdminProduct, 'variants'>,
): { min: number; max: number } | null {
  if (product.variants.length === 0) return null;
  const prices = product.variants.map((v) => v.price);
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export type StockNote = { kind: 'soldOut' } | { kind: 'left'; count: number } | null;

/**
 * What the row says of stock: sold out when no variant has any (the storefront counts a stock of
 * 0 as none even when stock is not tracked, §5.7), the units left when tracked, else nothing.
 */
export function stockNote(product: Pick<AdminProduct, 'variants' | 'stock_enabled'>): StockNote {
  if (product.variants.length === 0) return null;
  const left = product.variants.reduce((sum, v) => sum + Math.max(0, v.stock), 0);
  if (left === 0) return { kind: 'soldOut' };
  return product.stock_enabled ? { kind: 'left', count: left } : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A product read off the wire (the fields the screens rely on), or null. */
export function readProduct(value: unknown): AdminProduct | null {
  if (!isRecord(value)) return null;
  const { id, category_id, name, version, variants, images, modifier_group_ids } = value;
  if (typeof id !== 'string' || typeof category_id !== 'string' || typeof name !== 'string')
    return null;
  if (typeof version !== 'number' || !Array.isArray(variants) || !Array.isArray(images))
    return null;
  if (!Array.isArray(modifier_group_ids)) return null;
  return value as unknown as AdminProduct;
}

export type ProductFailure =
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; current: AdminProduct | null }
  | { kind: 'gone' }
  /** Refused by the rules: field problems (422 invalid_body) under `errors`. */
  | { kind: 'invalid'; errors: unknown }
  /** An image refusal: image_too_large, unsupported_image or too many. */
  | { kind: 'image'; code: 'image_too_large' | 'unsupported_image' | 'too_many_images' }
  | { kind: 'failed' };

export function productFailure(error: unknown): ProductFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'unauthorized' };
  const body = error.body;
  if (error.code === 'edit_conflict' || error.status === 409)
    return { kind: 'conflict', current: isRecord(body) ? readProduct(body.current) : null };
  if (error.status === 413 || error.code === 'image_too_large')
    return { kind: 'image', code: 'image_too_large' };
  if (error.status === 415 || error.code === 'unsupported_image')
    return { kind: 'image', code: 'unsupported_image' };
  if (error.status === 404) return { kind: 'gone' };
  if (error.status === 422 || error.status === 400) {
    const errors = isRecord(body) ? body.errors : undefined;
    if (isRecord(errors) && 'images' in errors) return { kind: 'image', code: 'too_many_images' };
    if (!isRecord(errors) && /image/i.test(error.code ?? ''))
      return { kind: 'image', code: 'too_many_images' };
    return { kind: 'invalid', errors };
  }
  return { kind: 'failed' };
}

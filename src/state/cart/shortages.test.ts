// Issue [7/13]: an out_of_stock refusal's counts applied to the cart — lines of a short variant
// share what is left, in cart order; a line cut to 0 goes; each cut is a notice.
import { describe, expect, it } from 'vitest';
import { line, product, variant } from '../../domain/catalogue.fixtures';
import type { StockShortage } from '../../domain/error-codes';
import type { Category } from '../../domain/types';
import { catalogueWithShortages, fitShortages } from './shortages';

const short = (variantId: string, available: number, requested = 9): StockShortage => ({
  product_id: 'p1',
  variant_id: variantId,
  name: 'Burger',
  variant_name: null,
  requested,
  available,
});

describe('fitShortages', () => {
  it('cuts lines of a short variant, in cart order, to what is left between them', () => {
    const a = line({ quantity: 2, modifiers: [{ modifierId: 'm1', quantity: 1 }] });
    const b = line({ quantity: 2, modifiers: [{ modifierId: 'm2', quantity: 1 }] });
    const other = line({ quantity: 5, variantId: 'v2' });
    const result = fitShortages([a, other, b], [short('v1', 3)]);
    expect(result.lines.map((l) => [l.hash, l.quantity])).toEqual([
      [a.hash, 2],
      [other.hash, 5],
      [b.hash, 1],
    ]);
    expect(result.notices).toEqual([
      {
        kind: 'stock_reduced',
        productName: 'Burger',
        variantName: null,
        oldQuantity: 2,
        newQuantity: 1,
      },
    ]);
    // The kept lines know the lower stock, so they cannot grow past it again.
    expect(result.lines[0]?.orderProduct.selectedProductPrice.stock).toBe(3);
    expect(result.lines[1]).toBe(other);
  });

  it('removes lines when nothing is left, with a notice for each', () => {
    const a = line({ quantity: 2 });
    const b = line({ quantity: 1, comment: 'no onions' });
    const result = fitShortages([a, b], [short('v1', 0)]);
    expect(result.lines).toEqual([]);
    expect(result.notices.map((n) => [n.kind, n.oldQuantity, n.newQuantity])).toEqual([
      ['stock_reduced', 2, 0],
      ['stock_reduced', 1, 0],
    ]);
  });

  it('leaves lines alone when they already fit, and ignores variants not in the cart', () => {
    const a = line({ quantity: 1 });
    const result = fitShortages([a], [short('v1', 4), short('gone', 0)]);
    expect(result.lines.map((l) => l.quantity)).toEqual([1]);
    expect(result.notices).toEqual([]);
  });

  it('takes the lowest count when a variant is named twice', () => {
    const result = fitShortages([line({ quantity: 5 })], [short('v1', 3), short('v1', 2)]);
    expect(result.lines.map((l) => l.quantity)).toEqual([2]);
  });
});

describe('catalogueWithShortages', () => {
  const crab = product({
    id: 'crab',
    stock_enabled: true,
    product_variants: [variant({ id: 'crab-v', stock: 3 }), variant({ id: 'crab-w', stock: 5 })],
  });
  const free = product({ id: 'free', product_variants: [variant({ id: 'free-v', stock: 10 })] });
  const categories: Category[] = [
    { id: 'c1', category_id: 'c1', name: 'Food', products: [crab, free] },
  ];

  it('lowers the stock of short variants of stock-tracked products only', () => {
    const next = catalogueWithShortages(categories, [short('crab-v', 1), short('free-v', 0)]);
    const [crabNext, freeNext] = next?.[0]?.products ?? [];
    expect(crabNext?.product_variants.map((v) => v.stock)).toEqual([1, 5]);
    expect(freeNext).toBe(free);
  });

  it('answers null when nothing changes', () => {
    expect(catalogueWithShortages(categories, [short('crab-v', 3)])).toBeNull();
    expect(catalogueWithShortages(categories, [short('unknown', 0)])).toBeNull();
  });
});

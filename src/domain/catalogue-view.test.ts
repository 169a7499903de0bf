// Card prices (§5.6), visibility, sold-out (§5.7) and the ?product slug lookup.
import { describe, expect, it } from 'vitest';
import { product, variant } from './catalogue.fixtures';
import { productSlug } from './formatting';
import type { Category } from './types';
import { cardPrice, findProductBySlug, isSoldOut, visibleCategories } from './catalogue-view';

describe('cardPrice', () => {
  it('shows the single price, without a discount', () => {
    expect(cardPrice(product())).toEqual({ price: 1000, original: null, discount: 0, from: false });
  });

  it('strikes the original price and computes the chip', () => {
    const p = product({ product_variants: [variant({ price: 899, original_price: 1099 })] });
    expect(cardPrice(p)).toEqual({ price: 899, original: 1099, discount: 18, from: false });
  });

  it('shows the cheapest variant as "from" when prices differ', () => {
    const p = product({
      product_variants: [
        variant({ id: 'l', name: 'Large', price: 1999, original_price: 1999 }),
        variant({ id: 's', name: 'Small', price: 1299, original_price: 1299 }),
      ],
    });
    expect(cardPrice(p)).toEqual({ price: 1299, original: null, discount: 0, from: true });
  });

  it('is null when the product offers no variant', () => {
    expect(cardPrice(product({ product_variants: [] }))).toBeNull();
  });
});

describe('visibility, stock and slugs', () => {
  const hidden = product({ id: 'h1', name: 'Secret', visible: false });
  const shown = product({ id: 'abcdef', name: 'Fish & Chips' });
  const categories: Category[] = [
    { id: 'c1', category_id: 'c1', name: 'One', products: [hidden, shown] },
    { id: 'c2', category_id: 'c2', name: 'Two', products: [hidden] },
  ];

  it('drops hidden products and the categories they leave empty', () => {
    const visible = visibleCategories(categories);
    expect(visible.map((c) => c.id)).toEqual(['c1']);
    expect(visible[0]?.products.map((p) => p.id)).toEqual(['abcdef']);
  });

  it('finds a product by its §5.8 slug', () => {
    expect(findProductBySlug(categories, productSlug('Fish & Chips', 'abcdef'))).toBe(shown);
    expect(findProductBySlug(categories, 'fish-chips-zzzz')).toBeUndefined();
  });

  it('finds a product by a slug without its id suffix, when its name is unique', () => {
    expect(findProductBySlug(categories, 'fish-chips')).toBe(shown);
    const twin = product({ id: 'zz9999', name: 'Fish and Chips!' });
    const other = product({ id: 'yy8888', name: 'fish  chips' });
    const doubled: Category[] = [
      { id: 'c1', category_id: 'c1', name: 'One', products: [shown, other] },
    ];
    expect(findProductBySlug(doubled, 'fish-chips')).toBeUndefined();
    expect(
      findProductBySlug(
        [...categories, { id: 'c3', category_id: 'c3', name: 'Three', products: [twin] }],
        'fish-and-chips',
      ),
    ).toBe(twin);
  });

  it('is sold out once the cart holds every unit of every variant', () => {
    const p = product({ stock_enabled: true, product_variants: [variant({ id: 'v1', stock: 3 })] });
    expect(isSoldOut(p, {})).toBe(false);
    expect(isSoldOut(p, { v1: 2 })).toBe(false);
    expect(isSoldOut(p, { v1: 3 })).toBe(true);
    expect(
      isSoldOut(product({ stock_enabled: true, product_variants: [variant({ stock: 0 })] }), {}),
    ).toBe(true);
  });
});

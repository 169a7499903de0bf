// §3 "Cart item" built from catalogue data (buildCartLine).
import { describe, expect, it } from 'vitest';
import { configuredProductHash } from './cart';
import { CartLineError, buildCartLine, lineQuantity, normalizeComment } from './cart-line';
import { group, product, variant } from './catalogue.fixtures';

const burger = product({
  stock_enabled: true,
  product_variants: [
    variant({ id: 'v1', name: 'Single', price: 900, original_price: 1200, stock: 4 }),
    variant({ id: 'v2', name: 'Double', price: null, original_price: 1500, stock: 0 }),
  ],
  modifier_groups: [group()],
});
const [single, double] = burger.product_variants as [
  (typeof burger.product_variants)[0],
  (typeof burger.product_variants)[0],
];

describe('buildCartLine', () => {
  it('prices the line from the catalogue: displayed price and Σ modifier price × quantity', () => {
    const line = buildCartLine({
      product: burger,
      variant: single,
      modifiers: [
        { modifierId: 'm2', quantity: 1 },
        { modifierId: 'm1', quantity: 2 },
      ],
      quantity: 3,
      comment: '  no onions ',
    });
    expect(line.quantity).toBe(3);
    expect(line.comment).toBe('no onions');
    expect(line.orderProduct.selectedProductPriceToPay).toBe(900);
    expect(line.orderProduct.selectedModifiersTotalPrice).toBe(2 * 150 + 250);
    expect(line.orderProduct.selectedModifiers).toEqual([
      { modifierId: 'm2', quantity: 1, modifier: { name: 'Bacon', price: 250 } },
      { modifierId: 'm1', quantity: 2, modifier: { name: 'Cheese', price: 150 } },
    ]);
    expect(line.orderProduct.selectedProductPrice).toEqual({
      id: 'v1',
      name: 'Single',
      price: 900,
      original_price: 1200,
      stock: 4,
    });
    expect(line.hash).toBe(
      configuredProductHash(
        'p1',
        'v1',
        [
          { modifierId: 'm1', quantity: 2 },
          { modifierId: 'm2', quantity: 1 },
        ],
        'no onions',
      ),
    );
  });

  it('falls back to original_price when price is missing, and counts non-positive stock as 0', () => {
    const line = buildCartLine({ product: burger, variant: double, modifiers: [], quantity: 1 });
    expect(line.orderProduct.selectedProductPriceToPay).toBe(1500);
    expect(line.orderProduct.selectedProductPrice.stock).toBe(0);
    expect(line.comment).toBeNull();
  });

  it('uses the default stock of 100 when the product does not track stock (§5.7)', () => {
    const untracked = product({ stock_enabled: false });
    const v = untracked.product_variants[0]!;
    expect(
      buildCartLine({ product: untracked, variant: v, modifiers: [], quantity: 1 }).orderProduct
        .selectedProductPrice.stock,
    ).toBe(100);
  });

  it('gives the same hash whatever the modifier order or a split quantity', () => {
    const a = buildCartLine({
      product: burger,
      variant: single,
      modifiers: [
        { modifierId: 'm1', quantity: 1 },
        { modifierId: 'm2', quantity: 1 },
        { modifierId: 'm1', quantity: 1 },
      ],
      quantity: 1,
    });
    const b = buildCartLine({
      product: burger,
      variant: single,
      modifiers: [
        { modifierId: 'm2', quantity: 1 },
        { modifierId: 'm1', quantity: 2 },
        { modifierId: 'm2', quantity: 0 },
      ],
      quantity: 1,
      comment: '',
    });
    expect(a.hash).toBe(b.hash);
    expect(a.orderProduct.selectedModifiersTotalPrice).toBe(
      b.orderProduct.selectedModifiersTotalPrice,
    );
  });

  it('refuses a modifier or a variant the product does not have', () => {
    expect(() =>
      buildCartLine({
        product: burger,
        variant: single,
        modifiers: [{ modifierId: 'nope', quantity: 1 }],
        quantity: 1,
      }),
    ).toThrow(CartLineError);
    expect(() =>
      buildCartLine({
        product: burger,
        variant: variant({ id: 'other' }),
        modifiers: [],
        quantity: 1,
      }),
    ).toThrow(/Variant other/);
  });
});

describe('line quantity and comment normalisation', () => {
  it.each([
    [0, 1],
    [2.7, 2],
    [150, 100],
    [Number.NaN, 1],
  ])('quantity %s → %s', (input, expected) => {
    expect(lineQuantity(input)).toBe(expected);
  });

  it('caps a comment at 120 characters and treats blank as none', () => {
    expect(normalizeComment('x'.repeat(130))).toHaveLength(120);
    expect(normalizeComment('   ')).toBeNull();
    expect(normalizeComment(undefined)).toBeNull();
  });
});

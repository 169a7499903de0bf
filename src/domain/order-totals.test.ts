import { describe, expect, it } from 'vitest';
import { comboPriceInputs, computeOrderTotals, priceCombos } from './order-totals';
import { group, product, variant } from './catalogue.fixtures';
import type { Category, OrderComboInput } from './types';

describe('§5.6 order totals (storefront and server share this)', () => {
  const combos = [
    { variantPrice: 1000, modifiersPrice: 250, quantity: 2 },
    { variantPrice: 500, modifiersPrice: 0, quantity: 1 },
  ];
  it.each([
    [
      'no fees or discounts',
      0,
      0,
      [],
      { combos_price: 3000, delivery_price: 0, service_fee: 0, discount_amount: 0, total: 3000 },
    ],
    [
      'delivery and service fee',
      700,
      150,
      [],
      {
        combos_price: 3000,
        delivery_price: 700,
        service_fee: 150,
        discount_amount: 0,
        total: 3850,
      },
    ],
    [
      'an AMOUNT discount',
      700,
      0,
      [{ type: 'AMOUNT' as const, value: 400 }],
      {
        combos_price: 3000,
        delivery_price: 700,
        service_fee: 0,
        discount_amount: 400,
        total: 3300,
      },
    ],
    [
      'a PERCENTAGE discount applies to combos only',
      700,
      0,
      [{ type: 'PERCENTAGE' as const, value: 10 }],
      {
        combos_price: 3000,
        delivery_price: 700,
        service_fee: 0,
        discount_amount: 300,
        total: 3400,
      },
    ],
    [
      'discounts never exceed the combos',
      700,
      100,
      [{ type: 'AMOUNT' as const, value: 5000 }],
      {
        combos_price: 3000,
        delivery_price: 700,
        service_fee: 100,
        discount_amount: 3000,
        total: 800,
      },
    ],
    [
      'two discounts add up',
      0,
      0,
      [
        { type: 'AMOUNT' as const, value: 100 },
        { type: 'PERCENTAGE' as const, value: 5 },
      ],
      { combos_price: 3000, delivery_price: 0, service_fee: 0, discount_amount: 250, total: 2750 },
    ],
    [
      'negative fees count as 0',
      -700,
      -5,
      [],
      { combos_price: 3000, delivery_price: 0, service_fee: 0, discount_amount: 0, total: 3000 },
    ],
  ])('%s', (_name, deliveryPrice, serviceFee, discounts, expected) => {
    expect(computeOrderTotals({ combos, deliveryPrice, serviceFee, discounts })).toEqual(expected);
  });

  it('an empty order totals its fees', () => {
    expect(
      computeOrderTotals({ combos: [], deliveryPrice: 300, serviceFee: 0, discounts: [] }).total,
    ).toBe(300);
  });
});

describe('§3/§5.6 pricing combos from the catalogue', () => {
  const burger = product({
    id: 'p1',
    product_variants: [
      variant({ id: 'v1', name: 'Small', price: 1000, original_price: 1200 }),
      variant({ id: 'v2', name: 'Large', price: null, original_price: 1500 }),
      variant({ id: 'v3', name: null, price: null, original_price: null }),
    ],
    modifier_groups: [group({ id: 'g1', required: true, min: 1, max: 2 })],
  });
  const hidden = product({ id: 'p2', visible: false });
  const catalogue: Category[] = [
    { id: 'c1', category_id: 'c1', name: 'Mains', products: [burger, hidden] },
  ];
  const combo = (over: Partial<OrderComboInput> = {}): OrderComboInput => ({
    product_id: 'p1',
    variant_id: 'v1',
    quantity: 2,
    comment: ' no onion ',
    modifiers: [
      { modifier_id: 'm1', quantity: 1 },
      { modifier_id: 'm2', quantity: 1 },
    ],
    ...over,
  });

  it('resolves authoritative prices and names', () => {
    const result = priceCombos(catalogue, [
      combo(),
      combo({
        variant_id: 'v2',
        quantity: 1,
        comment: null,
        modifiers: [{ modifier_id: 'm2', quantity: 1 }],
      }),
    ]);
    expect(result).toEqual({
      ok: true,
      combos: [
        {
          product_id: 'p1',
          variant_id: 'v1',
          product_name: 'Burger',
          variant_name: 'Small',
          quantity: 2,
          variant_price: 1000,
          modifiers_price: 400,
          comment: 'no onion',
          modifiers: [
            { modifier_id: 'm1', name: 'Cheese', quantity: 1, price: 150 },
            { modifier_id: 'm2', name: 'Bacon', quantity: 1, price: 250 },
          ],
        },
        {
          product_id: 'p1',
          variant_id: 'v2',
          product_name: 'Burger',
          variant_name: 'Large',
          quantity: 1,
          variant_price: 1500,
          modifiers_price: 250,
          comment: null,
          modifiers: [{ modifier_id: 'm2', name: 'Bacon', quantity: 1, price: 250 }],
        },
      ],
    });
  });

  it('accepts a flat product list and feeds computeOrderTotals', () => {
    const result = priceCombos([burger], [combo()]);
    if (!result.ok) throw new Error('expected ok');
    const totals = computeOrderTotals({
      combos: comboPriceInputs(result.combos),
      deliveryPrice: 0,
      serviceFee: 0,
      discounts: [],
    });
    expect(totals.combos_price).toBe(2 * (1000 + 400));
  });

  it.each([
    [
      'unknown product',
      combo({ product_id: 'nope' }),
      { kind: 'unknown_product', index: 0, productId: 'nope' },
    ],
    [
      'invisible product',
      combo({ product_id: 'p2' }),
      { kind: 'invisible_product', index: 0, productId: 'p2' },
    ],
    [
      'unknown variant',
      combo({ variant_id: 'zz' }),
      { kind: 'unknown_variant', index: 0, productId: 'p1', variantId: 'zz' },
    ],
    [
      'variant hidden by the choice rules',
      combo({ variant_id: 'v3' }),
      { kind: 'invisible_variant', index: 0, productId: 'p1', variantId: 'v3' },
    ],
    [
      'unknown modifier',
      combo({ modifiers: [{ modifier_id: 'mx', quantity: 1 }] }),
      { kind: 'unknown_modifier', index: 0, productId: 'p1', modifierId: 'mx' },
    ],
    [
      'required group empty',
      combo({ modifiers: [] }),
      { kind: 'modifier_rule', index: 0, productId: 'p1', groupId: 'g1', rule: 'required' },
    ],
    [
      'group above max',
      combo({ modifiers: [{ modifier_id: 'm1', quantity: 3 }] }),
      { kind: 'modifier_rule', index: 0, productId: 'p1', groupId: 'g1', rule: 'max' },
    ],
    ['quantity 0', combo({ quantity: 0 }), { kind: 'invalid_quantity', index: 0, quantity: 0 }],
    [
      'quantity above 100',
      combo({ quantity: 101 }),
      { kind: 'invalid_quantity', index: 0, quantity: 101 },
    ],
    [
      'fractional quantity',
      combo({ quantity: 1.5 }),
      { kind: 'invalid_quantity', index: 0, quantity: 1.5 },
    ],
  ])('rejects: %s', (_name, bad, error) => {
    expect(priceCombos(catalogue, [bad])).toEqual({ ok: false, error });
  });

  it('names the index of the first bad combo', () => {
    const result = priceCombos(catalogue, [combo(), combo({ product_id: 'nope' })]);
    expect(result.ok ? null : result.error.index).toBe(1);
  });
});

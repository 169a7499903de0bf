import { describe, expect, it } from 'vitest';
import {
  serviceFeeOf,
  serviceFeeRemovable,
  assignedPaymentFields,
  cartTotal,
  checkoutTotal,
  chooseVariants,
  couponDiscount,
  deliveryPrice,
  discountPercent,
  displayedPrice,
  isFreeDeliveryOrder,
  minimumForFreeIsValid,
  orderDiscountAmount,
  orderItemPrice,
  paymentFee,
  roundMinor,
  tipAmount,
} from './pricing';
import { deliverySettings, line, variant } from './catalogue.fixtures';
import type { DeliverySettings } from './types';

describe('§5.6 rounding to whole minor units (half away from zero)', () => {
  it.each([
    [2.5, 3],
    [2.4999, 2],
    [-2.5, -3],
    [0.5, 1],
    [30.450000000000003, 30],
    [(2.9 * 1050) / 100, 30],
    [(1.5 * 1010) / 100, 15],
    [(1.4 * 2750) / 100, 39],
    [Number.NaN, 0],
    [-0.2, 0],
  ])('roundMinor(%d) → %d', (value, expected) => {
    expect(roundMinor(value)).toBe(expected);
  });
});

describe('§5.6 variant choice', () => {
  const a = variant({ id: 'a', price: null, original_price: 1200, selected: false });
  const named = variant({
    id: 'b',
    name: 'Large',
    price: null,
    original_price: 0,
    selected: false,
  });
  const free = variant({ id: 'c', name: null, price: null, original_price: 0, selected: false });
  const unpriced = variant({ id: 'd', price: null, original_price: null, selected: true });
  const unpriced2 = variant({ id: 'e', price: null, original_price: null, selected: false });
  // docs/menu-format.md's example: Small 9.50 with no original price, Large 13.50 down from 15.00.
  const small = variant({ id: 's', name: 'Small', price: 950, original_price: null });
  const large = variant({ id: 'l', name: 'Large', price: 1350, original_price: 1500 });

  it.each([
    ['rule 1: exactly one variant is used as it is', [free], ['c']],
    ['rule 2: numeric original_price > 0 or a name', [a, named, free, unpriced], ['a', 'b']],
    ['rule 3: otherwise the selected ones', [free, unpriced, unpriced2], ['d']],
    ['rule 3 with nothing selected yields none', [free, unpriced2], []],
    // Issue [16/21] item 2: a variant's own price keeps it on offer, whatever its siblings'
    // discounts.
    ['a priced variant is offered beside a discounted sibling', [small, large], ['s', 'l']],
    [
      'priced variants with no original price at all',
      [small, { ...large, original_price: null }],
      ['s', 'l'],
    ],
    ['priced variants keep their order', [large, small], ['l', 's']],
  ])('%s', (_name, product_variants, ids) => {
    expect(chooseVariants({ product_variants }).map((v) => v.id)).toEqual(ids);
  });
});

describe('§5.6 displayed price and discount percent', () => {
  it.each([
    [1000, 1500, 1000],
    [null, 1500, 1500],
    [null, null, 0],
    [0, 1500, 0],
  ])('displayedPrice(price %s, original %s) → %i', (price, original_price, expected) => {
    expect(displayedPrice({ price, original_price })).toBe(expected);
  });

  it.each([
    [750, 1000, 25],
    [666, 1000, 33],
    [665, 1000, 34],
    [1000, 1000, 0],
    [1200, 1000, 0],
    [500, 0, 0],
    [null, 1000, 0],
    [500, null, 0],
  ])('discountPercent(price %s, original %s) → %i', (price, original_price, expected) => {
    expect(discountPercent({ price, original_price })).toBe(expected);
  });
});

describe('§5.6 item price and cart total', () => {
  it('order item price = variant price + modifiers price', () => {
    expect(orderItemPrice(1000, 250)).toBe(1250);
  });

  it.each([
    ['empty cart', [], 0],
    ['one line', [line({ quantity: 2, price: 1000, modifiersPrice: 150 })], 2300],
    [
      'two lines',
      [line({ quantity: 1, price: 999 }), line({ quantity: 3, price: 100, comment: 'x' })],
      1299,
    ],
  ])('%s', (_name, lines, expected) => {
    expect(cartTotal(lines)).toBe(expected);
  });
});

describe('§5.6 coupon discount and order discount amount', () => {
  it.each([
    ['percentage of items', { discount_type: 'percentage' as const, value: 10 }, 2345, 235],
    ['fixed value', { discount_type: 'fixed' as const, value: 500 }, 2345, 500],
    [
      'fixed above the items total is capped',
      { discount_type: 'fixed' as const, value: 5000 },
      2345,
      2345,
    ],
    ['negative value counts as 0', { discount_type: 'fixed' as const, value: -300 }, 2345, 0],
    [
      'negative items total counts as 0',
      { discount_type: 'percentage' as const, value: 10 },
      -100,
      0,
    ],
    ['no coupon', null, 2345, 0],
  ])('%s', (_name, coupon, itemsTotal, expected) => {
    expect(couponDiscount(coupon, itemsTotal)).toBe(expected);
  });

  it('ignores usage_limit and coupons_used: validity (§5.5, usage_limit 0 = unlimited) is coupons.ts’s job', () => {
    const coupon = {
      discount_type: 'fixed' as const,
      value: 300,
      usage_limit: 0,
      coupons_used: 50,
    };
    expect(couponDiscount(coupon, 1000)).toBe(300);
  });

  it('accepts cart lines as the base', () => {
    expect(
      couponDiscount({ discount_type: 'percentage', value: 50 }, [
        line({ quantity: 2, price: 1001 }),
      ]),
    ).toBe(1001);
  });

  it.each([
    [{ type: 'AMOUNT' as const, value: 300 }, 5000, 300],
    [{ type: 'PERCENTAGE' as const, value: 15 }, 5000, 750],
    [{ type: 'PERCENTAGE' as const, value: 12.5 }, 1001, 125],
    [{ type: 'PERCENTAGE' as const, value: -10 }, 5000, 0],
    [null, 5000, 0],
  ])('orderDiscountAmount(%o, %i) → %i', (discount, total, expected) => {
    expect(orderDiscountAmount(discount, total)).toBe(expected);
  });
});

describe('§5.6 delivery price and the free-delivery rule', () => {
  it.each([
    ['below the minimum pays the given price', true, 5000, 4999, 700, 300, 700],
    ['exactly the minimum is free', true, 5000, 5000, 700, 300, 0],
    ['above the minimum is free', true, 5000, 9000, 700, 300, 0],
    ['an invalid minimum is ignored', false, 5000, 9000, 700, 300, 700],
    ['area price when no price is given', true, 5000, 10, null, 300, 300],
    ['0 when neither is known', false, null, 10, null, null, 0],
    ['negative given price counts as 0', false, null, 10, -50, 300, 0],
  ])(
    '%s',
    (_name, minimumForFreeValid, minimumForFree, itemsTotal, givenPrice, areaPrice, expected) => {
      expect(
        deliveryPrice({ minimumForFreeValid, minimumForFree, itemsTotal, givenPrice, areaPrice }),
      ).toBe(expected);
    },
  );

  it.each([
    [null, false],
    [0, false],
    [-1, false],
    [1, true],
    [5000, true],
  ])('minimum_amount_for_free %s is valid → %s', (minimum, expected) => {
    expect(minimumForFreeIsValid(minimum)).toBe(expected);
  });

  const s = (prices: DeliverySettings['prices'], min: number | null = null) =>
    deliverySettings(prices, { minimum_amount_for_free: min });
  it.each([
    [
      'combos at the minimum',
      { delivery_price: 0, combos_price: 5000 },
      s({ type: 'areas' }, 5000),
      true,
    ],
    [
      'combos under the minimum',
      { delivery_price: 0, combos_price: 4999 },
      s({ type: 'areas' }, 5000),
      false,
    ],
    [
      'fixed type with price 0',
      { delivery_price: 0, combos_price: 10 },
      s({ type: 'fixed', fixed: { price: 0 } }),
      true,
    ],
    [
      'fixed type with a price',
      { delivery_price: 0, combos_price: 10 },
      s({ type: 'fixed', fixed: { price: 500 } }),
      false,
    ],
    [
      'distance with both 0',
      { delivery_price: 0, combos_price: 10 },
      s({ type: 'distance', distance: { price_per_km: 0, starting_price: 0 } }),
      true,
    ],
    [
      'distance with a starting price',
      { delivery_price: 0, combos_price: 10 },
      s({ type: 'distance', distance: { price_per_km: 0, starting_price: 100 } }),
      false,
    ],
    [
      'a charged delivery is never free',
      { delivery_price: 300, combos_price: 9000 },
      s({ type: 'fixed', fixed: { price: 0 } }, 1),
      false,
    ],
    [
      'ranges with price 0 reads "to be defined"',
      { delivery_price: 0, combos_price: 10 },
      s({ type: 'ranges' }),
      false,
    ],
  ])('%s', (_name, order, settings, expected) => {
    expect(isFreeDeliveryOrder(order, settings)).toBe(expected);
  });
});

describe('§5.6 payment fee, tip and checkout total', () => {
  it.each([
    [3.5, 10000, 350],
    [2.9, 1050, 30],
    [1.5, 1010, 15],
    [5, 1010, 51],
    [1.4, 2750, 39], // exactly 38.5, which floats compute as 38.49999999999999
    [2.3, 1500, 35],
    [0, 10000, 0],
    [-2, 10000, 0],
    [3, -500, 0],
  ])('paymentFee(%d%%, %i) → %i', (fee, total, expected) => {
    expect(paymentFee(fee, total)).toBe(expected);
  });

  it.each([
    ['tips active', { orderTotal: 10000, tip: 1000, tipsActive: true, paymentFee: 350 }, 11350],
    [
      'tips inactive ignore the tip',
      { orderTotal: 10000, tip: 1000, tipsActive: false, paymentFee: 350 },
      10350,
    ],
    [
      'negative tip counts as 0',
      { orderTotal: 10000, tip: -1000, tipsActive: true, paymentFee: 0 },
      10000,
    ],
  ])('%s', (_name, input, expected) => {
    expect(checkoutTotal(input)).toBe(expected);
  });

  const pct = { active: true, type: 'percentage' as const };
  const amt = { active: true, type: 'amount' as const };
  it.each([
    ['percentage option', pct, { kind: 'option' as const, value: 10 }, 2345, 235],
    ['amount option', amt, { kind: 'option' as const, value: 500 }, 2345, 500],
    ['custom amount', pct, { kind: 'custom' as const, amount: 321 }, 2345, 321],
    ['none', pct, { kind: 'none' as const }, 2345, 0],
    ['tips inactive', { ...pct, active: false }, { kind: 'option' as const, value: 10 }, 2345, 0],
    ['negative custom', amt, { kind: 'custom' as const, amount: -5 }, 2345, 0],
  ])('tipAmount: %s', (_name, settings, choice, base, expected) => {
    expect(tipAmount(settings, choice, base)).toBe(expected);
  });
});

describe('§5.6 assigned payment fields', () => {
  const method = (code: string) => ({ id: 'pm1', code, description: 'desc', payment_code: null });
  it.each([
    ['cash with a tip', 'cash', 500, true, true],
    ['cash without a tip', 'cash', 0, true, false],
    ['card with a tip', 'card', 500, false, true],
    ['card without a tip', 'card', 0, false, false],
  ])('%s', (_name, code, tip, hasReceived, hasTip) => {
    const out = assignedPaymentFields({
      method: method(code),
      feeAmount: 10,
      billAmount: 1000,
      receivedAmount: 2000,
      tip,
      tipType: 'percentage',
    });
    expect('received_amount' in out).toBe(hasReceived);
    expect('tip_type' in out && 'tip_value' in out).toBe(hasTip);
    expect(out.bill_amount).toBe(1000);
    if (hasReceived) expect(out.received_amount).toBe(2000);
    if (hasTip) expect(out.tip_value).toBe(tip);
  });
});

describe('§3 order settings: service fee (a percentage of the items subtotal)', () => {
  it.each([
    ['no entry', undefined, 2500, 0],
    ['no service fee', { service_fee: null }, 2500, 0],
    ['10 % of 25.00', { service_fee: { value: 10, optional: true } }, 2500, 250],
    [
      '12.5 % of 9.99 rounds half away from zero',
      { service_fee: { value: 12.5, optional: false } },
      999,
      125,
    ],
    ['0 %', { service_fee: { value: 0, optional: false } }, 2500, 0],
  ])('%s', (_name, entry, itemsTotal, expected) => {
    expect(serviceFeeOf(entry, itemsTotal)).toBe(expected);
  });
});

describe('a service fee the diner removes (issue [16/21] item 5)', () => {
  const optional = { service_fee: { value: 10, optional: true } };
  const required = { service_fee: { value: 10, optional: false } };

  it.each([
    ['an optional fee', optional, true],
    ['a required fee', required, false],
    ['no fee', { service_fee: null }, false],
    ['a 0 % fee, even optional', { service_fee: { value: 0, optional: true } }, false],
    ['no entry', undefined, false],
  ])('%s is removable: %s', (_name, entry, expected) => {
    expect(serviceFeeRemovable(entry)).toBe(expected);
  });

  it('removing an optional fee makes it 0; a required fee stays whatever is asked', () => {
    expect(serviceFeeOf(optional, 2500, true)).toBe(0);
    expect(serviceFeeOf(optional, 2500, false)).toBe(250);
    expect(serviceFeeOf(required, 2500, true)).toBe(250);
  });
});

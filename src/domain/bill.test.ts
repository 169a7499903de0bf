import { describe, expect, it } from 'vitest';
import { billLines, billOf } from './bill';
import type { BillOrder } from './bill';
import type { AssignedPayment } from './types';

const payment = (extra: Partial<AssignedPayment>): BillOrder['meta_data'] => ({
  assigned_payment: {
    payment_method_id: 'm1',
    payment_method_code: 'card',
    payment_method_description: null,
    payment_method_payment_code: null,
    fee_amount: 0,
    bill_amount: 0,
    ...extra,
  },
});

const order = (o: Partial<BillOrder>): BillOrder => ({
  total: 0,
  combos_price: 0,
  delivery_price: 0,
  service_fee: 0,
  meta_data: {},
  ...o,
});

describe('§5.6 the bill: what the diner pays, line by line', () => {
  it.each<[string, BillOrder, [string, number][]]>([
    [
      'issue [16/21] item 4: a $29.69 order with a $5 tip paid by card is $34.69',
      order({ total: 2969, combos_price: 2969, meta_data: payment({ tip_value: 500 }) }),
      [
        ['subtotal', 2969],
        ['tip', 500],
        ['total', 3469],
      ],
    ],
    [
      'a coupon, delivery, a service fee, a tip and a payment fee',
      order({
        total: 5000 - 500 + 300 + 250,
        combos_price: 5000,
        delivery_price: 300,
        service_fee: 250,
        meta_data: payment({ tip_value: 700, fee_amount: 120 }),
      }),
      [
        ['subtotal', 5000],
        ['discount', -500],
        ['delivery', 300],
        ['service_fee', 250],
        ['tip', 700],
        ['payment_fee', 120],
        ['total', 5050 + 700 + 120],
      ],
    ],
    [
      'no payment chosen yet: the order total',
      order({ total: 1200, combos_price: 1200 }),
      [
        ['subtotal', 1200],
        ['total', 1200],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(billLines(input).map((l) => [l.kind, l.amount])).toEqual(expected);
  });

  it('the total is the sum of the lines above it', () => {
    const input = order({
      total: 8000,
      combos_price: 9000,
      delivery_price: 500,
      service_fee: 0,
      meta_data: payment({ tip_value: 1169 }),
    });
    const lines = billLines(input);
    const total = lines.find((l) => l.kind === 'total')?.amount;
    const sum = lines.filter((l) => l.kind !== 'total').reduce((s, l) => s + l.amount, 0);
    expect(total).toBe(sum);
    expect(billOf(input).paid).toBe(9169);
  });

  it('ignores a negative or unreadable tip or fee', () => {
    const input = order({
      total: 1000,
      combos_price: 1000,
      meta_data: payment({ tip_value: -5, fee_amount: Number.NaN }),
    });
    expect(billOf(input)).toMatchObject({ tip: 0, paymentFee: 0, paid: 1000 });
  });
});

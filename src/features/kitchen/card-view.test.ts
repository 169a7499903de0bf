// The kitchen card's numbers (§5.6 checkout total, tip, cash and change) and its phone.
import { describe, expect, it } from 'vitest';
import type { AssignedPayment } from '../../domain/types';
import { cardMoney, phoneLink } from './card-view';

const cash: AssignedPayment = {
  payment_method_id: 'm1',
  payment_method_code: 'cash',
  payment_method_description: null,
  payment_method_payment_code: null,
  fee_amount: 0,
  bill_amount: 0,
};
const card: AssignedPayment = { ...cash, payment_method_code: 'card', payment_method_id: 'm2' };

function money(total: number, payment?: Partial<AssignedPayment> & { base?: AssignedPayment }) {
  const { base = cash, ...rest } = payment ?? {};
  return cardMoney({
    total,
    combos_price: total,
    delivery_price: 0,
    service_fee: 0,
    meta_data: payment ? { assigned_payment: { ...base, ...rest } } : {},
  });
}

describe('cardMoney (§5.6: the diner pays total + tip + payment fee)', () => {
  it.each([
    ['no payment yet', money(34_000), { paid: 34_000, tip: 0, paymentFee: 0, cash: null }],
    [
      'the issue: $340 + $20 tip, cash, no amount given (server stores the bill)',
      money(34_000, { tip_value: 2_000, bill_amount: 36_000, received_amount: 36_000 }),
      { paid: 36_000, tip: 2_000, paymentFee: 0, cash: { received: 36_000, change: 0 } },
    ],
    [
      'cash with change to give',
      money(34_000, { tip_value: 2_000, received_amount: 40_000 }),
      { paid: 36_000, tip: 2_000, paymentFee: 0, cash: { received: 40_000, change: 4_000 } },
    ],
    [
      'a payment fee counts in what is paid',
      money(10_000, { base: card, tip_value: 1_000, fee_amount: 350 }),
      { paid: 11_350, tip: 1_000, paymentFee: 350, cash: null },
    ],
    [
      'cash that does not cover the fee: no change to give',
      money(10_000, { fee_amount: 200, received_amount: 10_000 }),
      { paid: 10_200, tip: 0, paymentFee: 200, cash: { received: 10_000, change: null } },
    ],
    [
      'a received amount on a non-cash method is ignored',
      money(10_000, { base: card, received_amount: 20_000 }),
      { paid: 10_000, tip: 0, paymentFee: 0, cash: null },
    ],
    [
      'cash without received_amount shows no cash block',
      money(5_000, {}),
      { paid: 5_000, tip: 0, paymentFee: 0, cash: null },
    ],
    [
      'negative or broken tip and fee count as 0',
      money(5_000, { tip_value: -100, fee_amount: Number.NaN, received_amount: 5_000 }),
      { paid: 5_000, tip: 0, paymentFee: 0, cash: { received: 5_000, change: 0 } },
    ],
  ])('%s', (_label, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('phoneLink', () => {
  it.each([
    ['+12025550143', { text: '+1 202 555 0143', href: 'tel:+12025550143' }],
    ['+5511912345678', { text: '+55 11 91234 5678', href: 'tel:+5511912345678' }],
    ['  +971501234567 ', { text: '+971 50 123 4567', href: 'tel:+971501234567' }],
    ['555-0143 ext', { text: '555-0143 ext', href: 'tel:5550143' }],
    ['', null],
    [null, null],
    ['n/a', null],
  ])('%j → %j', (phone, expected) => {
    expect(phoneLink(phone)).toEqual(expected);
  });
});

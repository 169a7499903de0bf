// What the diner pays for an order, line by line (§5.6): the items, the discounts, delivery, the
// service fee, the tip and the payment method's fee, then the total they add up to. One rule for
// every screen that shows an order's money: the tracking page lists every line, the kitchen card
// shows what the diner pays with the tip and the fee (issue [16/21] item 4).
import { checkoutTotal } from './pricing';
import type { Order } from './types';

export type BillLineKind =
  'subtotal' | 'discount' | 'delivery' | 'service_fee' | 'tip' | 'payment_fee' | 'total';

export interface BillLine {
  kind: BillLineKind;
  /** Minor units; a discount is negative. */
  amount: number;
}

export interface Bill {
  subtotal: number;
  /** What the discounts took off, as a positive amount. */
  discount: number;
  delivery: number;
  serviceFee: number;
  tip: number;
  paymentFee: number;
  /** What the diner pays: the order total + tip + payment fee (§5.6 checkout total). */
  paid: number;
}

export type BillOrder = Pick<
  Order,
  'total' | 'combos_price' | 'delivery_price' | 'service_fee' | 'meta_data'
>;

const amount = (value: number | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** The order's bill as the server priced and stored it. */
export function billOf(order: BillOrder): Bill {
  const payment = order.meta_data?.assigned_payment;
  const tip = amount(payment?.tip_value);
  const paymentFee = amount(payment?.fee_amount);
  const subtotal = amount(order.combos_price);
  const delivery = amount(order.delivery_price);
  const serviceFee = amount(order.service_fee);
  // The total already has the discounts taken off (order-totals.ts): they are what is missing.
  const discount = Math.max(0, subtotal + delivery + serviceFee - order.total);
  // The server only stores a tip where tips are on, so a stored tip always counts.
  const paid = checkoutTotal({ orderTotal: order.total, tip, tipsActive: true, paymentFee });
  return { subtotal, discount, delivery, serviceFee, tip, paymentFee, paid };
}

/** The lines to show, in order; a line that is zero is left out, the subtotal and total never. */
export function billLines(order: BillOrder): BillLine[] {
  const bill = billOf(order);
  const optional: [BillLineKind, number][] = [
    ['discount', -bill.discount],
    ['delivery', bill.delivery],
    ['service_fee', bill.serviceFee],
    ['tip', bill.tip],
    ['payment_fee', bill.paymentFee],
  ];
  return [
    { kind: 'subtotal', amount: bill.subtotal },
    ...optional
      .filter(([, value]) => value !== 0)
      .map(([kind, value]) => ({ kind, amount: value })),
    { kind: 'total', amount: bill.paid },
  ];
}

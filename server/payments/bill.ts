// What a payment must take for an order (§5.6): the bill (total plus tip) plus the method's fee,
// in the order's currency, for the method assigned to it. Every path that marks an order paid
// compares what the provider took with this, read from the order at that moment (issue [14/21]).
import type { Money } from '../../src/domain/payment-state';
import type { AssignedPayment } from '../../src/domain/types';
import { metaData } from '../db/repositories/orders';
import type { OrderRow } from '../db/repositories/orders';

/** The §5.6 checkout total a payment must take: the bill (total plus tip) plus the fee. */
export const amountOf = (assigned: Pick<AssignedPayment, 'bill_amount' | 'fee_amount'>): number =>
  Math.round(assigned.bill_amount + assigned.fee_amount);

/**
 * What the order asks of a payment by `paymentMethodId` now; null when the order has no payment
 * assigned or another method (the diner switched to cash, say): then no money pays it.
 */
export function billFor(
  row: Pick<OrderRow, 'meta_data' | 'currency'>,
  paymentMethodId: string,
): Money | null {
  const assigned = metaData(row).assigned_payment;
  if (assigned?.payment_method_id !== paymentMethodId) return null;
  return { amount: amountOf(assigned), currency: row.currency };
}

// A draft priced again after something on its bill changed: a discount applied (apply-discount.ts)
// or the service fee removed or taken back (update-order.ts). The total comes from
// computeOrderTotals over the stored lines, and an assigned payment is repriced with it.
import type { Kysely } from 'kysely';
import { computeOrderTotals } from '../../src/domain/order-totals';
import type { ServiceType } from '../../src/domain/types';
import { toJson } from '../db/json';
import { listOrderItems } from '../db/repositories/order-items';
import { metaData } from '../db/repositories/orders';
import type { OrderRow, StoredDiscount } from '../db/repositories/orders';
import { getPaymentMethod } from '../db/repositories/payment-methods';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { repriced } from './payment';

export interface Repricing {
  /** The discounts to price with; the row's own when not given. */
  discounts: StoredDiscount[];
  serviceFee: number;
}

export async function repriceDraft(
  db: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  change: Repricing,
): Promise<{ total: number; service_fee: number; meta_data: string }> {
  const items = await listOrderItems(db, ctx.company.id, row.id);
  const { total, service_fee } = computeOrderTotals({
    combos: items.map((i) => ({
      variantPrice: i.variant_price,
      modifiersPrice: i.modifiers_price,
      quantity: i.quantity,
    })),
    deliveryPrice: row.delivery_price,
    serviceFee: change.serviceFee,
    discounts: change.discounts,
  });
  const meta = metaData(row);
  const previous = meta.assigned_payment;
  if (!previous) return { total, service_fee, meta_data: row.meta_data };
  const method = await getPaymentMethod(db, ctx.company.id, previous.payment_method_id);
  const payment = repriced(ctx, row.service_type as ServiceType, previous, method, total);
  const meta_data = toJson(payment ? { ...meta, assigned_payment: payment } : {});
  return { total, service_fee, meta_data };
}

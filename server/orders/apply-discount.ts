// POST …/apply-discount (§7.3): one coupon and one loyalty reward at most per order; applying
// another of the same kind replaces it. A draft holds nothing, so this only checks the coupon or
// reward and records it: the use and the points are taken when the order is placed
// (placement.ts). The total is recomputed with computeOrderTotals, and an assigned payment is
// repriced with it (reprice.ts).
import type { Kysely } from 'kysely';
import type { Order } from '../../src/domain/types';
import {
  discountsJson,
  getOrder,
  orderFromRow,
  storedDiscounts,
  updateOpenOrder,
} from '../db/repositories/orders';
import type { Database } from '../db/schema';
import { loadOrderContext } from './context';
import { couponDiscount, rewardDiscount } from './discount-choice';
import { missing } from './errors';
import type { ApplyDiscountRequest } from './schemas';
import { notOpenAnymore } from './placement';
import { repriceDraft } from './reprice';
import { openOrder } from './update-order';

export async function applyDiscount(
  trx: Kysely<Database>,
  companyId: string,
  body: ApplyDiscountRequest,
  clientSecret: string | null,
  now: Date = new Date(),
): Promise<Order> {
  const ctx = await loadOrderContext(trx, companyId, now);
  const row = await openOrder(trx, companyId, body.order_id);
  const clientId = 'client_id' in body ? body.client_id : null;
  const discount =
    'coupon_code' in body
      ? await couponDiscount(trx, ctx, row, body.coupon_code)
      : await rewardDiscount(trx, ctx, row, body.reward_id, body.client_id, clientSecret);
  const current = storedDiscounts(row);
  const replaced = current.find((d) => d.modality === discount.modality);
  if (replaced?.source_id !== discount.source_id) {
    const discounts = [...current.filter((d) => d !== replaced), discount];
    const { total, meta_data } = await repriceDraft(trx, ctx, row, {
      discounts,
      serviceFee: row.service_fee,
    });
    const changes = {
      discounts: discountsJson(discounts),
      total,
      meta_data,
      client_id: row.client_id ?? clientId,
      updated_at: now.toISOString(),
    };
    const updated = await updateOpenOrder(trx, companyId, row.id, changes);
    if (!updated) throw await notOpenAnymore(trx, companyId, row.id);
    // The row as the update left it (RETURNING): no need to read it again.
    return orderFromRow(trx, updated);
  }
  const order = await getOrder(trx, companyId, row.id);
  if (!order) throw missing('Order');
  return order;
}

// POST …/apply-discount (§7.3): one coupon and one loyalty reward at most per order; applying
// another of the same kind replaces it, and `reward_id: null` takes the reward off (ours). A draft holds nothing, so this only checks the coupon or
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
import type { OrderRow, StoredDiscount } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import type { OrderContext } from './context';
import { loadOrderContext } from './context';
import { couponDiscount, rewardDiscount } from './discount-choice';
import { missing } from './errors';
import type { ApplyDiscountRequest } from './schemas';
import { notOpenAnymore } from './placement';
import { repriceDraft } from './reprice';
import { openOrder } from './update-order';

/** The draft with these discounts, priced again and stored. */
async function withDiscounts(
  trx: Kysely<Database>,
  ctx: OrderContext,
  row: OrderRow,
  discounts: StoredDiscount[],
  clientId: string | null,
): Promise<Order> {
  const { total, meta_data } = await repriceDraft(trx, ctx, row, {
    discounts,
    serviceFee: row.service_fee,
  });
  const changes = {
    discounts: discountsJson(discounts),
    total,
    meta_data,
    client_id: row.client_id ?? clientId,
    updated_at: ctx.now.toISOString(),
  };
  const companyId = ctx.company.id;
  const updated = await updateOpenOrder(trx, companyId, row.id, changes);
  if (!updated) throw await notOpenAnymore(trx, companyId, row.id);
  // The row as the update left it (RETURNING): no need to read it again.
  return orderFromRow(trx, updated);
}

async function unchanged(trx: Kysely<Database>, companyId: string, id: string): Promise<Order> {
  const order = await getOrder(trx, companyId, id);
  if (!order) throw missing('Order');
  return order;
}

export async function applyDiscount(
  trx: Kysely<Database>,
  companyId: string,
  body: ApplyDiscountRequest,
  clientSecret: string | null,
  now: Date = new Date(),
): Promise<Order> {
  const ctx = await loadOrderContext(trx, companyId, now);
  const row = await openOrder(trx, companyId, body.order_id);
  const current = storedDiscounts(row);
  if ('reward_id' in body && body.reward_id === null) {
    // Taking the reward off: a draft never held its points, so nothing is given back.
    const kept = current.filter((d) => d.modality !== 'FIDELITY');
    if (kept.length === current.length) return unchanged(trx, companyId, row.id);
    return withDiscounts(trx, ctx, row, kept, null);
  }
  const discount =
    'coupon_code' in body
      ? await couponDiscount(trx, ctx, row, body.coupon_code)
      : await rewardDiscount(trx, ctx, row, body.reward_id, body.client_id, clientSecret);
  const replaced = current.find((d) => d.modality === discount.modality);
  if (replaced?.source_id === discount.source_id) return unchanged(trx, companyId, row.id);
  const discounts = [...current.filter((d) => d !== replaced), discount];
  const clientId = 'client_id' in body ? (body.client_id ?? null) : null;
  return withDiscounts(trx, ctx, row, discounts, clientId);
}

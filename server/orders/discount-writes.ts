// The side effects of a discount, taken in the transaction that places the order: a coupon use
// (bounded by usage_limit) and the loyalty points a reward spends (bounded by the balance).
// Both are conditional UPDATEs, so concurrent orders cannot overdraw either.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function useCoupon(
  trx: Kysely<Database>,
  companyId: string,
  couponId: string,
): Promise<boolean> {
  const result = await trx
    .updateTable('coupons')
    .set({ coupons_used: sql<number>`coupons_used + 1` })
    .where('company_id', '=', companyId)
    .where('id', '=', couponId)
    .where((eb) =>
      eb.or([eb('usage_limit', '<=', 0), eb('coupons_used', '<', eb.ref('usage_limit'))]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function releaseCoupon(
  trx: Kysely<Database>,
  companyId: string,
  couponId: string,
): Promise<void> {
  await trx
    .updateTable('coupons')
    .set({ coupons_used: sql<number>`coupons_used - 1` })
    .where('company_id', '=', companyId)
    .where('id', '=', couponId)
    .where('coupons_used', '>', 0)
    .execute();
}

/** Negative `points` refunds. False when the balance is too low to spend. */
export async function movePoints(
  trx: Kysely<Database>,
  companyId: string,
  clientId: string,
  points: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('clients')
    .set({ available_points: sql<number>`available_points - ${points}` })
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .where('available_points', '>=', Math.max(points, 0))
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Takes earned points back (a cancelled order). The client may have spent them already: the
 * balance stops at 0 rather than going negative.
 */
export async function takeBackPoints(
  trx: Kysely<Database>,
  companyId: string,
  clientId: string,
  points: number,
): Promise<void> {
  if (points <= 0) return;
  await trx
    .updateTable('clients')
    .set({
      available_points: sql<number>`CASE WHEN available_points > ${points} THEN available_points - ${points} ELSE 0 END`,
    })
    .where('company_id', '=', companyId)
    .where('id', '=', clientId)
    .execute();
}

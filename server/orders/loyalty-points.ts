// Loyalty points are earned once, when an order reaches FINALIZED, by the program's rule
// (src/domain/loyalty.ts pointsEarnedFor). The conditional write on loyalty_points_earned makes
// a repeated or concurrent FINALIZED earn nothing more. Cancelling takes them back
// (placement.ts undoPlacement).
import type { Kysely } from 'kysely';
import { pointsEarnedFor } from '../../src/domain/loyalty';
import { getLoyaltySettings } from '../db/repositories/loyalty';
import { getOrderRow } from '../db/repositories/orders';
import type { Database } from '../db/schema';
import { movePoints } from './discount-writes';

/** Credits the order's client; returns the points earned now (0 when none or already). */
export async function earnPoints(
  trx: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<number> {
  const row = await getOrderRow(trx, companyId, orderId);
  if (!row?.client_id || row.status !== 'FINALIZED' || row.loyalty_points_earned > 0) return 0;
  const points = pointsEarnedFor(await getLoyaltySettings(trx, companyId), row);
  if (points <= 0) return 0;
  const marked = await trx
    .updateTable('orders')
    .set({ loyalty_points_earned: points })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .where('loyalty_points_earned', '=', 0)
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return 0;
  // A negative move credits (discount-writes.ts).
  await movePoints(trx, companyId, row.client_id, -points);
  return points;
}

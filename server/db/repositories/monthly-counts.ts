// §6 monthly order limit: orders placed per company and calendar month ('yyyy-MM' in the
// company's timezone, src/domain/plans.ts usageMonth). A new month is a new row, so the count
// resets by itself. The conditional increment is the check: two placements racing for the last
// slot cannot both pass (PostgreSQL locks the row; SQLite serializes writes).
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export async function monthlyOrderCount(
  db: Kysely<Database>,
  companyId: string,
  month: string,
): Promise<number> {
  const row = await db
    .selectFrom('monthly_order_counts')
    .select('count')
    .where('company_id', '=', companyId)
    .where('month', '=', month)
    .executeTakeFirst();
  return row ? Number(row.count) : 0;
}

/** Counts one placement; false when `limit` (null: none) is already reached. */
export async function takeMonthlySlot(
  trx: Kysely<Database>,
  companyId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  await trx
    .insertInto('monthly_order_counts')
    .values({ company_id: companyId, month, count: 0 })
    .onConflict((oc) => oc.columns(['company_id', 'month']).doNothing())
    .execute();
  let update = trx
    .updateTable('monthly_order_counts')
    .set({ count: sql<number>`count + 1` })
    .where('company_id', '=', companyId)
    .where('month', '=', month);
  if (limit !== null) update = update.where('count', '<', limit);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Gives a placement's slot back (its payment failed or expired, issue [10/13]). */
export async function releaseMonthlySlot(
  trx: Kysely<Database>,
  companyId: string,
  month: string,
): Promise<void> {
  await trx
    .updateTable('monthly_order_counts')
    .set({ count: sql<number>`count - 1` })
    .where('company_id', '=', companyId)
    .where('month', '=', month)
    .where('count', '>', 0)
    .execute();
}

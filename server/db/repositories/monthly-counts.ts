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

/**
 * Counts one placement; false when `limit` (null: none) is already reached. One statement: the
 * month's first placement inserts its row, every other one increments it while under the limit.
 */
export async function takeMonthlySlot(
  trx: Kysely<Database>,
  companyId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  if (limit !== null && limit <= 0) return false;
  const result = await trx
    .insertInto('monthly_order_counts')
    .values({ company_id: companyId, month, count: 1 })
    .onConflict((oc) => {
      const increment = oc
        .columns(['company_id', 'month'])
        .doUpdateSet({ count: sql<number>`monthly_order_counts.count + 1` });
      return limit === null ? increment : increment.where('monthly_order_counts.count', '<', limit);
    })
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
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

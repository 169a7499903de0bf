// §7.5 order ratings: one per order, unique per (company, order).
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';

export interface OrderRating {
  order_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
}

export async function getOrderRating(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderRating | null> {
  const row = await db
    .selectFrom('order_ratings')
    .select(['order_id', 'rating', 'comment', 'created_at'])
    .where('company_id', '=', companyId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return row ?? null;
}

/** Null when the order already has a rating (the unique constraint decides, race-safe). */
export async function insertOrderRating(
  db: Kysely<Database>,
  companyId: string,
  input: { order_id: string; rating: number; comment: string | null },
  now: Date,
): Promise<OrderRating | null> {
  const row = { ...input, created_at: now.toISOString() };
  const result = await db
    .insertInto('order_ratings')
    .values({ id: randomUUID(), company_id: companyId, ...row })
    .onConflict((oc) => oc.columns(['company_id', 'order_id']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n ? row : null;
}

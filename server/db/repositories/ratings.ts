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

/** The ratings of these orders, by order id (the kitchen board's finished cards). */
export async function ratingsOf(
  db: Kysely<Database>,
  companyId: string,
  orderIds: readonly string[],
): Promise<Map<string, OrderRating>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_ratings')
    .select(['order_id', 'rating', 'comment', 'created_at'])
    .where('company_id', '=', companyId)
    .where('order_id', 'in', [...orderIds])
    .execute();
  return new Map(rows.map((row) => [row.order_id, row]));
}

/** A rating as the back office lists it: with the order's number and type. */
export interface ListedRating extends OrderRating {
  public_id: string;
  service_type: string;
}

/** The company's ratings, newest first, and the average and count of all of them. */
export async function listRatings(
  db: Kysely<Database>,
  companyId: string,
  limit: number,
): Promise<{ average: number | null; count: number; ratings: ListedRating[] }> {
  const [summary, ratings] = await Promise.all([
    db
      .selectFrom('order_ratings')
      .select((eb) => [
        eb.fn.avg<number | string>('rating').as('average'),
        eb.fn.countAll<number | string>().as('count'),
      ])
      .where('company_id', '=', companyId)
      .executeTakeFirst(),
    db
      .selectFrom('order_ratings')
      .innerJoin('orders', (join) =>
        join
          .onRef('orders.id', '=', 'order_ratings.order_id')
          .onRef('orders.company_id', '=', 'order_ratings.company_id'),
      )
      .select([
        'order_ratings.order_id',
        'order_ratings.rating',
        'order_ratings.comment',
        'order_ratings.created_at',
        'orders.public_id',
        'orders.service_type',
      ])
      .where('order_ratings.company_id', '=', companyId)
      .orderBy('order_ratings.created_at', 'desc')
      .orderBy('order_ratings.order_id', 'desc')
      .limit(limit)
      .execute(),
  ]);
  const count = Number(summary?.count ?? 0);
  const average = count > 0 && summary?.average != null ? Number(summary.average) : null;
  // One decimal, as the back office shows it (4.25 → 4.3).
  return { average: average === null ? null : Math.round(average * 10) / 10, count, ratings };
}

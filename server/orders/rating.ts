// §7.5 order ratings: which orders a diner may rate (and so which the board shows rated), and the
// live update that brings a new rating to the company's kitchen boards (issue [16/21] item 10).
import type { Kysely } from 'kysely';
import type { Order, OrderStatus } from '../../src/domain/types';
import { getOrder } from '../db/repositories/orders';
import type { OrderRating } from '../db/repositories/ratings';
import type { Database } from '../db/schema';
import type { OrderEventBus } from '../realtime/bus';

/** Only a delivered or finalized order can be rated, once. */
export const RATEABLE_STATUSES: readonly OrderStatus[] = ['DELIVERED', 'FINALIZED'];

/** The order with its new rating, pushed to the boards; a failed publish never undoes the rating. */
export async function publishRating(
  db: Kysely<Database>,
  bus: OrderEventBus,
  companyId: string,
  rating: Pick<OrderRating, 'order_id' | 'rating' | 'comment'>,
): Promise<void> {
  const order = await getOrder(db, companyId, rating.order_id);
  if (!order) return;
  const rated: Order = { ...order, rating: { rating: rating.rating, comment: rating.comment } };
  await bus
    .publish({ event_type: 'ORDER_UPDATED', company_id: companyId, order: rated })
    .catch((error: unknown) => console.error('[ratings] publishing a rating failed', error));
}

// The kitchen board's reads and writes of orders. Every query is scoped by the company.
import type { Kysely } from 'kysely';
import type { Order, OrderStatus } from '../../../src/domain/types';
import type { Database } from '../schema';
import { orderFromRow } from './orders';

const FINAL_STATUSES = ['FINALIZED', 'CANCELLED'];
/** A board shows a shift, not the archive; the newest orders win when a day is busier. */
export const KITCHEN_ORDER_LIMIT = 200;

/**
 * Live orders, newest first: every placed order still open, plus finished or cancelled ones
 * changed within the window. Drafts (never placed) are the diner's quotes and never listed.
 */
export async function listKitchenOrders(
  db: Kysely<Database>,
  companyId: string,
  since: Date,
): Promise<Order[]> {
  const cutoff = since.toISOString();
  const rows = await db
    .selectFrom('orders')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('placed_at', 'is not', null)
    // An order waiting for its online payment is not the kitchen's yet, except a static Pix,
    // which only the staff can confirm ('payment received').
    .where((eb) =>
      eb.or([
        eb('status', '!=', 'INITIATED'),
        eb.exists(
          eb
            .selectFrom('payments')
            .select('payments.id')
            .whereRef('payments.order_id', '=', 'orders.id')
            .where('payments.provider_kind', '=', 'pix_static')
            .where('payments.state', '=', 'pending')
            .where('payments.started_at', 'is not', null),
        ),
      ]),
    )
    .where((eb) =>
      eb.or([
        eb('status', 'not in', FINAL_STATUSES),
        eb.and([eb('status', 'in', FINAL_STATUSES), eb('updated_at', '>=', cutoff)]),
      ]),
    )
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(KITCHEN_ORDER_LIMIT)
    .execute();
  const orders: Order[] = [];
  for (const row of rows) orders.push(await orderFromRow(db, row));
  return orders;
}

/** Moves the order only if it is still in `from`; false when another change got there first. */
export async function setOrderStatus(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
  from: OrderStatus,
  to: OrderStatus,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({ status: to, updated_at: now.toISOString() })
    .where('company_id', '=', companyId)
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

// The tab an order is a round of, as the order's answers carry it (issue [17/21]): its public id
// and, while it is open, its table code, so the phone that placed the round can show the code
// to the table and open the tab's socket. Whoever holds the order's id placed it (or was given
// it by who did), and a placed round proved its place at the table (server/tabs/join.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OrderTab } from '../../src/domain/types';

/** Null for a draft and for any order that is not a round of a tab. */
export async function orderTabOf(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<OrderTab | null> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('tabs', (join) =>
      join
        .onRef('tabs.id', '=', 'orders.tab_id')
        .onRef('tabs.company_id', '=', 'orders.company_id'),
    )
    .select(['tabs.public_id', 'tabs.code', 'tabs.status'])
    .where('orders.company_id', '=', companyId)
    .where('orders.id', '=', orderId)
    .where('orders.placed_at', 'is not', null)
    .where('orders.status', '!=', 'INITIATED')
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.public_id, code: row.status === 'open' ? row.code : null };
}

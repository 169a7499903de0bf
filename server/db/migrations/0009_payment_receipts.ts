// Issue [14/21] "the money is always right": a payment records what the provider says it took
// (amount and currency, read from the provider's API, never from a webhook's body), so every
// path that marks an order paid can compare it with the order's bill; and why its money went
// back, so the diner is told. Payments that already succeeded took their own amount.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';

const COLUMNS = [
  ['received_amount', 'integer'],
  ['received_currency', 'text'],
  /** null | order_cancelled | amount_mismatch | not_placeable */
  ['refund_reason', 'text'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const [column, type] of COLUMNS)
    await db.schema.alterTable('payments').addColumn(column, type).execute();
  await sql`UPDATE payments SET received_amount = amount, received_currency = currency
            WHERE state = 'succeeded'`.execute(db);
  await sql`UPDATE payments SET refund_reason = 'order_cancelled'
            WHERE state = 'succeeded' AND refund_state IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [column] of COLUMNS)
    await db.schema.alterTable('payments').dropColumn(column).execute();
}

// Issue [7/13]: a draft (INITIATED) holds nothing until it is placed. Orders record when they
// were placed and the loyalty points they earned; the monthly order limit counts placements per
// calendar month in a table of its own (it resets by itself when the month changes), replacing
// the companies.order_limit_usage_count counter that nothing ever reset.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { notNull, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('placed_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('loyalty_points_earned', 'integer', zero)
    .execute();
  // What the placement took (stock per variant, the month it counted in, the coupon, the
  // points), so undoing it gives back exactly that, once.
  await db.schema.alterTable('orders').addColumn('placement', 'text').execute();
  // Orders placed before this migration were placed when they were created.
  await sql`UPDATE orders SET placed_at = created_at WHERE status <> 'INITIATED'`.execute(db);
  // The kitchen lists placed orders; the sweeper finds stale drafts.
  await db.schema
    .createIndex('idx_orders_company_placed_at')
    .on('orders')
    .columns(['company_id', 'placed_at'])
    .execute();
  await db.schema
    .createIndex('idx_orders_status_updated_at')
    .on('orders')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('monthly_order_counts')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    /** 'yyyy-MM' in the company's timezone. */
    .addColumn('month', 'text', notNull)
    .addColumn('count', 'integer', zero)
    .addPrimaryKeyConstraint('pk_monthly_order_counts', ['company_id', 'month'])
    .execute();
  await db.schema.alterTable('companies').dropColumn('order_limit_usage_count').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('order_limit_usage_count', 'integer', zero)
    .execute();
  await db.schema.dropTable('monthly_order_counts').ifExists().execute();
  await db.schema.dropIndex('idx_orders_status_updated_at').ifExists().execute();
  await db.schema.dropIndex('idx_orders_company_placed_at').ifExists().execute();
  await db.schema.alterTable('orders').dropColumn('placement').execute();
  await db.schema.alterTable('orders').dropColumn('loyalty_points_earned').execute();
  await db.schema.alterTable('orders').dropColumn('placed_at').execute();
}

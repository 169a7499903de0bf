// Issue [17/21]: paying the table's tab. A tab payment is one phone's (or the staff's) payment
// towards a tab: in full, an even share, chosen items or a custom amount. While it waits it holds
// its amount of the balance (and its items, by the unique claim index: one claim per order
// item); once paid it counts as paid; failed or expired it gives both back. Online money runs
// through the existing `payments` table and providers: a payments row names its tab payment in
// `tab_payment_id` (its order_id stays null), so webhooks, status checks, reconciliation and
// refunds are the ones orders use. The tab keeps the even split it was given.
import type { Kysely } from 'kysely';
import { companyIndex, notNull, ownedTable, zero } from './columns';

const SPLIT_COLUMNS = [
  /** How many people the balance was split between; null when no split was asked for. */
  ['split_people', 'integer'],
  /** The amount split (balance − held at that moment), in minor units. */
  ['split_amount', 'integer'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'tab_payments')
    .addColumn('tab_id', 'text', (c) => c.notNull().references('tabs.id').onDelete('cascade'))
    /** full | share | items | custom */
    .addColumn('kind', 'text', notNull)
    /** Towards the balance, minor units; the tip comes on top and is not part of it. */
    .addColumn('amount', 'integer', notNull)
    .addColumn('tip', 'integer', zero)
    .addColumn('currency', 'text', notNull)
    /** pending | awaiting_staff | succeeded | failed | expired | refunded */
    .addColumn('status', 'text', notNull)
    /** card | wallet | pix | staff */
    .addColumn('method', 'text', notNull)
    /** The company's online payment method; null for the staff. */
    .addColumn('payment_method_id', 'text')
    /** How the staff took it: cash | card_terminal; null until recorded (and for online). */
    .addColumn('staff_method', 'text')
    /** Kind share: which share of the split (0-based). */
    .addColumn('share_index', 'integer')
    /** The phone's key: the same key answers the same payment. Null for the staff's. */
    .addColumn('idempotency_key', 'text')
    /** hold_expired | overpaid | amount_mismatch: why money that arrived went back. */
    .addColumn('refund_reason', 'text')
    /** Until when it holds its amount and items while it waits. */
    .addColumn('expires_at', 'text')
    .addColumn('settled_at', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    // NULLs are distinct on both dialects: the staff's payments (no key) never collide.
    .addUniqueConstraint('uq_tab_payments_key', ['company_id', 'tab_id', 'idempotency_key'])
    .execute();
  await companyIndex(db, 'tab_payments', ['tab_id']).execute();
  await db.schema
    .createIndex('idx_tab_payments_status')
    .on('tab_payments')
    .columns(['status', 'expires_at'])
    .execute();

  /**
   * An order item held or paid by a tab payment. The unique index is what makes two phones'
   * claims of one item give one claim, whatever the locking does; a released claim is deleted.
   */
  await ownedTable(db, 'tab_claims')
    .addColumn('tab_id', 'text', (c) => c.notNull().references('tabs.id').onDelete('cascade'))
    .addColumn('tab_payment_id', 'text', (c) =>
      c.notNull().references('tab_payments.id').onDelete('cascade'),
    )
    .addColumn('order_item_id', 'text', notNull)
    .addUniqueConstraint('uq_tab_claims_item', ['company_id', 'order_item_id'])
    .execute();
  await companyIndex(db, 'tab_claims', ['tab_id']).execute();

  for (const [column, type] of SPLIT_COLUMNS)
    await db.schema.alterTable('tabs').addColumn(column, type).execute();

  await db.schema
    .alterTable('payments')
    .addColumn('tab_payment_id', 'text', (c) =>
      c.references('tab_payments.id').onDelete('set null'),
    )
    .execute();
  await db.schema
    .createIndex('idx_payments_tab_payment')
    .on('payments')
    .columns(['company_id', 'tab_payment_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idx_payments_tab_payment').execute();
  await db.schema.alterTable('payments').dropColumn('tab_payment_id').execute();
  for (const [column] of SPLIT_COLUMNS)
    await db.schema.alterTable('tabs').dropColumn(column).execute();
  await db.schema.dropTable('tab_claims').execute();
  await db.schema.dropTable('tab_payments').execute();
}

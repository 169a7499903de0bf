// Issue [17/21]: the table's tab. A tab is one party's visit to a table QR: its rounds are the
// orders placed from that QR while it is open. `open_qr_id` holds the QR only while the tab is
// open (null once closed), and its unique index with the company is what lets exactly one tab
// be open per table, on SQLite and PostgreSQL alike (both treat NULLs as distinct in a unique
// index, so closed tabs never collide). Requests are the waiter and bill calls. Claims and
// payments of the bill arrive with the next slice, keyed by tab_id like these.
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'tabs')
    .addColumn('qr_id', 'text', (c) => c.notNull().references('qrs.id').onDelete('cascade'))
    /** The QR while the tab is open; null once closed. */
    .addColumn('open_qr_id', 'text')
    /** open | closed */
    .addColumn('status', 'text', notNull)
    /** Unguessable: what the phones at the table see and send. */
    .addColumn('public_id', 'text', notNull)
    /** The four-digit table code, when the company requires one. */
    .addColumn('code', 'text')
    .addColumn('opened_at', 'text', notNull)
    .addColumn('closed_at', 'text')
    .addUniqueConstraint('uq_tabs_open_qr', ['company_id', 'open_qr_id'])
    .addUniqueConstraint('uq_tabs_public_id', ['public_id'])
    .execute();
  await companyIndex(db, 'tabs', ['qr_id']).execute();

  await db.schema
    .alterTable('orders')
    .addColumn('tab_id', 'text', (c) => c.references('tabs.id').onDelete('set null'))
    .execute();
  await companyIndex(db, 'orders', ['tab_id']).execute();

  await ownedTable(db, 'tab_requests')
    .addColumn('tab_id', 'text', (c) => c.notNull().references('tabs.id').onDelete('cascade'))
    /** waiter | bill */
    .addColumn('kind', 'text', notNull)
    /** The phone's opaque device key (never an address or phone number). */
    .addColumn('device', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .addColumn('acknowledged_at', 'text')
    .execute();
  await companyIndex(db, 'tab_requests', ['tab_id']).execute();

  /** A round's line staff voided (deleted from the order), kept with its reason for the tab. */
  await ownedTable(db, 'tab_voids')
    .addColumn('tab_id', 'text', (c) => c.notNull().references('tabs.id').onDelete('cascade'))
    .addColumn('order_id', 'text', notNull)
    .addColumn('product_name', 'text', notNull)
    .addColumn('variant_name', 'text')
    .addColumn('quantity', 'integer', notNull)
    .addColumn('unit_price', 'integer', notNull)
    .addColumn('reason', 'text', notNull)
    .addColumn('voided_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'tab_voids', ['tab_id']).execute();

  /** One row per company that chose otherwise than the defaults (pay per order, no code). */
  await db.schema
    .createTable('tab_settings')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('pay_at_end', 'integer', flag(0))
    .addColumn('code_required', 'integer', flag(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('tab_settings').execute();
  await db.schema.dropTable('tab_voids').execute();
  await db.schema.dropTable('tab_requests').execute();
  await db.schema.dropIndex('idx_orders_company_tab_id').execute();
  await db.schema.alterTable('orders').dropColumn('tab_id').execute();
  await db.schema.dropTable('tabs').execute();
}

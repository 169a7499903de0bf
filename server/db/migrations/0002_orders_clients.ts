// Clients, orders and everything around taking an order (SPEC §3 Client, Client address,
// Order, Order settings, Payments; §7.6 visits and abuse reports), plus the tables later
// issues need: idempotency keys for exactly-once order submission and kitchen sessions.
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await ownedTable(db, 'clients')
    .addColumn('name', 'text', notNull)
    .addColumn('email', 'text')
    .addColumn('phone_number', 'text', notNull)
    .addColumn('source', 'text')
    .addColumn('available_points', 'integer', zero)
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('uq_clients_company_phone', ['company_id', 'phone_number'])
    .execute();

  await ownedTable(db, 'client_addresses')
    .addColumn('client_id', 'text', (c) => c.notNull().references('clients.id').onDelete('cascade'))
    .addColumn('address', 'text', notNull)
    .addColumn('complement', 'text')
    .addColumn('reference', 'text')
    .addColumn('area_id', 'text')
    .addColumn('area_name', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'client_addresses', ['client_id']).execute();

  await ownedTable(db, 'orders')
    .addColumn('public_id', 'text', notNull)
    .addColumn('status', 'text', notNull)
    .addColumn('payment_status', 'text')
    .addColumn('source', 'text', notNull)
    .addColumn('service_type', 'text', notNull)
    .addColumn('currency', 'text', notNull)
    .addColumn('country_code', 'text')
    .addColumn('timezone', 'text')
    .addColumn('total', 'integer', zero)
    .addColumn('combos_price', 'integer', zero)
    .addColumn('delivery_price', 'integer', zero)
    .addColumn('service_fee', 'integer', zero)
    .addColumn('discounts', 'text', notNull)
    .addColumn('client_id', 'text', (c) => c.references('clients.id').onDelete('set null'))
    .addColumn('client_name', 'text')
    .addColumn('client_phone', 'text')
    .addColumn('address_id', 'text', (c) =>
      c.references('client_addresses.id').onDelete('set null'),
    )
    .addColumn('order_title', 'text')
    .addColumn('table_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('scheduled_delivery_date', 'text')
    .addColumn('meta_data', 'text', notNull)
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addUniqueConstraint('uq_orders_company_public_id', ['company_id', 'public_id'])
    .addUniqueConstraint('uq_orders_company_idempotency', ['company_id', 'idempotency_key'])
    .execute();
  await companyIndex(db, 'orders', ['created_at']).execute();

  await ownedTable(db, 'order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', notNull)
    .addColumn('variant_id', 'text', notNull)
    .addColumn('product_name', 'text', notNull)
    .addColumn('variant_name', 'text')
    .addColumn('quantity', 'integer', notNull)
    .addColumn('variant_price', 'integer', notNull)
    .addColumn('modifiers_price', 'integer', zero)
    .addColumn('comment', 'text')
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'order_items', ['order_id']).execute();

  await ownedTable(db, 'order_item_modifiers')
    .addColumn('order_item_id', 'text', (c) =>
      c.notNull().references('order_items.id').onDelete('cascade'),
    )
    .addColumn('modifier_id', 'text', notNull)
    .addColumn('name', 'text', notNull)
    .addColumn('quantity', 'integer', notNull)
    .addColumn('price', 'integer', notNull)
    .execute();
  await companyIndex(db, 'order_item_modifiers', ['order_item_id']).execute();

  await db.schema
    .createTable('order_settings')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('service_key', 'text', notNull)
    .addColumn('service_fee_value', 'integer')
    .addColumn('service_fee_optional', 'integer', flag(0))
    .addPrimaryKeyConstraint('pk_order_settings', ['company_id', 'service_key'])
    .execute();

  await ownedTable(db, 'payment_methods')
    .addColumn('service_key', 'text', notNull)
    .addColumn('code', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('payment_code', 'text')
    .addColumn('payment_method_fee', 'double precision', zero)
    .addColumn('provider_id', 'text')
    .addColumn('provider_code', 'text')
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'payment_methods', ['service_key']).execute();

  await db.schema
    .createTable('company_visits')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', notNull)
    .addColumn('count', 'integer', zero)
    .addPrimaryKeyConstraint('pk_company_visits', ['company_id', 'date'])
    .execute();

  // A report may name a host that resolved to no company, so company_id is optional.
  await db.schema
    .createTable('abuse_reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('company_id', 'text', (c) => c.references('companies.id').onDelete('set null'))
    .addColumn('reason', 'text', notNull)
    .addColumn('description', 'text')
    .addColumn('email', 'text')
    .addColumn('url', 'text')
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'abuse_reports').execute();

  await ownedTable(db, 'order_ratings')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('rating', 'integer', notNull)
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', notNull)
    .addUniqueConstraint('uq_order_ratings_company_order', ['company_id', 'order_id'])
    .execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('key', 'text', notNull)
    .addColumn('request_hash', 'text', notNull)
    .addColumn('response_status', 'integer')
    .addColumn('response_body', 'text')
    .addColumn('created_at', 'text', notNull)
    .addPrimaryKeyConstraint('pk_idempotency_keys', ['company_id', 'key'])
    .execute();
  await companyIndex(db, 'idempotency_keys', ['created_at']).execute();

  await ownedTable(db, 'kitchen_sessions')
    .addColumn('expires_at', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();
  await companyIndex(db, 'kitchen_sessions').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'kitchen_sessions',
    'idempotency_keys',
    'order_ratings',
    'abuse_reports',
    'company_visits',
    'payment_methods',
    'order_settings',
    'order_item_modifiers',
    'order_items',
    'orders',
    'client_addresses',
    'clients',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

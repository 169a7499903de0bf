// Companies, their settings and their catalogue (SPEC §3 Company, Ecommerce settings,
// Product category, Product, Product variant, QR, Coupon, Loyalty settings).
import type { Kysely } from 'kysely';
import { companyIndex, flag, notNull, ownedTable, zero } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', notNull)
    .addColumn('industry', 'text', notNull)
    .addColumn('menu_type', 'text')
    .addColumn('language', 'text', notNull)
    .addColumn('timezone', 'text', notNull)
    .addColumn('logo_url', 'text')
    .addColumn('logo_thumbnail_url', 'text')
    .addColumn('address_enabled', 'integer', flag(0))
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('country_code', 'text', notNull)
    .addColumn('country_name', 'text', notNull)
    .addColumn('time_format', 'text', notNull)
    .addColumn('whatsapp', 'text')
    .addColumn('currency', 'text', notNull)
    .addColumn('domain_url', 'text')
    .addColumn('domain_registration_status', 'text')
    .addColumn('business_hours_settings', 'text', notNull)
    .addColumn('settings', 'text', notNull)
    .addColumn('current_subscriptions', 'text', notNull)
    .addColumn('highest_plan', 'text')
    .addColumn('order_limit_usage_count', 'integer', zero)
    .addColumn('reseller_id', 'text')
    .addColumn('receives_orders_outside_delivery_range', 'integer', flag(0))
    .addColumn('address_google_validation', 'integer', flag(0))
    .addColumn('delivery_districts', 'text', notNull)
    .addColumn('delivery_ranges', 'text', notNull)
    .addColumn('delivery_areas', 'text', notNull)
    .addColumn('google_ratings_count', 'integer', zero)
    .addColumn('coupon_published', 'text', notNull)
    .addColumn('landing_contents', 'text', notNull)
    .addColumn('social_links', 'text', notNull)
    .addColumn('menu_enabled', 'integer', flag(1))
    .addColumn('staff_password_hash', 'text')
    .addColumn('catalog_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();
  await db.schema
    .createIndex('idx_companies_domain')
    .on('companies')
    .column('domain_url')
    .execute();

  await db.schema
    .createTable('ecommerce_settings')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('settings', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .execute();

  await ownedTable(db, 'categories')
    .addColumn('name', 'text', notNull)
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'categories', ['position']).execute();

  await ownedTable(db, 'products')
    .addColumn('category_id', 'text', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', notNull)
    .addColumn('description', 'text', notNull)
    .addColumn('visible', 'integer', flag(1))
    .addColumn('stock_enabled', 'integer', flag(0))
    .addColumn('images', 'text', notNull)
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'products', ['category_id']).execute();

  await ownedTable(db, 'product_variants')
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('name', 'text')
    .addColumn('price', 'integer')
    .addColumn('original_price', 'integer')
    .addColumn('selected', 'integer', flag(0))
    .addColumn('stock', 'integer', zero)
    .addColumn('stock_consumed', 'integer', zero)
    .addColumn('stock_starts_empty', 'integer', flag(0))
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'product_variants', ['product_id']).execute();

  await ownedTable(db, 'modifier_groups')
    .addColumn('name', 'text', notNull)
    .addColumn('min', 'integer', zero)
    .addColumn('max', 'integer', zero)
    .addColumn('required', 'integer', flag(0))
    .execute();
  await companyIndex(db, 'modifier_groups').execute();

  await ownedTable(db, 'modifiers')
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('modifier_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', notNull)
    .addColumn('price', 'integer', zero)
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'modifiers', ['group_id']).execute();

  await db.schema
    .createTable('product_modifier_groups')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('product_id', 'text', (c) =>
      c.notNull().references('products.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) =>
      c.notNull().references('modifier_groups.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', zero)
    .addPrimaryKeyConstraint('pk_product_modifier_groups', ['product_id', 'group_id'])
    .execute();
  await companyIndex(db, 'product_modifier_groups').execute();

  await ownedTable(db, 'qrs')
    .addColumn('name', 'text', notNull)
    .addColumn('zone_name', 'text')
    .addColumn('ordering_type', 'text', notNull)
    .execute();
  await companyIndex(db, 'qrs').execute();

  await ownedTable(db, 'coupons')
    .addColumn('code', 'text', notNull)
    .addColumn('discount_type', 'text', notNull)
    .addColumn('value', 'integer', notNull)
    .addColumn('usage_limit', 'integer', zero)
    .addColumn('coupons_used', 'integer', zero)
    .addColumn('min_amount', 'integer', zero)
    .addColumn('published', 'integer', flag(0))
    .addColumn('active', 'integer', flag(1))
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addUniqueConstraint('uq_coupons_company_code', ['company_id', 'code'])
    .execute();
  await companyIndex(db, 'coupons').execute();

  await db.schema
    .createTable('loyalty_settings')
    .addColumn('company_id', 'text', (c) =>
      c.primaryKey().references('companies.id').onDelete('cascade'),
    )
    .addColumn('active', 'integer', flag(0))
    .addColumn('points_per_unit', 'integer')
    .execute();

  await ownedTable(db, 'loyalty_rewards')
    .addColumn('name', 'text', notNull)
    .addColumn('required_points', 'integer', notNull)
    .addColumn('discount_type', 'text', notNull)
    .addColumn('value', 'integer', notNull)
    .addColumn('position', 'integer', zero)
    .execute();
  await companyIndex(db, 'loyalty_rewards').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'loyalty_rewards',
    'loyalty_settings',
    'coupons',
    'qrs',
    'product_modifier_groups',
    'modifiers',
    'modifier_groups',
    'product_variants',
    'products',
    'categories',
    'ecommerce_settings',
    'companies',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}

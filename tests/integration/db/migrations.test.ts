import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_NAMES, migrateToLatest } from '../../../server/db/migrate';
import * as m0006 from '../../../server/db/migrations/0006_admin';
import * as m0007 from '../../../server/db/migrations/0007_admin_versions';
import * as m0009 from '../../../server/db/migrations/0009_payment_receipts';
import { createTestDatabase, testDialects } from '../helpers/databases';
import type { TestDatabase } from '../helpers/databases';

const TABLES = [
  'companies',
  'ecommerce_settings',
  'categories',
  'products',
  'product_variants',
  'modifier_groups',
  'modifiers',
  'product_modifier_groups',
  'qrs',
  'coupons',
  'loyalty_settings',
  'loyalty_rewards',
  'clients',
  'client_addresses',
  'orders',
  'order_items',
  'order_item_modifiers',
  'order_settings',
  'payment_methods',
  'company_visits',
  'company_visit_devices',
  'abuse_reports',
  'order_ratings',
  'idempotency_keys',
  'kitchen_sessions',
  'monthly_order_counts',
  'client_devices',
  'payment_providers',
  'payments',
  'payment_events',
  'sandbox_intents',
  'owner_sessions',
  'admin_audit',
  'settings_versions',
  'menu_undo',
  'tabs',
  'tab_requests',
  'tab_settings',
  'tab_voids',
  'tab_payments',
  'tab_claims',
];
/** Tables that belong to no one company: the companies themselves, and the payment providers'
 * own records (keyed by the provider row, which is a company's). */
const NOT_OWNED = ['companies', 'payment_events', 'sandbox_intents'];

/** The first column of every index on a table (primary keys and unique constraints included). */
async function leadingIndexColumns(test: TestDatabase, table: string): Promise<string[]> {
  const query =
    test.handle.dialect === 'sqlite'
      ? sql<{ col: string }>`select ii.name as col from pragma_index_list(${table}) il
          join pragma_index_info(il.name) ii where ii.seqno = 0`
      : sql<{ col: string }>`select a.attname as col from pg_index i
          join pg_class t on t.oid = i.indrelid
          join pg_attribute a on a.attrelid = t.oid and a.attnum = i.indkey[0]
          where t.relname = ${table}`;
  const { rows } = await query.execute(test.handle.db);
  return rows.map((r) => r.col);
}

describe.each(testDialects)('migrations on %s', (dialect) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(dialect);
  });
  afterAll(async () => {
    await test.cleanup();
  });

  it('creates every table of the schema', async () => {
    const tables = await test.handle.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of TABLES) expect(names).toContain(table);
  });

  it('indexes company_id first on every company-owned table', async () => {
    const tables = await test.handle.db.introspection.getTables();
    const owned = tables
      .filter((t) => t.columns.some((c) => c.name === 'company_id'))
      .map((t) => t.name);
    expect(owned.length).toBe(TABLES.length - NOT_OWNED.length);
    for (const table of owned) {
      expect(await leadingIndexColumns(test, table), table).toContain('company_id');
    }
  });

  it('is a no-op when run again', async () => {
    expect(await migrateToLatest(test.handle.db)).toEqual([]);
  });

  it('records every migration', () => {
    expect(MIGRATION_NAMES.length).toBeGreaterThan(0);
    expect(MIGRATION_NAMES.at(-1)).toBe('0013_tab_payments');
    expect(test.handle.dialect).toBe(dialect);
  });

  it("adds the back office's owner password, sessions and audit log, and removes them on down", async () => {
    const db = test.handle.db;
    const companies = async () =>
      (await db.introspection.getTables())
        .find((t) => t.name === 'companies')
        ?.columns.map((c) => c.name) ?? [];
    expect(await companies()).toContain('owner_password_hash');
    expect(await leadingIndexColumns(test, 'admin_audit')).toContain('company_id');
    // m0006.down undoes exactly what up did; up again leaves the schema as migrateToLatest does.
    await m0006.down(db as never);
    const names = (await db.introspection.getTables()).map((t) => t.name);
    expect(names).not.toContain('owner_sessions');
    expect(names).not.toContain('admin_audit');
    expect(await companies()).not.toContain('owner_password_hash');
    await m0006.up(db as never);
    expect(await companies()).toContain('owner_password_hash');
    expect((await db.introspection.getTables()).map((t) => t.name)).toContain('admin_audit');
  });

  it('versions what the back office edits, and removes the versions on down', async () => {
    const db = test.handle.db;
    const columnsOf = async (table: string) =>
      (await db.introspection.getTables())
        .find((t) => t.name === table)
        ?.columns.map((c) => c.name) ?? [];
    for (const table of ['products', 'modifier_groups', 'qrs', 'coupons', 'loyalty_rewards'])
      expect(await columnsOf(table), table).toContain('version');
    await m0007.down(db as never);
    expect(await columnsOf('products')).not.toContain('version');
    expect((await db.introspection.getTables()).map((t) => t.name)).not.toContain(
      'settings_versions',
    );
    await m0007.up(db as never);
    expect(await columnsOf('qrs')).toContain('version');
    expect(await leadingIndexColumns(test, 'settings_versions')).toContain('company_id');
  });

  it('records what a payment took and why its money went back, and removes it on down', async () => {
    const db = test.handle.db;
    const columns = async () =>
      (await db.introspection.getTables())
        .find((t) => t.name === 'payments')
        ?.columns.map((c) => c.name) ?? [];
    const added = ['received_amount', 'received_currency', 'refund_reason'];
    expect(await columns()).toEqual(expect.arrayContaining(added));
    await m0009.down(db as never);
    expect((await columns()).filter((c) => added.includes(c))).toEqual([]);
    await m0009.up(db as never);
    expect(await columns()).toEqual(expect.arrayContaining(added));
  });
});

// Issue [11/13], the rest of the back office: every row the owner edits gets a row version for
// compare-and-set writes (docs/decisions.md "Editing the menu: versions and conflicts"), and the
// company's settings get one version per section (hours, services, delivery, payments, landing …)
// in settings_versions, so two owners saving different sections never conflict while two saving
// the same one do.
import type { Kysely } from 'kysely';
import { notNull } from './columns';

const VERSIONED = ['products', 'modifier_groups', 'qrs', 'coupons', 'loyalty_rewards'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED)
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();

  await db.schema
    .createTable('settings_versions')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    /** The settings section, e.g. 'hours' (server/admin/settings-write.ts). */
    .addColumn('section', 'text', notNull)
    /** 1 once the section has been saved once; a section never saved reads as version 0. */
    .addColumn('version', 'integer', notNull)
    .addPrimaryKeyConstraint('settings_versions_pk', ['company_id', 'section'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings_versions').ifExists().execute();
  for (const table of VERSIONED) await db.schema.alterTable(table).dropColumn('version').execute();
}

// Issue [16/21] item 17: a company's visit counts at most once per device and local day. Each
// counted device leaves a row keyed by an opaque device key (a signed cookie's id, or a keyed
// hash of the address and browser; never the address itself). Rows of past days are deleted as
// new visits come in.
import type { Kysely } from 'kysely';
import { notNull } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('company_visit_devices')
    .addColumn('company_id', 'text', (c) =>
      c.notNull().references('companies.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', notNull)
    .addColumn('device', 'text', notNull)
    .addPrimaryKeyConstraint('pk_company_visit_devices', ['company_id', 'date', 'device'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_visit_devices').execute();
}

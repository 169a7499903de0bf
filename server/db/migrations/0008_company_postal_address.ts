// Issue [13/13]: the company's address gains a postal code and a region (state, province,
// emirate …), both optional, so the storefront and its structured data (PostalAddress postalCode
// and addressRegion) can show a complete address. Existing companies read them as null.
import type { Kysely } from 'kysely';

const COLUMNS = ['postal_code', 'region'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
  for (const column of COLUMNS)
    await db.schema.alterTable('companies').addColumn(column, 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS)
    await db.schema.alterTable('companies').dropColumn(column).execute();
}

// The compare-and-set every back-office write makes on its row (docs/decisions.md "Editing the
// menu: versions and conflicts"): `… WHERE id = ? AND company_id = ? AND version = ?`, so of two
// writers holding the same version only one changes the row, even on two instances sharing one
// PostgreSQL. One piece for every versioned table; each repository says what it sets.
import type { Kysely, UpdateObject } from 'kysely';
import type { Database } from '../schema';

export type VersionedTable =
  'categories' | 'products' | 'modifier_groups' | 'qrs' | 'coupons' | 'loyalty_rewards';

/** A row of the company as the writer loaded it. */
export interface RowAtVersion {
  companyId: string;
  id: string;
  expectedVersion: number;
}

/** Sets the values and version + 1 if the row is still at expectedVersion; false otherwise. */
export async function updateIfVersion<T extends VersionedTable>(
  db: Kysely<Database>,
  table: T,
  row: RowAtVersion,
  values: UpdateObject<Database, T>,
): Promise<boolean> {
  // Widened to the union: Kysely cannot resolve the builder's type for a generic table name.
  const target: VersionedTable = table;
  const set: UpdateObject<Database, VersionedTable> = {
    ...values,
    version: row.expectedVersion + 1,
  };
  const result = await db
    .updateTable(target)
    .set(set)
    .where('id', '=', row.id)
    .where('company_id', '=', row.companyId)
    .where('version', '=', row.expectedVersion)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the row if it is still at expectedVersion; false otherwise. */
export async function deleteIfVersion(
  db: Kysely<Database>,
  table: VersionedTable,
  row: RowAtVersion,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('id', '=', row.id)
    .where('company_id', '=', row.companyId)
    .where('version', '=', row.expectedVersion)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

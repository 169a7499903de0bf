// The back office's reads and writes of a company's categories (issue [11/13]). Every write is a
// compare-and-set on the row's version, scoped by company: `UPDATE … WHERE id = ? AND company_id = ?
// AND version = ?`, so of two writers holding the same version only one changes the row, even on
// two instances sharing one PostgreSQL. The rules and transactions are server/admin/categories.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { updateIfVersion } from './versioned-rows';

/** A category as the back office shows it. */
export interface AdminCategory {
  id: string;
  name: string;
  position: number;
  visible: boolean;
  version: number;
  /** Every product of the category, hidden ones included. */
  product_count: number;
}

export interface CategoryChanges {
  name?: string;
  visible?: boolean;
  position?: number;
}

function categoryQuery(db: Kysely<Database>, companyId: string) {
  return db
    .selectFrom('categories as c')
    .leftJoin('products as p', (join) =>
      join.onRef('p.category_id', '=', 'c.id').onRef('p.company_id', '=', 'c.company_id'),
    )
    .select(['c.id', 'c.name', 'c.position', 'c.visible', 'c.version'])
    .select((eb) => eb.fn.count<number | string | bigint>('p.id').as('product_count'))
    .where('c.company_id', '=', companyId)
    .groupBy(['c.id', 'c.name', 'c.position', 'c.visible', 'c.version']);
}

type Row = {
  id: string;
  name: string;
  position: number;
  visible: number;
  version: number;
  product_count: number | string | bigint;
};

// PostgreSQL answers count() as a bigint string; SQLite as a number.
const toCategory = (row: Row): AdminCategory => ({
  id: row.id,
  name: row.name,
  position: Number(row.position),
  visible: Number(row.visible) === 1,
  version: Number(row.version),
  product_count: Number(row.product_count),
});

/** The company's categories in display order (position, then id), hidden ones included. */
export async function listAdminCategories(
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminCategory[]> {
  const rows = await categoryQuery(db, companyId).orderBy('c.position').orderBy('c.id').execute();
  return rows.map(toCategory);
}

/** One category of the company, or undefined (another company's id is undefined too). */
export async function findAdminCategory(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminCategory | undefined> {
  const row = await categoryQuery(db, companyId).where('c.id', '=', id).executeTakeFirst();
  return row ? toCategory(row) : undefined;
}

/** Whether another category of the company has exactly this name. */
export async function categoryNameTaken(
  db: Kysely<Database>,
  companyId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  let query = db
    .selectFrom('categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The position after the company's last category (0 for the first). */
export async function nextCategoryPosition(
  db: Kysely<Database>,
  companyId: string,
): Promise<number> {
  const row = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

export async function insertCategory(
  db: Kysely<Database>,
  companyId: string,
  values: { name: string; position: number },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('categories')
    .values({
      id,
      company_id: companyId,
      name: values.name,
      position: values.position,
      version: 1,
      visible: 1,
    })
    .execute();
  return id;
}

/**
 * Applies the changes and sets version to expectedVersion + 1 if the row is still at
 * expectedVersion; false when it is not (or is not the company's).
 */
export async function updateCategoryIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  changes: CategoryChanges,
): Promise<boolean> {
  return updateIfVersion(
    db,
    'categories',
    { companyId, id, expectedVersion },
    {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.visible !== undefined && { visible: changes.visible ? 1 : 0 }),
      ...(changes.position !== undefined && { position: changes.position }),
    },
  );
}

/** Deletes the row if it is still at expectedVersion and has no product; false otherwise. */
export async function deleteEmptyCategoryIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  const result = await db
    .deleteFrom('categories')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('version', '=', expectedVersion)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('products')
            .select('products.id')
            .whereRef('products.category_id', '=', 'categories.id')
            .whereRef('products.company_id', '=', 'categories.company_id'),
        ),
      ),
    )
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

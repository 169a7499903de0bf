// The back office's reads and writes of a company's products, with their variants, images and
// modifier group links (issue [11/13]). The product row carries the version: every write is a
// compare-and-set `UPDATE … WHERE id = ? AND company_id = ? AND version = ?`, and the variants and
// links are rewritten in the same transaction only once it succeeded. The rules and transactions
// are server/admin/products.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ProductImage } from '../../../src/domain/types';
import { arrayOf, boolOf, flagOf, hasKeys, readJson, toJson } from '../json';
import type { Database } from '../schema';
import { deleteIfVersion, updateIfVersion } from './versioned-rows';

export interface AdminVariant {
  id: string;
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
  stock_consumed: number;
  position: number;
}

export interface AdminProduct {
  id: string;
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  position: number;
  version: number;
  images: ProductImage[];
  variants: AdminVariant[];
  modifier_group_ids: string[];
}

const isImages = arrayOf(hasKeys({ image_url: 'string' }));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Products of the company (all, one category's, or one), in display order, fully assembled. */
async function loadProducts(
  db: Kysely<Database>,
  companyId: string,
  filter: { categoryId?: string; productId?: string },
): Promise<AdminProduct[]> {
  let query = db
    .selectFrom('products as p')
    .innerJoin('categories as c', (join) =>
      join.onRef('c.id', '=', 'p.category_id').onRef('c.company_id', '=', 'p.company_id'),
    )
    .select([
      'p.id',
      'p.category_id',
      'p.name',
      'p.description',
      'p.visible',
      'p.stock_enabled',
      'p.images',
      'p.position',
      'p.version',
    ])
    .where('p.company_id', '=', companyId);
  if (filter.categoryId !== undefined) query = query.where('p.category_id', '=', filter.categoryId);
  if (filter.productId !== undefined) query = query.where('p.id', '=', filter.productId);
  const products = await query
    .orderBy('c.position')
    .orderBy('c.id')
    .orderBy('p.position')
    .orderBy('p.id')
    .execute();
  if (products.length === 0) return [];
  const ids = products.map((p) => p.id);
  // A few products read only their own rows; a large menu reads the company's (no huge IN list).
  const [variants, links] = await Promise.all([
    db
      .selectFrom('product_variants')
      .select(['id', 'product_id', 'name', 'price', 'original_price', 'stock', 'stock_consumed'])
      .select('position')
      .where('company_id', '=', companyId)
      .$if(ids.length <= 500, (q) => q.where('product_id', 'in', ids))
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_modifier_groups')
      .select(['product_id', 'group_id'])
      .where('company_id', '=', companyId)
      .$if(ids.length <= 500, (q) => q.where('product_id', 'in', ids))
      .orderBy('position')
      .orderBy('group_id')
      .execute(),
  ]);
  const variantsOf = groupBy(variants, (v) => v.product_id);
  const linksOf = groupBy(links, (l) => l.product_id);
  return products.map((p) => ({
    id: p.id,
    category_id: p.category_id,
    name: p.name,
    description: p.description,
    visible: boolOf(p.visible),
    stock_enabled: boolOf(p.stock_enabled),
    position: Number(p.position),
    version: Number(p.version),
    images: readJson<ProductImage[]>(p.images, isImages, []).map((i) => ({
      image_url: i.image_url,
    })),
    variants: (variantsOf.get(p.id) ?? []).map((v) => {
      const price = Number(v.price ?? 0);
      const original = v.original_price === null ? null : Number(v.original_price);
      return {
        id: v.id,
        name: v.name,
        price,
        // Rows written before issue [16/21] stored the price itself for "no discount".
        original_price: original !== null && original > price ? original : null,
        stock: Number(v.stock),
        stock_consumed: Number(v.stock_consumed),
        position: Number(v.position),
      };
    }),
    modifier_group_ids: (linksOf.get(p.id) ?? []).map((l) => l.group_id),
  }));
}

/** The company's products (of one category when given) in display order, hidden ones included. */
export const listAdminProducts = (
  db: Kysely<Database>,
  companyId: string,
  categoryId?: string,
): Promise<AdminProduct[]> =>
  loadProducts(db, companyId, categoryId === undefined ? {} : { categoryId });

/** One product of the company, or undefined (another company's id is undefined too). */
export async function findAdminProduct(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminProduct | undefined> {
  const [product] = await loadProducts(db, companyId, { productId: id });
  return product;
}

/** Whether the category is the company's. */
export async function companyHasCategory(
  db: Kysely<Database>,
  companyId: string,
  categoryId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', '=', categoryId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The ids among `ids` that are none of the company's modifier groups. */
export async function unknownGroupIds(
  db: Kysely<Database>,
  companyId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('modifier_groups')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', [...ids])
    .execute();
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** The position after the category's last product (0 for the first). */
export async function nextProductPosition(
  db: Kysely<Database>,
  companyId: string,
  categoryId: string,
): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max<number | null>('position').as('last'))
    .where('company_id', '=', companyId)
    .where('category_id', '=', categoryId)
    .executeTakeFirst();
  const last = row?.last;
  return last === null || last === undefined ? 0 : Number(last) + 1;
}

export interface ProductValues {
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  position: number;
}

export async function insertProduct(
  db: Kysely<Database>,
  companyId: string,
  values: ProductValues,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('products')
    .values({
      id,
      company_id: companyId,
      category_id: values.category_id,
      name: values.name,
      description: values.description,
      visible: flagOf(values.visible),
      stock_enabled: flagOf(values.stock_enabled),
      images: toJson([]),
      position: values.position,
      version: 1,
    })
    .execute();
  return id;
}

export type ProductChanges = Partial<ProductValues> & { images?: ProductImage[] };

/**
 * Applies the changes and sets version to expectedVersion + 1 if the row is still at
 * expectedVersion; false when it is not (or is not the company's).
 */
export async function updateProductIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  changes: ProductChanges,
): Promise<boolean> {
  return updateIfVersion(
    db,
    'products',
    { companyId, id, expectedVersion },
    {
      ...(changes.category_id !== undefined && { category_id: changes.category_id }),
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.visible !== undefined && { visible: flagOf(changes.visible) }),
      ...(changes.stock_enabled !== undefined && { stock_enabled: flagOf(changes.stock_enabled) }),
      ...(changes.position !== undefined && { position: changes.position }),
      ...(changes.images !== undefined && { images: toJson(changes.images) }),
    },
  );
}

/** Deletes the product (its variants and links with it) if it is still at expectedVersion. */
export async function deleteProductIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  if (!(await deleteIfVersion(db, 'products', { companyId, id, expectedVersion }))) return false;
  // The foreign keys cascade; explicit deletes keep a database without them tidy too.
  await db
    .deleteFrom('product_variants')
    .where('company_id', '=', companyId)
    .where('product_id', '=', id)
    .execute();
  await db
    .deleteFrom('product_modifier_groups')
    .where('company_id', '=', companyId)
    .where('product_id', '=', id)
    .execute();
  return true;
}

export interface VariantValues {
  /** An id of this product's variant to update; absent for a new variant. */
  id?: string;
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
}

/**
 * Makes the product's variants exactly `variants`, in that order: those with an id of this
 * product are updated (keeping their consumed stock), the others are created, the rest deleted.
 * Ids must have been checked to be this product's (see variantIdsOf).
 */
export async function replaceVariants(
  db: Kysely<Database>,
  companyId: string,
  productId: string,
  variants: readonly VariantValues[],
): Promise<void> {
  const keep = variants.flatMap((v) => (v.id === undefined ? [] : [v.id]));
  let drop = db
    .deleteFrom('product_variants')
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId);
  if (keep.length > 0) drop = drop.where('id', 'not in', keep);
  await drop.execute();
  for (const [position, v] of variants.entries()) {
    const values = {
      name: v.name,
      price: v.price,
      // No discount is stored as null: a priced variant is on offer whatever its original
      // price (pricing.ts isPriced). Older rows with original_price = price read back as null.
      original_price: v.original_price,
      stock: v.stock,
      selected: flagOf(position === 0),
      position,
    };
    if (v.id !== undefined) {
      await db
        .updateTable('product_variants')
        .set(values)
        .where('company_id', '=', companyId)
        .where('product_id', '=', productId)
        .where('id', '=', v.id)
        .execute();
    } else {
      await db
        .insertInto('product_variants')
        .values({
          ...values,
          id: randomUUID(),
          company_id: companyId,
          product_id: productId,
          stock_consumed: 0,
          stock_starts_empty: 0,
        })
        .execute();
    }
  }
}

/** Makes the product's modifier groups exactly `groupIds`, in that order. */
export async function replaceGroupLinks(
  db: Kysely<Database>,
  companyId: string,
  productId: string,
  groupIds: readonly string[],
): Promise<void> {
  await db
    .deleteFrom('product_modifier_groups')
    .where('company_id', '=', companyId)
    .where('product_id', '=', productId)
    .execute();
  if (groupIds.length === 0) return;
  await db
    .insertInto('product_modifier_groups')
    .values(
      groupIds.map((groupId, position) => ({
        company_id: companyId,
        product_id: productId,
        group_id: groupId,
        position,
      })),
    )
    .execute();
}

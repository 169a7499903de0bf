// Writes a whole catalogue at once (the seed and the tests use it). Rows are inserted in
// batches, one statement per table, and the catalogue version is bumped afterwards.
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { ProductImage } from '../../../src/domain/types';
import { flagOf, toJson } from '../json';
import type { Database } from '../schema';
import { bumpCatalogVersion } from './companies';

export interface VariantInput {
  id?: string;
  name: string | null;
  price: number;
  original_price?: number | null;
  selected?: boolean;
  stock?: number;
  stock_starts_empty?: boolean;
}

export interface ProductInput {
  id?: string;
  name: string;
  description: string;
  visible?: boolean;
  stock_enabled?: boolean;
  images: ProductImage[];
  variants: VariantInput[];
  /** Ids of modifier groups of the same catalogue, in display order. */
  modifier_group_ids?: string[];
}

export interface CategoryInput {
  id?: string;
  name: string;
  products: ProductInput[];
}

export interface ModifierGroupInput {
  id: string;
  name: string;
  min: number;
  max: number;
  required: boolean;
  modifiers: { id?: string; name: string; price: number }[];
}

export interface CatalogInput {
  modifier_groups: ModifierGroupInput[];
  categories: CategoryInput[];
}

async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
): Promise<void> {
  // Stays well under SQLite's and PostgreSQL's bound-parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200);
    if (chunk.length > 0) await db.insertInto(table).values(chunk).execute();
  }
}

export async function insertCatalog(
  db: Kysely<Database>,
  companyId: string,
  catalog: CatalogInput,
): Promise<void> {
  const company_id = companyId;
  const groups: Insertable<Database['modifier_groups']>[] = [];
  const modifiers: Insertable<Database['modifiers']>[] = [];
  for (const g of catalog.modifier_groups) {
    groups.push({
      id: g.id,
      company_id,
      name: g.name,
      min: g.min,
      max: g.max,
      required: flagOf(g.required),
    });
    g.modifiers.forEach((m, position) =>
      modifiers.push({
        id: m.id ?? randomUUID(),
        company_id,
        group_id: g.id,
        name: m.name,
        price: m.price,
        position,
      }),
    );
  }
  const categories: Insertable<Database['categories']>[] = [];
  const products: Insertable<Database['products']>[] = [];
  const variants: Insertable<Database['product_variants']>[] = [];
  const links: Insertable<Database['product_modifier_groups']>[] = [];
  catalog.categories.forEach((c, categoryPosition) => {
    const categoryId = c.id ?? randomUUID();
    categories.push({
      id: categoryId,
      company_id,
      name: c.name,
      position: categoryPosition,
      version: 1,
      visible: 1,
    });
    c.products.forEach((p, position) => {
      const productId = p.id ?? randomUUID();
      products.push({
        id: productId,
        company_id,
        category_id: categoryId,
        name: p.name,
        description: p.description,
        visible: flagOf(p.visible ?? true),
        stock_enabled: flagOf(p.stock_enabled ?? false),
        images: toJson(p.images),
        position,
      });
      p.variants.forEach((v, vPosition) =>
        variants.push({
          id: v.id ?? randomUUID(),
          company_id,
          product_id: productId,
          name: v.name,
          price: v.price,
          original_price: v.original_price ?? null,
          selected: flagOf(v.selected ?? vPosition === 0),
          stock: v.stock ?? 0,
          stock_consumed: 0,
          stock_starts_empty: flagOf(v.stock_starts_empty ?? false),
          position: vPosition,
        }),
      );
      (p.modifier_group_ids ?? []).forEach((groupId, gPosition) =>
        links.push({ company_id, product_id: productId, group_id: groupId, position: gPosition }),
      );
    });
  });
  await insertAll(db, 'modifier_groups', groups);
  await insertAll(db, 'modifiers', modifiers);
  await insertAll(db, 'categories', categories);
  await insertAll(db, 'products', products);
  await insertAll(db, 'product_variants', variants);
  await insertAll(db, 'product_modifier_groups', links);
  await bumpCatalogVersion(db, companyId);
}

// The part of the catalogue one order names (issue [12/13]): order creation and placement read
// only the products and variants in the order, by id and scoped by company, never the whole menu.
// A product is on the menu by the rule listCategories applies (catalog.ts): visible, in a visible
// category of the same company; anything else is absent here, so pricing and stock refuse it
// exactly as they did against the whole catalogue. Rows are mapped by catalog.ts's own mappers.
import type { Kysely } from 'kysely';
import type { Product } from '../../../src/domain/types';
import { boolOf } from '../json';
import type { Database } from '../schema';
import { groupBy, modifierGroupsOf, productOf } from './catalog';

/**
 * Ids per `in (…)` list. An order has at most LIMITS.orderLinesMax (200) lines, so one chunk
 * covers it; the cap keeps any caller far below SQLite's bound on parameters per statement.
 */
const CHUNK = 500;

function chunks(ids: readonly string[]): string[][] {
  const unique = [...new Set(ids)];
  const out: string[][] = [];
  for (let i = 0; i < unique.length; i += CHUNK) out.push(unique.slice(i, i + CHUNK));
  return out;
}

/** Runs `read` per chunk of ids and concatenates; chunks are disjoint, so nothing repeats. */
async function byChunks<T>(
  ids: readonly string[],
  read: (chunk: string[]) => Promise<T[]>,
): Promise<T[]> {
  const parts: T[][] = [];
  // Sequential: inside a transaction the queries share one connection anyway.
  for (const chunk of chunks(ids)) parts.push(await read(chunk));
  return parts.flat();
}

/**
 * The order's products that are on the menu, each with all its variants and modifier groups,
 * shaped as listCategories shapes them. Unknown, hidden, other companies' products (and those
 * in a hidden category) are left out. Four queries, whatever the menu's size.
 */
export async function listOrderProducts(
  db: Kysely<Database>,
  companyId: string,
  productIds: readonly string[],
): Promise<Product[]> {
  const products = await byChunks(productIds, (ids) =>
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.category_id')
      .selectAll('products')
      .where('products.company_id', '=', companyId)
      .where('products.visible', '=', 1)
      .where('categories.company_id', '=', companyId)
      .where('categories.visible', '=', 1)
      .where('products.id', 'in', ids)
      .execute(),
  );
  if (products.length === 0) return [];
  const shown = products.map((p) => p.id);
  const [variants, links] = await Promise.all([
    byChunks(shown, (ids) =>
      db
        .selectFrom('product_variants')
        .selectAll()
        .where('company_id', '=', companyId)
        .where('product_id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute(),
    ),
    byChunks(shown, (ids) =>
      db
        .selectFrom('product_modifier_groups')
        .innerJoin('modifier_groups', 'modifier_groups.id', 'product_modifier_groups.group_id')
        .select([
          'product_modifier_groups.product_id',
          'product_modifier_groups.position',
          'modifier_groups.id',
          'modifier_groups.name',
          'modifier_groups.min',
          'modifier_groups.max',
          'modifier_groups.required',
        ])
        .where('product_modifier_groups.company_id', '=', companyId)
        .where('modifier_groups.company_id', '=', companyId)
        .where('product_modifier_groups.product_id', 'in', ids)
        .orderBy('product_modifier_groups.position')
        .execute(),
    ),
  ]);
  const groupRows = [...new Map(links.map((l) => [l.id, l])).values()];
  const modifiers = await byChunks(
    groupRows.map((g) => g.id),
    (ids) =>
      db
        .selectFrom('modifiers')
        .select(['id', 'group_id', 'name', 'price'])
        .where('company_id', '=', companyId)
        .where('group_id', 'in', ids)
        .orderBy('position')
        .orderBy('id')
        .execute(),
  );
  const groups = modifierGroupsOf(groupRows, modifiers);
  const variantsBy = groupBy(variants, (v) => v.product_id);
  const linksBy = groupBy(links, (l) => l.product_id);
  return products.map((p) =>
    productOf(
      p,
      variantsBy.get(p.id) ?? [],
      (linksBy.get(p.id) ?? []).map((l) => l.id),
      groups,
    ),
  );
}

/** What stock rules read of a variant on the menu (see server/orders/stock.ts). */
export interface StockProduct {
  stock_enabled: boolean;
  product_variants: readonly { id: string; stock: number }[];
}

/** An order line as placement reads it (server/orders/stock.ts StockLine). */
export interface PlacementLine {
  product_id: string;
  variant_id: string;
  product_name: string;
  variant_name: string | null;
  quantity: number;
}

/**
 * The order's stored lines, in order, and their variants that are still on the menu, each under
 * its product's stock setting: one query. A variant deleted, of another company, or whose product
 * or category is hidden (now) has no entry.
 */
export async function listPlacementLines(
  db: Kysely<Database>,
  companyId: string,
  orderId: string,
): Promise<{ lines: PlacementLine[]; onMenu: StockProduct[] }> {
  const rows = await db
    .selectFrom('order_items as i')
    .leftJoin('product_variants as v', (join) =>
      join.onRef('v.id', '=', 'i.variant_id').on('v.company_id', '=', companyId),
    )
    .leftJoin('products as p', (join) =>
      join
        .onRef('p.id', '=', 'v.product_id')
        .on('p.company_id', '=', companyId)
        .on('p.visible', '=', 1),
    )
    .leftJoin('categories as c', (join) =>
      join
        .onRef('c.id', '=', 'p.category_id')
        .on('c.company_id', '=', companyId)
        .on('c.visible', '=', 1),
    )
    .select([
      'i.product_id',
      'i.variant_id',
      'i.product_name',
      'i.variant_name',
      'i.quantity',
      'c.id as category_id',
      'v.stock',
      'p.stock_enabled',
    ])
    .where('i.company_id', '=', companyId)
    .where('i.order_id', '=', orderId)
    .orderBy('i.position')
    .execute();
  const lines = rows.map((r) => ({
    product_id: r.product_id,
    variant_id: r.variant_id,
    product_name: r.product_name,
    variant_name: r.variant_name,
    quantity: r.quantity,
  }));
  const onMenu = rows.flatMap((r) =>
    r.category_id !== null && r.stock !== null
      ? [
          {
            stock_enabled: boolOf(r.stock_enabled),
            product_variants: [{ id: r.variant_id, stock: r.stock }],
          },
        ]
      : [],
  );
  return { lines, onMenu };
}

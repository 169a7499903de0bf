// Reads and replaces a company's whole menu for import and export. Every query is scoped by the
// company. Reading takes six queries whatever the menu size, hidden categories and products
// included, in display order (position, then id); replacing deletes the company's menu rows and
// writes the new ones with insertCatalog's batched inserts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { boolOf, readJson } from '../../db/json';
import { insertCatalog } from '../../db/repositories/catalog-write';
import type { CatalogInput } from '../../db/repositories/catalog-write';
import type { Database } from '../../db/schema';
import { JSON_FORMAT, JSON_FORMAT_VERSION } from './format';
import type { MenuCounts, MenuDocument, MenuModifierGroup } from './format';

const imageUrls = (text: string): string[] =>
  readJson<unknown[]>(text, Array.isArray, []).flatMap((image) =>
    typeof image === 'object' &&
    image !== null &&
    typeof (image as { image_url?: unknown }).image_url === 'string'
      ? [(image as { image_url: string }).image_url]
      : [],
  );

/**
 * The original price of a discount, or null for none: rows written before issue [16/21] stored the
 * price itself for "no discount", and the file's empty cell is what means none.
 */
const discountedFrom = (price: number, original: number | null): number | null =>
  original !== null && original > price ? original : null;

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * The company's whole menu as a document. Modifier groups have no position of their own: they are
 * listed in the order products first use them, then the unused ones by name, so two companies
 * holding the same menu export the same file whatever their ids.
 */
export async function readMenuDocument(
  db: Kysely<Database>,
  companyId: string,
): Promise<MenuDocument> {
  const [categories, products, variants, links, groups, options] = await Promise.all([
    db
      .selectFrom('categories')
      .select(['id', 'name', 'visible'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .select(['id', 'category_id', 'name', 'description', 'visible', 'stock_enabled', 'images'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_variants')
      .select([
        'product_id',
        'name',
        'price',
        'original_price',
        'selected',
        'stock',
        'stock_starts_empty',
      ])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_modifier_groups')
      .select(['product_id', 'group_id'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('group_id')
      .execute(),
    db
      .selectFrom('modifier_groups')
      .select(['id', 'name', 'min', 'max', 'required'])
      .where('company_id', '=', companyId)
      .orderBy('name')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('modifiers')
      .select(['group_id', 'name', 'price'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  const productsBy = groupBy(products, (p) => p.category_id);
  const variantsBy = groupBy(variants, (v) => v.product_id);
  const linksBy = groupBy(links, (l) => l.product_id);
  const optionsBy = groupBy(options, (o) => o.group_id);
  const groupById = new Map(groups.map((g) => [g.id, g]));

  const used: string[] = [];
  const seen = new Set<string>();
  const menuCategories = categories.map((c) => ({
    name: c.name,
    visible: boolOf(c.visible),
    products: (productsBy.get(c.id) ?? []).map((p) => {
      const linked = (linksBy.get(p.id) ?? []).flatMap((l) => {
        const group = groupById.get(l.group_id);
        if (!group) return [];
        if (!seen.has(group.id)) {
          seen.add(group.id);
          used.push(group.id);
        }
        return [group.name];
      });
      return {
        name: p.name,
        description: p.description,
        visible: boolOf(p.visible),
        stock_enabled: boolOf(p.stock_enabled),
        images: imageUrls(p.images),
        modifier_groups: linked,
        variants: (variantsBy.get(p.id) ?? []).map((v) => ({
          name: v.name,
          price: v.price ?? 0,
          original_price: discountedFrom(v.price ?? 0, v.original_price),
          selected: boolOf(v.selected),
          stock: v.stock,
          stock_starts_empty: boolOf(v.stock_starts_empty),
        })),
      };
    }),
  }));
  const ordered = [...used, ...groups.map((g) => g.id).filter((id) => !seen.has(id))];
  const modifierGroups: MenuModifierGroup[] = ordered.flatMap((id) => {
    const g = groupById.get(id);
    if (!g) return [];
    return [
      {
        name: g.name,
        min: g.min,
        max: g.max,
        required: boolOf(g.required),
        options: (optionsBy.get(g.id) ?? []).map((o) => ({ name: o.name, price: o.price })),
      },
    ];
  });
  return {
    format: JSON_FORMAT,
    version: JSON_FORMAT_VERSION,
    modifier_groups: modifierGroups,
    categories: menuCategories,
  };
}

/** How many rows of each kind the company's menu has now. */
export async function countStoredMenu(
  db: Kysely<Database>,
  companyId: string,
): Promise<MenuCounts> {
  const count = async (
    table: 'categories' | 'products' | 'product_variants' | 'modifier_groups' | 'modifiers',
  ): Promise<number> => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('n'))
      .where('company_id', '=', companyId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const [categories, products, variants, modifierGroups, options] = await Promise.all([
    count('categories'),
    count('products'),
    count('product_variants'),
    count('modifier_groups'),
    count('modifiers'),
  ]);
  return { categories, products, variants, modifier_groups: modifierGroups, options };
}

/**
 * Deletes the company's menu (links, variants, products, categories, options, groups: children
 * first, so no cascade is relied on) and writes `menu` in its place with fresh ids. Run it inside
 * the caller's transaction.
 */
export async function replaceStoredMenu(
  trx: Kysely<Database>,
  companyId: string,
  menu: MenuDocument,
): Promise<void> {
  for (const table of [
    'product_modifier_groups',
    'product_variants',
    'products',
    'categories',
    'modifiers',
    'modifier_groups',
  ] as const)
    await trx.deleteFrom(table).where('company_id', '=', companyId).execute();

  const groupIds = new Map(menu.modifier_groups.map((g) => [g.name, randomUUID()]));
  const hidden: string[] = [];
  const catalog: CatalogInput = {
    modifier_groups: menu.modifier_groups.map((g) => ({
      id: groupIds.get(g.name) ?? randomUUID(),
      name: g.name,
      min: g.min,
      max: g.max,
      required: g.required,
      modifiers: g.options.map((o) => ({ name: o.name, price: o.price })),
    })),
    categories: menu.categories.map((c) => {
      const id = randomUUID();
      if (!c.visible) hidden.push(id);
      return {
        id,
        name: c.name,
        products: c.products.map((p) => ({
          name: p.name,
          description: p.description,
          visible: p.visible,
          stock_enabled: p.stock_enabled,
          images: p.images.map((image_url) => ({ image_url })),
          modifier_group_ids: p.modifier_groups.flatMap((name) => {
            const id = groupIds.get(name);
            return id ? [id] : [];
          }),
          variants: p.variants.map((v) => ({
            name: v.name,
            price: v.price,
            original_price: v.original_price,
            selected: v.selected,
            stock: v.stock,
            stock_starts_empty: v.stock_starts_empty,
          })),
        })),
      };
    }),
  };
  await insertCatalog(trx, companyId, catalog);
  // insertCatalog writes every category visible; the hidden ones are hidden here.
  for (let i = 0; i < hidden.length; i += 200)
    await trx
      .updateTable('categories')
      .set({ visible: 0 })
      .where('company_id', '=', companyId)
      .where('id', 'in', hidden.slice(i, i + 200))
      .execute();
}

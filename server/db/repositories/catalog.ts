// The menu of §7.2: categories with their visible products, variants and modifier groups.
// Six queries whatever the menu size, assembled in memory, so a large menu costs no more
// round trips than a small one.
import type { Kysely, Selectable } from 'kysely';
import type {
  Category,
  ModifierGroup,
  Product,
  ProductImage,
  ProductVariant,
} from '../../../src/domain/types';
import { arrayOf, boolOf, hasKeys, readJson } from '../json';
import type {
  Database,
  ModifierGroupsTable,
  ModifiersTable,
  ProductsTable,
  ProductVariantsTable,
} from '../schema';

const isImages = arrayOf(hasKeys({ image_url: 'string' }));

export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

type GroupRow = Pick<Selectable<ModifierGroupsTable>, 'id' | 'name' | 'min' | 'max' | 'required'>;
type ModifierRow = Pick<Selectable<ModifiersTable>, 'id' | 'group_id' | 'name' | 'price'>;
type ProductRow = Selectable<ProductsTable>;
type VariantRow = Selectable<ProductVariantsTable>;

/** Groups by id with their modifiers, which come in display order (position, id). */
export function modifierGroupsOf(
  groups: readonly GroupRow[],
  modifiers: ModifierRow[],
): Map<string, ModifierGroup> {
  const byGroup = groupBy(modifiers, (m) => m.group_id);
  return new Map(
    groups.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        min: g.min,
        max: g.max,
        required: boolOf(g.required),
        modifiers: (byGroup.get(g.id) ?? []).map((m) => ({
          id: m.id,
          name: m.name,
          price: m.price,
        })),
      },
    ]),
  );
}

async function loadModifierGroups(
  db: Kysely<Database>,
  companyId: string,
): Promise<Map<string, ModifierGroup>> {
  const [groups, modifiers] = await Promise.all([
    db.selectFrom('modifier_groups').selectAll().where('company_id', '=', companyId).execute(),
    db
      .selectFrom('modifiers')
      .select(['id', 'group_id', 'name', 'price'])
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return modifierGroupsOf(groups, modifiers);
}

export function variantOf(v: VariantRow, categoryId: string): ProductVariant {
  return {
    id: v.id,
    name: v.name,
    price: v.price,
    original_price: v.original_price,
    selected: boolOf(v.selected),
    stock: v.stock,
    stock_consumed: v.stock_consumed,
    stock_starts_empty: boolOf(v.stock_starts_empty),
    category_id: categoryId,
    product_id: v.product_id,
  };
}

/**
 * A visible product as the menu shows it: `variants` its variant rows in display order,
 * `groupIds` its linked modifier groups in link order (a group gone from `groups` is skipped).
 */
export function productOf(
  p: ProductRow,
  variants: readonly VariantRow[],
  groupIds: readonly string[],
  groups: ReadonlyMap<string, ModifierGroup>,
): Product {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    visible: true,
    stock_enabled: boolOf(p.stock_enabled),
    images: readJson<ProductImage[]>(p.images, isImages, []),
    category_id: p.category_id,
    product_category_id: p.category_id,
    product_variants: variants.map((v) => variantOf(v, p.category_id)),
    modifier_groups: groupIds.flatMap((id) => {
      const group = groups.get(id);
      return group ? [group] : [];
    }),
  };
}

/**
 * Categories in display order; a category hidden by the owner, or with no visible product, is
 * left out (and so are its products). Orders read only the products they name, by the same rule
 * and through the same mapping (order-catalog.ts).
 */
export async function listCategories(db: Kysely<Database>, companyId: string): Promise<Category[]> {
  const [categories, products, variants, links, groups] = await Promise.all([
    db
      .selectFrom('categories')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('visible', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('products')
      .selectAll()
      .where('company_id', '=', companyId)
      .where('visible', '=', 1)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_variants')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_modifier_groups')
      .selectAll()
      .where('company_id', '=', companyId)
      .orderBy('position')
      .execute(),
    loadModifierGroups(db, companyId),
  ]);
  const variantsBy = groupBy(variants, (v) => v.product_id);
  const linksBy = groupBy(links, (l) => l.product_id);
  const productsBy = groupBy(products, (p) => p.category_id);
  const toProduct = (p: (typeof products)[number]): Product =>
    productOf(
      p,
      variantsBy.get(p.id) ?? [],
      (linksBy.get(p.id) ?? []).map((l) => l.group_id),
      groups,
    );

  return categories.flatMap((c) => {
    const list = productsBy.get(c.id);
    if (!list) return [];
    return [{ id: c.id, category_id: c.id, name: c.name, products: list.map(toProduct) }];
  });
}

// Turns a compact menu (server/seed/types.ts) into the catalogue rows, with stable ids and
// image URLs that point at the generated media (server/seed/media.ts).
import { LIMITS } from '../../src/domain/constants';
import type { CatalogInput } from '../db/repositories/catalog-write';
import { seedId, slugify } from './ids';
import type { DishOptions, DishSpec, MenuSpec } from './types';

export function dish(
  name: string,
  description: string,
  price: number,
  options: DishOptions = {},
): DishSpec {
  return { name, description, price, ...options };
}

export function productImageUrl(token: string, productName: string): string {
  return `/media/${token}/products/${slugify(productName)}.svg`;
}

export function menuToCatalog(token: string, menu: MenuSpec): CatalogInput {
  const groupId = (key: string) => seedId(token, 'group', key);
  return {
    modifier_groups: Object.entries(menu.groups).map(([key, g]) => ({
      id: groupId(key),
      name: g.name,
      min: g.min,
      max: g.max,
      required: g.required,
      modifiers: g.options.map(([name, price]) => ({
        id: seedId(token, 'modifier', key, name),
        name,
        price,
      })),
    })),
    categories: menu.categories.map((c) => ({
      id: seedId(token, 'category', c.name),
      name: c.name,
      products: c.dishes.map((d) => {
        const productId = seedId(token, 'product', c.name, d.name);
        const sizes: [string | null, number][] = d.sizes ?? [[null, d.price]];
        return {
          id: productId,
          name: d.name,
          description: d.description,
          visible: !d.hidden,
          stock_enabled: d.stock !== undefined,
          images: [{ image_url: productImageUrl(token, d.name) }],
          variants: sizes.map(([name, price], i) => ({
            id: seedId(productId, 'variant', name ?? 'default'),
            name,
            price,
            // A discount shows on every size: the same saving applies to each. Without one there
            // is no original price (null), which keeps the size on offer (pricing.ts isPriced).
            original_price: d.was !== undefined ? price + (d.was - d.price) : null,
            selected: i === 0,
            stock: d.stock ?? LIMITS.defaultStock,
          })),
          modifier_group_ids: (d.groups ?? []).map(groupId),
        };
      }),
    })),
  };
}

// The unsaved draft as the storefront's Product (src/domain/types-catalog.ts), so the editor's
// preview is drawn by the storefront's own pieces and pricing rules (§5.6) exactly as diners will
// see the product once saved. A price that cannot be read yet shows as 0 in the preview.
import type { AdminModifierGroup } from '../../../api/admin-products';
import { variantName } from '../../../domain/menu-rules';
import type { Currency, ModifierGroup, Product } from '../../../domain/types';
import { readPrice } from './money-input';
import type { ProductDraft } from './product-draft';
import { stockOf } from './product-draft';

export const PREVIEW_ID = 'preview';

/** A modifier group as the storefront's catalogue serves it. */
export function storefrontGroup(group: AdminModifierGroup): ModifierGroup {
  return {
    id: group.id,
    name: group.name,
    min: group.min,
    max: group.max,
    required: group.required,
    modifiers: [...group.options]
      .sort((a, b) => a.position - b.position)
      .map((o) => ({ id: o.id, name: o.name, price: o.price })),
  };
}

export function previewProduct(
  draft: ProductDraft,
  groups: readonly AdminModifierGroup[],
  currency: Currency,
  id: string = PREVIEW_ID,
): Product {
  const byId = new Map(groups.map((g) => [g.id, g]));
  return {
    id,
    name: draft.name.trim(),
    description: draft.description.trim(),
    visible: draft.visible,
    stock_enabled: draft.stock_enabled,
    images: draft.images.map((i) => ({ image_url: i.image_url })),
    category_id: draft.category_id,
    product_category_id: draft.category_id,
    product_variants: draft.variants.map((v, index) => {
      const price = readPrice(v.price, currency);
      const original = v.original.trim() === '' ? null : readPrice(v.original, currency);
      return {
        id: v.key,
        name: variantName(v.name),
        price: price.ok ? price.minor : 0,
        original_price: original?.ok ? original.minor : null,
        selected: index === 0,
        stock: stockOf(draft, v),
        stock_consumed: 0,
        stock_starts_empty: false,
        category_id: draft.category_id,
        product_id: id,
      };
    }),
    modifier_groups: draft.modifier_group_ids.flatMap((groupId) => {
      const group = byId.get(groupId);
      return group ? [storefrontGroup(group)] : [];
    }),
  };
}

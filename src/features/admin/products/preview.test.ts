import { describe, expect, it } from 'vitest';
import { chooseVariants } from '../../../domain/pricing';
import { cardPrice } from '../../../domain/catalogue-view';
import { GROUP, USD, product } from './fixtures.test-helpers';
import { draftOf, updateVariant } from './product-draft';
import { previewProduct, storefrontGroup } from './preview';

describe('preview', () => {
  it('is the storefront’s product for the unsaved draft', () => {
    const draft = updateVariant(draftOf(product(), USD), 'v1', { price: '8.00' });
    const shown = previewProduct({ ...draft, name: ' New name ' }, [GROUP], USD);
    expect(shown.name).toBe('New name');
    expect(
      shown.product_variants.map((v) => [v.name, v.price, v.original_price, v.selected]),
    ).toEqual([
      ['Small', 800, 1200, true],
      ['Large', 1500, null, false],
    ]);
    expect(shown.modifier_groups).toEqual([storefrontGroup(GROUP)]);
    expect(shown.modifier_groups[0]?.modifiers.map((m) => m.name)).toEqual(['Cheese', 'Bacon']);
    // The storefront's own rules apply: the card shows the cheapest.
    expect(cardPrice(shown)?.price).toBe(800);
    // Large has no original price, Small has one: both sizes are offered (issue [16/21] item 2).
    expect(chooseVariants(shown).map((v) => v.name)).toEqual(['Small', 'Large']);
  });

  it('shows an unreadable price as 0 and drops groups it does not know', () => {
    const draft = updateVariant(draftOf(product(), USD), 'v1', { price: 'abc' });
    const shown = previewProduct(draft, [], USD);
    expect(shown.product_variants[0]?.price).toBe(0);
    expect(shown.modifier_groups).toEqual([]);
  });
});

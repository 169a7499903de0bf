import { describe, expect, it } from 'vitest';
import { EUR, USD, product } from './fixtures.test-helpers';
import {
  addVariant,
  createBody,
  draftOf,
  draftProblems,
  emptyDraft,
  isDirty,
  moveImage,
  removeImage,
  removeVariant,
  toggleGroup,
  updateBody,
  updateVariant,
  withUploadedImage,
} from './product-draft';

describe('product draft', () => {
  it('reads a product with its variants in order and prices in the currency', () => {
    const draft = draftOf(product(), EUR);
    expect(draft.variants.map((v) => [v.name, v.price, v.original])).toEqual([
      ['Small', '10,00', '12,00'],
      ['Large', '15,00', ''],
    ]);
    expect(draft.modifier_group_ids).toEqual(['g1']);
  });

  it('reports each problem under its field, in admin.products.errors keys', () => {
    let draft = emptyDraft('c1', 'k1');
    expect(draftProblems(draft, USD)).toEqual({
      name: { key: 'admin.products.errors.required' },
      'variants.0.price': { key: 'admin.products.errors.priceRequired' },
    });
    draft = { ...draft, name: 'Soup' };
    draft = updateVariant(draft, 'k1', { price: '4.5', original: '4.00' });
    expect(draftProblems(draft, USD)).toEqual({
      'variants.0.original_price': { key: 'admin.products.errors.originalAbove' },
    });
    draft = updateVariant(draft, 'k1', { original: '' });
    expect(draftProblems(draft, USD)).toEqual({});
    // A second variant needs a name on both; a tracked stock must be a whole number.
    draft = { ...addVariant(draft, 'k2'), stock_enabled: true };
    draft = updateVariant(draft, 'k2', { price: '5', stock: 'x' });
    expect(draftProblems(draft, USD)).toEqual({
      'variants.0.name': { key: 'admin.products.errors.variantName' },
      'variants.1.name': { key: 'admin.products.errors.variantName' },
      'variants.1.stock': { key: 'admin.products.errors.wholeNumber' },
    });
    expect(draftProblems({ ...draft, name: 'x'.repeat(81) }, USD).name).toEqual({
      key: 'admin.products.errors.tooLong',
      params: { max: 80 },
    });
  });

  it('builds the bodies a save sends, in minor units', () => {
    let draft = { ...emptyDraft('c1', 'k1'), name: ' Soup ' };
    draft = updateVariant(draft, 'k1', { price: '4.50', stock: '0' });
    expect(createBody(draft, USD)).toEqual({
      category_id: 'c1',
      name: 'Soup',
      description: '',
      visible: true,
      stock_enabled: false,
      // Untracked stock is never saved as 0: the storefront would call it sold out (§5.7).
      variants: [{ name: null, price: 450, original_price: null, stock: 100 }],
      modifier_group_ids: [],
    });
    const edited = updateVariant(draftOf(product(), USD), 'v1', { price: '9.99' });
    const body = updateBody({ ...edited, stock_enabled: true }, USD);
    expect(body.variants[0]).toEqual({
      id: 'v1',
      name: 'Small',
      price: 999,
      original_price: 1200,
      stock: 100,
    });
    expect(body.images).toEqual([{ image_url: '/a.png' }]);
  });

  it('knows when something changed', () => {
    const base = draftOf(product(), USD);
    expect(isDirty(draftOf(product(), USD), base)).toBe(false);
    expect(isDirty({ ...base, name: 'Other' }, base)).toBe(true);
    expect(isDirty(toggleGroup(base, 'g1'), base)).toBe(true);
    expect(isDirty(toggleGroup(toggleGroup(base, 'g1'), 'g1'), base)).toBe(false);
  });

  it('keeps one variant at least, and reorders or removes images', () => {
    const one = emptyDraft('c1', 'k1');
    expect(removeVariant(one, 'k1')).toBe(one);
    const two = addVariant(one, 'k2');
    expect(removeVariant(two, 'k1').variants.map((v) => v.key)).toEqual(['k2']);
    const images = { ...one, images: [{ image_url: 'a' }, { image_url: 'b' }] };
    expect(moveImage(images, 1, -1).images).toEqual([{ image_url: 'b' }, { image_url: 'a' }]);
    expect(moveImage(images, 1, 1).images).toEqual(images.images);
    expect(removeImage(images, 0).images).toEqual([{ image_url: 'b' }]);
  });

  it('adds an uploaded image to the draft, keeping the owner’s unsaved order', () => {
    const before = product({ images: [{ image_url: 'a' }, { image_url: 'b' }] });
    const after = { ...before, version: 4, images: [...before.images, { image_url: 'c' }] };
    const draft = { ...draftOf(before, USD), name: 'Renamed' };
    const next = withUploadedImage(moveImage(draft, 1, -1), before, after);
    expect(next.images.map((i) => i.image_url)).toEqual(['b', 'a', 'c']);
    expect(next.name).toBe('Renamed');
  });
});

// §2.4 search: accent- and case-insensitive over name and description, index built once.
import { describe, expect, it, vi } from 'vitest';
import { product } from '../../domain/catalogue.fixtures';
import { PRODUCT_CATEGORY_SEARCH_ID } from '../../domain/constants';
import type { Category } from '../../domain/types';
import { buildSearchIndex, normalizeSearchText, searchCategory, searchProducts } from './search';

const cat = (id: string, products: Category['products']): Category => ({
  id,
  category_id: id,
  name: id,
  products,
});

const menu = [
  cat('mains', [
    product({ id: 'a', name: 'Jalapeño Burger', description: 'Spicy and SMOKY' }),
    product({ id: 'b', name: 'Crème brûlée', description: 'Vanilla custard' }),
  ]),
  cat('drinks', [
    product({ id: 'c', name: 'Café com leite', description: 'Coffee with milk' }),
    product({ id: 'a', name: 'Jalapeño Burger', description: 'Spicy and SMOKY' }),
  ]),
];

describe('normalizeSearchText', () => {
  it.each([
    ['Jalapeño', 'jalapeno'],
    ['  CRÈME   Brûlée ', 'creme brulee'],
    ['ÇA VA', 'ca va'],
    ['قَهْوَة', 'قهوة'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });
});

describe('searchProducts', () => {
  const index = buildSearchIndex(menu);

  it('indexes each product once, in menu order', () => {
    expect(index.map((e) => e.product.id)).toEqual(['a', 'b', 'c']);
  });

  it('matches without accents or case, on the name', () => {
    expect(searchProducts(menu, 'CREME')?.map((p) => p.id)).toEqual(['b']);
    expect(searchProducts(menu, 'jalapeño')?.map((p) => p.id)).toEqual(['a']);
  });

  it('matches the description, and needs every word', () => {
    expect(searchProducts(menu, 'smoky burger')?.map((p) => p.id)).toEqual(['a']);
    expect(searchProducts(menu, 'smoky milk')).toEqual([]);
    expect(searchProducts(menu, 'milk')?.map((p) => p.id)).toEqual(['c']);
  });

  it('builds the index on the first search only, and once per catalogue', () => {
    const catalogue = menu.map((c) => ({ ...c }));
    const spy = vi.spyOn(String.prototype, 'normalize');
    const before = spy.mock.calls.length;
    expect(searchProducts(catalogue, '')).toBeNull();
    expect(spy.mock.calls.length - before).toBe(1);
    searchProducts(catalogue, 'cafe');
    const built = spy.mock.calls.length - before;
    // The query, then each of the three products once.
    expect(built).toBe(1 + 1 + 3);
    searchProducts(catalogue, 'smoky');
    expect(spy.mock.calls.length - before).toBe(built + 1);
    spy.mockRestore();
  });

  it('an empty or blank query is not a search', () => {
    expect(searchProducts(menu, '')).toBeNull();
    expect(searchProducts(menu, '   ')).toBeNull();
  });

  it('wraps results in the search_results pseudo-category (§3)', () => {
    const results = searchProducts(menu, 'cafe') ?? [];
    const category = searchCategory(results);
    expect(category.id).toBe(PRODUCT_CATEGORY_SEARCH_ID);
    expect(category.name).toBe('search_results');
    expect(category.products.map((p) => p.id)).toEqual(['c']);
  });
});

// The kitchen's product search and pause input.
import { describe, expect, it } from 'vitest';
import { product, variant } from '../../domain/catalogue.fixtures';
import type { Category } from '../../domain/types';
import { parsePauseMinutes, searchRows, stockRows } from './stock-list';

const categories = [
  {
    id: 'c1',
    category_id: 'c1',
    name: 'Drinks',
    products: [
      product({ id: 'p1', name: 'Limonada', product_variants: [variant({ stock: 5 })] }),
      product({
        id: 'p2',
        name: 'Café',
        stock_enabled: true,
        product_variants: [variant({ stock: 0 })],
      }),
    ],
  },
  {
    id: 'c2',
    category_id: 'c2',
    name: 'Specials',
    products: [product({ id: 'p1', name: 'Limonada', product_variants: [variant({ stock: 5 })] })],
  },
] as Category[];

describe('stockRows', () => {
  it('lists each product once, by name, with its availability', () => {
    expect(stockRows(categories)).toEqual([
      { id: 'p2', name: 'Café', category: 'Drinks', available: false },
      { id: 'p1', name: 'Limonada', category: 'Drinks', available: true },
    ]);
  });
});

describe('searchRows', () => {
  it('matches names and categories ignoring case and accents', () => {
    const rows = stockRows(categories);
    expect(searchRows(rows, 'CAFE').map((r) => r.id)).toEqual(['p2']);
    expect(searchRows(rows, 'drink').map((r) => r.id)).toEqual(['p2', 'p1']);
    expect(searchRows(rows, '  ')).toHaveLength(2);
    expect(searchRows(rows, 'pizza')).toEqual([]);
  });
});

describe('parsePauseMinutes', () => {
  it('accepts whole minutes from 0 to a day', () => {
    expect(parsePauseMinutes('45')).toBe(45);
    expect(parsePauseMinutes('0')).toBe(0);
    expect(parsePauseMinutes('-5')).toBeNull();
    expect(parsePauseMinutes('1.5')).toBeNull();
    expect(parsePauseMinutes('')).toBeNull();
    expect(parsePauseMinutes('1440')).toBe(1440);
    expect(parsePauseMinutes('1441')).toBeNull();
  });
});

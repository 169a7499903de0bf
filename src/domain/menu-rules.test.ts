// The back office's product and modifier group rules, shared by the editor and the server.
import { describe, expect, it } from 'vitest';
import {
  MENU_LIMITS,
  descriptionProblem,
  groupMinimum,
  groupProblems,
  priceProblem,
  productNameProblem,
  stockProblem,
  variantName,
  variantProblems,
} from './menu-rules';
import { validateModifierSelection } from './modifiers';
import { effectiveStock } from './stock';

const variant = (over: Partial<Parameters<typeof variantProblems>[0][number]> = {}) => ({
  name: null,
  price: 1000,
  original_price: null,
  stock: 100,
  ...over,
});
const fields = (problems: { field: string }[]) => problems.map((p) => p.field);

describe('product names and descriptions', () => {
  it('takes a name of 1 to 80 code points on one line', () => {
    expect(productNameProblem('Burger')).toBeNull();
    expect(productNameProblem('🍔'.repeat(MENU_LIMITS.productName))).toBeNull();
    expect(productNameProblem('')).toMatch(/empty/);
    expect(productNameProblem('x'.repeat(MENU_LIMITS.productName + 1))).toMatch(/at most 80/);
    expect(productNameProblem('Two\nlines')).toMatch(/control/);
  });

  it('takes an empty description or one with line breaks, up to 1000 characters', () => {
    expect(descriptionProblem('')).toBeNull();
    expect(descriptionProblem('Beef.\nCheese.\r\nBun.\tSesame')).toBeNull();
    expect(descriptionProblem('x'.repeat(1001))).toMatch(/at most 1000/);
    expect(descriptionProblem('Bell\u0007')).toMatch(/control/);
  });
});

describe('prices and stock', () => {
  it.each([0, 1, 1250, MENU_LIMITS.maxPrice])('takes %s minor units', (price) => {
    expect(priceProblem(price)).toBeNull();
  });
  it.each([
    [-1, /negative/],
    [12.5, /whole/],
    [Number.NaN, /whole/],
    [MENU_LIMITS.maxPrice + 1, /at most/],
  ])('refuses %s', (price, message) => {
    expect(priceProblem(price)).toMatch(message);
  });
  it('takes whole stock from 0', () => {
    expect(stockProblem(0)).toBeNull();
    expect(stockProblem(-1)).toMatch(/negative/);
    expect(stockProblem(1.5)).toMatch(/whole/);
  });
  it('defaults a new variant to the stock §5.7 gives an untracked product', () => {
    expect(effectiveStock({ stock: MENU_LIMITS.defaultStock }, { stock_enabled: false })).toBe(100);
  });
});

describe('variantProblems', () => {
  it('takes one unnamed variant, and blank names are no name', () => {
    expect(variantProblems([variant()])).toEqual([]);
    expect(variantName('  ')).toBeNull();
    expect(variantName(' Large ')).toBe('Large');
  });

  it('needs at least one variant and at most twenty', () => {
    expect(fields(variantProblems([]))).toEqual(['variants']);
    const many = Array.from({ length: 21 }, (_, i) => variant({ name: `V${i}` }));
    expect(fields(variantProblems(many))).toEqual(['variants']);
  });

  it('needs a distinct name for each of several variants', () => {
    const problems = variantProblems([
      variant({ name: 'Small' }),
      variant({ name: null }),
      variant({ name: 'small' }),
    ]);
    expect(fields(problems)).toEqual(['variants.1.name', 'variants.2.name']);
  });

  it('wants an original price above the price when there is one', () => {
    expect(variantProblems([variant({ price: 900, original_price: 1000 })])).toEqual([]);
    expect(fields(variantProblems([variant({ price: 1000, original_price: 1000 })]))).toEqual([
      'variants.0.original_price',
    ]);
    expect(fields(variantProblems([variant({ price: -5, stock: -1 })]))).toEqual([
      'variants.0.price',
      'variants.0.stock',
    ]);
  });
});

describe('groupProblems', () => {
  const group = (over: Partial<Parameters<typeof groupProblems>[0]> = {}) => ({
    min: 0,
    max: 2,
    required: false,
    options: [
      { name: 'Cheese', price: 200 },
      { name: 'Bacon', price: 300 },
    ],
    ...over,
  });

  it('takes consistent bounds; max 0 is no maximum, as the storefront reads it', () => {
    expect(groupProblems(group())).toEqual([]);
    expect(groupProblems(group({ min: 3, max: 0, required: true }))).toEqual([]);
    expect(
      validateModifierSelection(
        [
          {
            id: 'g',
            min: 0,
            max: 0,
            required: false,
            modifiers: [{ id: 'm', name: 'M', price: 1 }],
          },
        ],
        [{ modifierId: 'm', quantity: 9 }],
      ),
    ).toEqual([]);
  });

  it('refuses min above max, negative or fractional bounds', () => {
    expect(fields(groupProblems(group({ min: 3, max: 2 })))).toEqual(['max']);
    expect(fields(groupProblems(group({ min: -1 })))).toEqual(['min']);
    expect(fields(groupProblems(group({ max: 1.5 })))).toEqual(['max']);
  });

  it('needs one to fifty options with distinct names and valid prices', () => {
    expect(fields(groupProblems(group({ options: [] })))).toEqual(['options']);
    const problems = groupProblems(
      group({
        options: [
          { name: 'Cheese', price: 200 },
          { name: ' cheese ', price: -1 },
          { name: '', price: 0 },
        ],
      }),
    );
    expect(fields(problems)).toEqual(['options.1.name', 'options.1.price', 'options.2.name']);
  });

  it('counts a required group as needing one unit at least', () => {
    expect(groupMinimum({ min: 0, required: true })).toBe(1);
    expect(groupMinimum({ min: 2, required: true })).toBe(2);
    expect(groupMinimum({ min: 2, required: false })).toBe(0);
  });
});

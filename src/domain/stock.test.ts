import { describe, expect, it } from 'vitest';
import { addOrMerge, decrease, increase } from './cart';
import {
  consume,
  effectiveStock,
  ledgerFromLines,
  release,
  remainingStock,
  stockShortfalls,
} from './stock';
import { line, variant } from './catalogue.fixtures';

describe('§5.7 effective stock', () => {
  it.each([
    [0, true, 0],
    [-3, true, 0],
    [0, false, 0],
    [-1, false, 0],
    [7, true, 7],
    [7, false, 100],
    [250, true, 250],
    [Number.NaN, true, 0],
  ])('stock %d with stock_enabled %s → %d', (stock, stock_enabled, expected) => {
    expect(effectiveStock(variant({ stock }), { stock_enabled })).toBe(expected);
  });
});

describe('§4.7 adding consumes stock, removing returns it', () => {
  it.each([
    ['consume adds', () => consume({ v1: 2 }, 'v1', 3), { v1: 5 }],
    ['consume of a new variant', () => consume({}, 'v2', 1), { v2: 1 }],
    ['consume ignores non-positive quantities', () => consume({ v1: 2 }, 'v1', -4), { v1: 2 }],
    ['release subtracts', () => release({ v1: 5 }, 'v1', 2), { v1: 3 }],
    ['release never goes below 0 and drops the entry', () => release({ v1: 2 }, 'v1', 9), {}],
    ['release of an unknown variant is harmless', () => release({ v1: 2 }, 'v9', 1), { v1: 2 }],
  ])('%s', (_name, run, expected) => {
    expect(run()).toEqual(expected);
  });

  it.each([
    [10, true, {}, 10],
    [10, true, { v1: 4 }, 6],
    [10, true, { v1: 12 }, 0],
    [0, false, {}, 0],
    [5, false, { v1: 30 }, 70],
  ])(
    'remaining of stock %d (enabled %s) after %o → %d',
    (stock, stock_enabled, ledger, expected) => {
      expect(remainingStock(variant({ stock }), { stock_enabled }, ledger)).toBe(expected);
    },
  );

  it('derives a ledger from cart lines sharing a variant', () => {
    const lines = [
      line({ quantity: 2 }),
      line({ quantity: 3, comment: 'x' }),
      line({ quantity: 1, variantId: 'v2' }),
    ];
    expect(ledgerFromLines(lines)).toEqual({ v1: 5, v2: 1 });
  });

  it('reports the variants an order over-asks', () => {
    const available: Record<string, number> = { v1: 4, v2: 10 };
    expect(stockShortfalls({ v1: 5, v2: 10 }, (id) => available[id] ?? 0)).toEqual([
      { variantId: 'v1', requested: 5, available: 4 },
    ]);
  });
});

describe('§4.7 cart operations move stock through the ledger', () => {
  it('adding and increasing consume, decreasing returns, reset restores', () => {
    const v = variant({ id: 'v1', stock: 5 });
    const stockEnabled = { stock_enabled: true };
    let lines = addOrMerge([], line({ quantity: 2 }));
    expect(remainingStock(v, stockEnabled, ledgerFromLines(lines))).toBe(3);
    lines = increase(lines, lines[0]!.hash, remainingStock(v, stockEnabled, {}));
    expect(remainingStock(v, stockEnabled, ledgerFromLines(lines))).toBe(2);
    lines = decrease(lines, lines[0]!.hash, true);
    expect(remainingStock(v, stockEnabled, ledgerFromLines(lines))).toBe(3);
    lines = [];
    expect(remainingStock(v, stockEnabled, ledgerFromLines(lines))).toBe(5);
  });
});

import { describe, expect, it } from 'vitest';
import { customAmountProblem, evenShares, tabBalance } from './balance';

describe('tabBalance (§4.2 balance states for a tab)', () => {
  it.each([
    [10_000, 0, 10_000, 'UNPAID'],
    [10_000, 2_500, 7_500, 'PARTIAL'],
    [10_000, 10_000, 0, 'PAID'],
    [10_000, 12_000, 0, 'OVERPAID'],
    [0, 0, 0, 'PAID'],
  ] as const)('total %i paid %i → balance %i, %s', (total, paid, balance, state) => {
    expect(tabBalance(total, paid)).toEqual({ total, paid, balance, balance_state: state });
  });
});

describe('evenShares (issue [17/21]: shares add up exactly, the last takes the cents)', () => {
  it.each([
    [10_000, 3, [3_333, 3_333, 3_334]],
    [10_001, 2, [5_000, 5_001]],
    [900, 3, [300, 300, 300]],
    [5, 4, [1, 1, 1, 2]],
    [2, 3, [0, 0, 2]],
    [0, 2, [0, 0]],
    [1_234, 1, [1_234]],
  ])('%i between %i → %j', (balance, people, shares) => {
    const split = evenShares(balance, people);
    expect(split).toEqual(shares);
    expect(split.reduce((a, b) => a + b, 0)).toBe(balance);
  });

  it('refuses a count below one and a fractional balance', () => {
    expect(() => evenShares(100, 0)).toThrow(RangeError);
    expect(() => evenShares(100, 1.5)).toThrow(RangeError);
    expect(() => evenShares(10.5, 2)).toThrow(RangeError);
    expect(() => evenShares(-1, 2)).toThrow(RangeError);
  });
});

describe('customAmountProblem (0 < amount ≤ balance)', () => {
  it.each([
    [1, 100, null],
    [100, 100, null],
    [0, 100, 'not_positive'],
    [-5, 100, 'not_positive'],
    [101, 100, 'above_balance'],
    [1.5, 100, 'not_whole'],
    [1, 0, 'above_balance'],
  ] as const)('%d of %d → %s', (amount, balance, problem) => {
    expect(customAmountProblem(amount, balance)).toBe(problem);
  });
});

import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  claimOf,
  holdsBalance,
  lineTotal,
  nextShareIndex,
  shareAmount,
  splitView,
} from './payments';

describe('paying the tab (issue [17/21])', () => {
  it('waiting payments hold the balance; paid ones claim their items as paid', () => {
    expect(holdsBalance('pending')).toBe(true);
    expect(holdsBalance('awaiting_staff')).toBe(true);
    expect(holdsBalance('succeeded')).toBe(false);
    expect([claimOf('pending'), claimOf('succeeded'), claimOf('expired')]).toEqual([
      'held',
      'paid',
      null,
    ]);
  });

  it('an even split adds up exactly, the last share taking the remaining cents', () => {
    const split = splitView(3, 1_000, 0);
    expect(split.shares).toEqual([333, 333, 334]);
    expect(split.shares.reduce((a, b) => a + b, 0)).toBe(1_000);
  });

  it('the next share is the first nobody took; the last takes what is left', () => {
    expect(nextShareIndex(3, [])).toBe(0);
    expect(nextShareIndex(3, [0, 2])).toBe(1);
    expect(nextShareIndex(2, [0, 1])).toBeNull();
    const split = { people: 3, amount: 1_000 };
    expect(shareAmount(split, 0, 1_000)).toBe(333);
    expect(shareAmount(split, 2, 334)).toBe(334);
    // Someone paid 10 another way meanwhile: the last share takes only what is left.
    expect(shareAmount(split, 2, 324)).toBe(324);
  });

  it('an amount may only take what is neither paid nor held', () => {
    expect(amountProblem(500, 500)).toBeNull();
    expect(amountProblem(501, 500)).toBe('above_free');
    expect(amountProblem(500, 0)).toBe('nothing_left');
    expect(amountProblem(0, 500)).toBe('nothing_left');
    expect(lineTotal({ unit_price: 250, quantity: 3 })).toBe(750);
  });
});

import { describe, expect, it } from 'vitest';
import { firstLiveCount, nextLiveCount } from './progressive-steps';

describe('progressive list steps', () => {
  it.each([
    // sizes, firstItems, expected
    [[25, 25, 25], 8, 1],
    [[3, 3, 3, 3], 8, 3],
    [[3, 3], 8, 2],
    [[], 8, 0],
    [[0, 0, 5], 1, 3],
  ])('the first step of %j covering %i items is %i groups', (sizes, first, expected) => {
    expect(firstLiveCount(sizes, first)).toBe(expected);
  });

  it.each([
    [[25, 25, 25], 1, 20, 2],
    [[5, 5, 5, 5, 5], 1, 12, 4],
    [[5, 5, 5, 5, 5], 4, 12, 5],
    [[5, 5], 2, 12, 2],
  ])('after %j with %i live, a step of %i items makes %i live', (sizes, live, step, expected) => {
    expect(nextLiveCount(sizes, live, step)).toBe(expected);
  });

  it('always moves on by at least one group until all are live', () => {
    const sizes = [40, 40, 40];
    const seen = [firstLiveCount(sizes, 1)];
    while (seen.at(-1)! < sizes.length) seen.push(nextLiveCount(sizes, seen.at(-1)!, 1));
    expect(seen).toEqual([1, 2, 3]);
  });
});

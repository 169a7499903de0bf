import { describe, expect, it } from 'vitest';
import type { LoyaltySettings } from './types';
import { availableRewards, loyaltyProgramIsActive } from './loyalty';

const reward = (id: string, required_points: number) => ({
  id,
  name: id,
  required_points,
  discount_type: 'fixed' as const,
  value: 100,
});
const program = (active: boolean): LoyaltySettings => ({
  loyalty_program: {
    active,
    rewards: [reward('big', 500), reward('small', 50), reward('mid', 200)],
  },
});

describe('§4.8 loyalty rewards', () => {
  it.each([
    ['no points', 0, []],
    ['exactly the required points', 50, ['small']],
    ['between rewards', 499, ['small', 'mid']],
    ['enough for all', 10_000, ['small', 'mid', 'big']],
    ['negative balance', -10, []],
  ])('%s', (_label, points, expected) => {
    expect(availableRewards(program(true), points).map((r) => r.id)).toEqual(expected);
  });

  it.each([
    ['inactive program', program(false)],
    ['no settings', null],
  ])('%s offers nothing', (_label, settings) => {
    expect(availableRewards(settings, 10_000)).toEqual([]);
  });

  it.each([
    [program(true), true],
    [program(false), false],
    [null, false],
  ])('program active: %#', (settings, expected) => {
    expect(loyaltyProgramIsActive(settings)).toBe(expected);
  });
});

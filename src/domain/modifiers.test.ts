import { describe, expect, it } from 'vitest';
import {
  groupCount,
  modifiersTotal,
  unknownModifierIds,
  validateModifierSelection,
} from './modifiers';
import { group } from './catalogue.fixtures';

const pick = (...pairs: [string, number][]) =>
  pairs.map(([modifierId, quantity]) => ({ modifierId, quantity }));

describe('§3 modifier groups: min, max, required', () => {
  it.each([
    ['optional, nothing chosen', { required: false, min: 0, max: 2 }, pick(), []],
    ['required, nothing chosen', { required: true, min: 1, max: 2 }, pick(), ['required']],
    [
      'required with min 0, nothing chosen',
      { required: true, min: 0, max: 2 },
      pick(),
      ['required'],
    ],
    ['required, one chosen', { required: true, min: 1, max: 2 }, pick(['m1', 1]), []],
    ['below min when required', { required: true, min: 2, max: 3 }, pick(['m1', 1]), ['min']],
    [
      'below min once an optional group is touched',
      { required: false, min: 2, max: 3 },
      pick(['m1', 1]),
      ['min'],
    ],
    ['optional group with min may stay empty', { required: false, min: 2, max: 3 }, pick(), []],
    ['exactly max', { required: false, min: 0, max: 2 }, pick(['m1', 1], ['m2', 1]), []],
    ['above max via quantity', { required: false, min: 0, max: 2 }, pick(['m1', 3]), ['max']],
    ['max 0 means no maximum', { required: false, min: 0, max: 0 }, pick(['m1', 50]), []],
    [
      'negative quantities do not count',
      { required: true, min: 1, max: 2 },
      pick(['m1', -1]),
      ['required'],
    ],
  ])('%s', (_name, rules, selected, kinds) => {
    const errors = validateModifierSelection([group(rules)], selected);
    expect(errors.map((e) => e.kind)).toEqual(kinds);
    expect(errors.every((e) => e.groupId === 'g1')).toBe(true);
  });

  it('reports each group separately', () => {
    const g2 = group({ id: 'g2', required: true, modifiers: [{ id: 'x', name: 'X', price: 0 }] });
    const errors = validateModifierSelection([group({ max: 1 }), g2], pick(['m1', 1], ['m2', 1]));
    expect(errors).toEqual([
      { groupId: 'g1', kind: 'max', limit: 1, count: 2 },
      { groupId: 'g2', kind: 'required', limit: 1, count: 0 },
    ]);
  });

  it('counts only the group’s own modifiers', () => {
    expect(groupCount(group(), pick(['m1', 2], ['zz', 5]))).toBe(2);
  });

  it('lists ids that belong to no group', () => {
    expect(unknownModifierIds([group()], pick(['m1', 1], ['zz', 1]))).toEqual(['zz']);
  });
});

describe('§5.6 modifiers total (per unit)', () => {
  it.each([
    ['nothing', pick(), 0],
    ['one cheese', pick(['m1', 1]), 150],
    ['two cheese and a bacon', pick(['m1', 2], ['m2', 1]), 550],
    ['unknown id adds nothing', pick(['zz', 3]), 0],
    ['negative quantity adds nothing', pick(['m1', -2]), 0],
  ])('%s → %i', (_name, selected, expected) => {
    expect(modifiersTotal([group()], selected)).toBe(expected);
  });
});

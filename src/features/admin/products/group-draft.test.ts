import { describe, expect, it } from 'vitest';
import { EUR, GROUP, USD } from './fixtures.test-helpers';
import { groupRuleKey } from './group-rule';
import {
  emptyGroup,
  groupBody,
  groupDraftOf,
  groupDraftProblems,
  isGroupDirty,
} from './group-draft';

describe('modifier group draft', () => {
  it('reads a group with its options in order', () => {
    const draft = groupDraftOf(GROUP, EUR);
    expect(draft.options.map((o) => [o.name, o.price])).toEqual([
      ['Cheese', '1,00'],
      ['Bacon', '2,00'],
    ]);
    expect(isGroupDirty(groupDraftOf(GROUP, EUR), draft)).toBe(false);
  });

  it('reports problems under their fields', () => {
    const draft = emptyGroup();
    expect(groupDraftProblems(draft, USD)).toEqual({
      name: { key: 'admin.products.errors.required' },
      'options.0.name': { key: 'admin.products.errors.required' },
    });
    const bad = { ...groupDraftOf(GROUP, USD), min: '3', max: '2' };
    expect(groupDraftProblems(bad, USD)).toEqual({
      max: { key: 'admin.products.errors.maxBelowMin' },
    });
    const badPrice = groupDraftOf(GROUP, USD);
    badPrice.options[0] = { ...badPrice.options[0]!, price: '1.234' };
    expect(groupDraftProblems({ ...badPrice, min: 'x' }, USD)).toEqual({
      min: { key: 'admin.products.errors.wholeNumber' },
      'options.0.price': { key: 'admin.products.errors.price' },
    });
  });

  it('builds the body, an empty option price being free', () => {
    const draft = groupDraftOf(GROUP, USD);
    draft.options.push({ key: 'k', name: ' Onion ', price: '' });
    expect(groupBody({ ...draft, max: '0' }, USD)).toEqual({
      name: 'Extras',
      required: false,
      min: 0,
      max: 0,
      options: [
        { id: 'o1', name: 'Cheese', price: 100 },
        { id: 'o2', name: 'Bacon', price: 200 },
        { name: 'Onion', price: 0 },
      ],
    });
  });
});

describe('group rule', () => {
  it('says in a few words what a diner must choose', () => {
    const rule = (required: boolean, min: number, max: number) =>
      groupRuleKey({ required, min, max });
    expect(rule(true, 1, 1)).toEqual({
      key: 'admin.products.rule.requiredExactly',
      params: { count: 1 },
    });
    expect(rule(true, 0, 1)).toEqual({
      key: 'admin.products.rule.requiredExactly',
      params: { count: 1 },
    });
    expect(rule(true, 2, 4)).toEqual({
      key: 'admin.products.rule.requiredBetween',
      params: { min: 2, max: 4 },
    });
    expect(rule(true, 2, 0)).toEqual({
      key: 'admin.products.rule.requiredAtLeast',
      params: { min: 2 },
    });
    // An optional group may be left empty: its min applies only once used.
    expect(rule(false, 2, 3)).toEqual({
      key: 'admin.products.rule.optionalUpTo',
      params: { max: 3 },
    });
    expect(rule(false, 0, 0)).toEqual({ key: 'admin.products.rule.optionalAny' });
  });
});

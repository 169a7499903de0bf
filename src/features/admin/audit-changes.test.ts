// Issue [16/21] item 13: the activity log shows what a change changed, before and after.
import { describe, expect, it } from 'vitest';
import { MAX_CHANGES, auditChanges, shownValue } from './audit-changes';

describe('auditChanges', () => {
  it('lists the leaves that differ, as dotted paths, leaving out the version', () => {
    const before = {
      version: 3,
      takeaway: { active: true, disabled_until: null, tip: { active: false, options: [10] } },
      delivery: { active: true },
    };
    const after = {
      version: 4,
      takeaway: {
        active: false,
        disabled_until: null,
        tip: { active: false, options: [10, 15] },
      },
      delivery: { active: true },
    };
    expect(auditChanges({ before, after })).toEqual([
      { field: 'takeaway.active', before: true, after: false },
      { field: 'takeaway.tip.options', before: [10], after: [10, 15] },
    ]);
  });

  it('a kitchen move: the status before and after', () => {
    expect(
      auditChanges({
        before: { public_id: 'A1', status: 'PENDING' },
        after: { public_id: 'A1', status: 'PREPARING' },
      }),
    ).toEqual([{ field: 'status', before: 'PENDING', after: 'PREPARING' }]);
  });

  it('a field added or removed reads as empty on the other side', () => {
    expect(auditChanges({ before: { a: 1 }, after: { b: 2 } })).toEqual([
      { field: 'a', before: 1, after: undefined },
      { field: 'b', before: undefined, after: 2 },
    ]);
  });

  it('none for a creation or a deletion, and at most MAX_CHANGES', () => {
    expect(auditChanges({ before: null, after: { name: 'x' } })).toEqual([]);
    expect(auditChanges({ before: { name: 'x' }, after: null })).toEqual([]);
    const many = (v: number) => Object.fromEntries(Array.from({ length: 50 }, (_, i) => [i, v]));
    expect(auditChanges({ before: many(1), after: many(2) })).toHaveLength(MAX_CHANGES);
  });
});

describe('shownValue', () => {
  it.each([
    ['x', null, { kind: 'none' }],
    ['x', '', { kind: 'none' }],
    ['x', true, { kind: 'yes' }],
    ['x', false, { kind: 'no' }],
    ['status', 'PREPARING', { kind: 'status', status: 'PREPARING' }],
    ['name', 'PREPARING', { kind: 'text', text: 'PREPARING' }],
    ['x', 12, { kind: 'text', text: '12' }],
    ['x', [10, 15], { kind: 'text', text: '[10,15]' }],
  ])('%s = %j', (field, value, expected) => {
    expect(shownValue(field, value)).toEqual(expected);
  });

  it('shortens long text', () => {
    const shown = shownValue('x', 'a'.repeat(200));
    expect(shown.kind === 'text' && shown.text.length).toBe(80);
  });
});

// A modifier group's rule in a few words ("Required · choose 1", "Optional · up to 3"), as an
// admin.products.rule key and its params (unit-tested with the group draft).
import type { AdminModifierGroup } from '../../../api/admin-products';
import { groupMinimum } from '../../../domain/menu-rules';

export function groupRuleKey(group: Pick<AdminModifierGroup, 'min' | 'max' | 'required'>): {
  key: string;
  params?: Record<string, number>;
} {
  const min = groupMinimum(group);
  const prefix = group.required ? 'admin.products.rule.required' : 'admin.products.rule.optional';
  if (group.max === 0)
    return min > 0 ? { key: `${prefix}AtLeast`, params: { min } } : { key: `${prefix}Any` };
  if (min === group.max) return { key: `${prefix}Exactly`, params: { count: min } };
  if (min > 0) return { key: `${prefix}Between`, params: { min, max: group.max } };
  return { key: `${prefix}UpTo`, params: { max: group.max } };
}

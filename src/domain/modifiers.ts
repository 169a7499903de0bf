// Modifier groups (§3 product, §2.4 product detail): min/max/required per group, and the
// per-unit price of a selection. The server re-runs both (DESIGN rule 2).
import type { ModifierGroup } from './types';

export interface ModifierChoice {
  modifierId: string;
  quantity: number;
}

export type ModifierErrorKind = 'required' | 'min' | 'max';

export interface ModifierGroupError {
  groupId: string;
  kind: ModifierErrorKind;
  /** The bound that was broken (min or max), or 1 for 'required'. */
  limit: number;
  count: number;
}

type GroupLike = Pick<ModifierGroup, 'id' | 'min' | 'max' | 'required' | 'modifiers'>;

/** Units chosen in one group; non-positive quantities count as not chosen. */
export function groupCount(group: GroupLike, selected: readonly ModifierChoice[]): number {
  const ids = new Set(group.modifiers.map((m) => m.id));
  return selected.reduce(
    (n, s) => (ids.has(s.modifierId) && s.quantity > 0 ? n + s.quantity : n),
    0,
  );
}

/**
 * One error at most per group, the first that applies:
 * - 'required' when a required group is empty;
 * - 'min' when fewer than min are chosen and the group is required or already touched
 *   (an optional group may be left empty; min constrains it once used);
 * - 'max' when more than max are chosen; a max of 0 or less means "no maximum".
 */
export function validateModifierSelection(
  groups: readonly GroupLike[],
  selected: readonly ModifierChoice[],
): ModifierGroupError[] {
  const errors: ModifierGroupError[] = [];
  for (const group of groups) {
    const count = groupCount(group, selected);
    if (group.required && count === 0) {
      errors.push({ groupId: group.id, kind: 'required', limit: Math.max(1, group.min), count });
    } else if (count < group.min && (group.required || count > 0)) {
      errors.push({ groupId: group.id, kind: 'min', limit: group.min, count });
    } else if (group.max > 0 && count > group.max) {
      errors.push({ groupId: group.id, kind: 'max', limit: group.max, count });
    }
  }
  return errors;
}

/** Ids in the selection that belong to none of the groups. */
export function unknownModifierIds(
  groups: readonly GroupLike[],
  selected: readonly ModifierChoice[],
): string[] {
  const known = new Set(groups.flatMap((g) => g.modifiers.map((m) => m.id)));
  return selected.filter((s) => !known.has(s.modifierId)).map((s) => s.modifierId);
}

/** Per-unit price of a selection: Σ modifier price × quantity; unknown ids add nothing. */
export function modifiersTotal(
  groups: readonly GroupLike[],
  selected: readonly ModifierChoice[],
): number {
  const prices = new Map<string, number>();
  for (const g of groups)
    for (const m of g.modifiers) if (!prices.has(m.id)) prices.set(m.id, m.price);
  return selected.reduce(
    (sum, s) => sum + (prices.get(s.modifierId) ?? 0) * Math.max(0, s.quantity),
    0,
  );
}

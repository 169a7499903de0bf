// The Menu section's list of categories, kept pure (unit-tested): the order they show in, what a
// write's answer does to the list, where focus goes after a move or a delete, what a name may be
// (the server's rule, server/admin/categories.ts, checked first so a slip needs no round trip)
// and what a refused write means for the screen.
import type { AdminCategory, MoveDirection, MoveResult } from '../../api/admin';
import { isApiError } from '../../api/errors';
import { refusalOf } from '../../api/refusal';
import type { ErrorCode } from '../../domain/error-codes';

/** The server's limit on a category name, in code points. */
export const MAX_CATEGORY_NAME = 60;

/** Display order: position, then id (as GET /api/admin/menu answers). */
export function sortCategories(list: readonly AdminCategory[]): AdminCategory[] {
  return [...list].sort((a, b) =>
    a.position !== b.position ? a.position - b.position : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/** The list with `row` in place of the one with its id (or added), in display order. */
export function withCategory(list: readonly AdminCategory[], row: AdminCategory): AdminCategory[] {
  const others = list.filter((c) => c.id !== row.id);
  return sortCategories([...others, row]);
}

export function withoutCategory(list: readonly AdminCategory[], id: string): AdminCategory[] {
  return list.filter((c) => c.id !== id);
}

/** The list after a move: both rows as the server answered them. */
export function withMove(list: readonly AdminCategory[], result: MoveResult): AdminCategory[] {
  const moved = withCategory(list, result.category);
  return result.neighbour ? withCategory(moved, result.neighbour) : moved;
}

/** Whether the category has a neighbour to trade places with in that direction. */
export function canMove(
  list: readonly AdminCategory[],
  id: string,
  direction: MoveDirection,
): boolean {
  const index = list.findIndex((c) => c.id === id);
  if (index < 0) return false;
  return direction === 'up' ? index > 0 : index < list.length - 1;
}

/**
 * The move button to focus after a move: the same one while it can still move that way, else the
 * other (the row reached an end), else none (the only row).
 */
export function focusAfterMove(
  list: readonly AdminCategory[],
  id: string,
  direction: MoveDirection,
): MoveDirection | null {
  if (canMove(list, id, direction)) return direction;
  const other = direction === 'up' ? 'down' : 'up';
  return canMove(list, id, other) ? other : null;
}

/** The row to focus once `id` is deleted: the next one, else the previous one, else none. */
export function focusAfterDelete(list: readonly AdminCategory[], id: string): string | null {
  const index = list.findIndex((c) => c.id === id);
  if (index < 0) return null;
  return list[index + 1]?.id ?? list[index - 1]?.id ?? null;
}

export interface NameProblem {
  key: string;
  params?: Record<string, number>;
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators, as the server. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Why a (trimmed) name would be refused, as an admin.menu.errors key; null when it is fine. */
export function nameProblem(name: string): NameProblem | null {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  if (length === 0) return { key: 'admin.menu.errors.nameEmpty' };
  if (length > MAX_CATEGORY_NAME)
    return { key: 'admin.menu.errors.nameTooLong', params: { max: MAX_CATEGORY_NAME } };
  if (CONTROL.test(trimmed)) return { key: 'admin.menu.errors.nameInvalid' };
  return null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** A category read off the wire, or null when it is not one. */
export function readCategory(value: unknown): AdminCategory | null {
  if (!isRecord(value)) return null;
  const { id, name, position, visible, version, product_count } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  if (typeof position !== 'number' || !Number.isFinite(position)) return null;
  if (typeof visible !== 'boolean' || !isCount(version) || !isCount(product_count)) return null;
  return { id, name, position, visible, version, product_count };
}

/** What a refused category write means for the screen. */
export type MenuFailure =
  /** The owner session is gone: back to the sign-in. */
  | { kind: 'unauthorized' }
  /** Someone changed the row first; `current` is it now (null if the answer lacked it). */
  | { kind: 'conflict'; current: AdminCategory | null }
  /** The category no longer exists. */
  | { kind: 'gone' }
  /** A refusal with its message in errors.json (category_exists, category_not_empty). */
  | { kind: 'refused'; code: ErrorCode }
  /** The name was refused by the server's validation (422 invalid_body). */
  | { kind: 'invalid' }
  /** No answer, a server fault or anything else: the action's own "could not…". */
  | { kind: 'failed' };

const REFUSALS: readonly ErrorCode[] = ['category_exists', 'category_not_empty'];

export function menuFailure(error: unknown): MenuFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'unauthorized' };
  const { code } = refusalOf(error);
  if (code === 'edit_conflict') {
    const body = error.body;
    return { kind: 'conflict', current: isRecord(body) ? readCategory(body.current) : null };
  }
  if (code && REFUSALS.includes(code)) return { kind: 'refused', code };
  if (error.status === 404) return { kind: 'gone' };
  if (error.status === 422 || code === 'invalid_body') return { kind: 'invalid' };
  return { kind: 'failed' };
}

/** The product count's wording: admin.menu.products.{none|one|many}. */
export function productCountKey(count: number): string {
  return `admin.menu.products.${count === 0 ? 'none' : count === 1 ? 'one' : 'many'}`;
}

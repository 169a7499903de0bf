// The Menu section's pure rules: order, what a write's answer does to the list, focus after a
// move or a delete, the name rule, and how a refused write reads.
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../api/admin';
import { ApiError } from '../../api/errors';
import en from '../../i18n/locales/en/admin.json';
import { lookup } from '../../i18n/staff-namespaces';
import {
  MAX_CATEGORY_NAME,
  canMove,
  focusAfterDelete,
  focusAfterMove,
  menuFailure,
  nameProblem,
  productCountKey,
  readCategory,
  sortCategories,
  withCategory,
  withMove,
  withoutCategory,
} from './menu-state';

const row = (id: string, position: number, extra: Partial<AdminCategory> = {}): AdminCategory => ({
  id,
  name: id,
  position,
  visible: true,
  version: 1,
  product_count: 0,
  ...extra,
});

const list = [row('a', 1), row('b', 2), row('c', 3)];
const ids = (categories: AdminCategory[]) => categories.map((c) => c.id);

const refusal = (status: number, body: unknown) =>
  new ApiError({ status, method: 'PATCH', url: '/api/admin/categories/a', message: 'x', body });

describe('the list of categories', () => {
  it('orders by position, then id', () => {
    expect(ids(sortCategories([row('c', 2), row('b', 1), row('a', 2)]))).toEqual(['b', 'a', 'c']);
  });

  it('replaces a row by id in place, or adds a new one in its position', () => {
    const renamed = withCategory(list, row('b', 2, { name: 'Bowls', version: 2 }));
    expect(ids(renamed)).toEqual(['a', 'b', 'c']);
    expect(renamed[1]).toMatchObject({ name: 'Bowls', version: 2 });
    expect(ids(withCategory(list, row('d', 4)))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(withoutCategory(list, 'b'))).toEqual(['a', 'c']);
  });

  it('applies a move with both rows as answered, and a no-op move with one', () => {
    const moved = withMove(list, {
      category: row('c', 2, { version: 2 }),
      neighbour: row('b', 3, { version: 2 }),
    });
    expect(ids(moved)).toEqual(['a', 'c', 'b']);
    expect(moved.map((c) => c.version)).toEqual([1, 2, 2]);
    expect(ids(withMove(list, { category: row('a', 1), neighbour: null }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('moves only where there is a neighbour', () => {
    expect(canMove(list, 'a', 'up')).toBe(false);
    expect(canMove(list, 'a', 'down')).toBe(true);
    expect(canMove(list, 'c', 'down')).toBe(false);
    expect(canMove(list, 'b', 'up')).toBe(true);
    expect(canMove(list, 'zzz', 'up')).toBe(false);
  });
});

describe('focus after an action', () => {
  it('keeps the same move button, or the other one once the row reached an end', () => {
    expect(focusAfterMove(list, 'b', 'up')).toBe('up');
    expect(focusAfterMove(list, 'a', 'up')).toBe('down');
    expect(focusAfterMove(list, 'c', 'down')).toBe('up');
    expect(focusAfterMove([row('a', 1)], 'a', 'up')).toBeNull();
  });

  it('goes to the next row after a delete, else the previous one, else nowhere', () => {
    expect(focusAfterDelete(list, 'a')).toBe('b');
    expect(focusAfterDelete(list, 'c')).toBe('b');
    expect(focusAfterDelete([row('a', 1)], 'a')).toBeNull();
    expect(focusAfterDelete(list, 'zzz')).toBeNull();
  });
});

describe('nameProblem', () => {
  it('accepts a name the server accepts, trimmed, counting code points', () => {
    expect(nameProblem('  Burgers ')).toBeNull();
    expect(nameProblem('🍔'.repeat(MAX_CATEGORY_NAME))).toBeNull();
  });

  it('refuses an empty, a too long or a control-character name', () => {
    expect(nameProblem('   ')).toEqual({ key: 'admin.menu.errors.nameEmpty' });
    expect(nameProblem('x'.repeat(MAX_CATEGORY_NAME + 1))).toEqual({
      key: 'admin.menu.errors.nameTooLong',
      params: { max: MAX_CATEGORY_NAME },
    });
    expect(nameProblem('Two\nlines')).toEqual({ key: 'admin.menu.errors.nameInvalid' });
    expect(nameProblem('Tab\u0009bed')).toEqual({ key: 'admin.menu.errors.nameInvalid' });
  });
});

describe('readCategory', () => {
  it('reads a well-formed row and nothing else', () => {
    expect(readCategory(row('a', 1))).toEqual(row('a', 1));
    expect(readCategory({ ...row('a', 1), visible: 1 })).toBeNull();
    expect(readCategory({ ...row('a', 1), version: -1 })).toBeNull();
    expect(readCategory({ ...row('a', 1), id: '' })).toBeNull();
    expect(readCategory(null)).toBeNull();
  });
});

describe('menuFailure', () => {
  it('reads a conflict with the row as it is now', () => {
    const current = row('a', 1, { name: 'Mains', version: 3 });
    expect(menuFailure(refusal(409, { code: 'edit_conflict', message: 'x', current }))).toEqual({
      kind: 'conflict',
      current,
    });
    expect(menuFailure(refusal(409, { code: 'edit_conflict', current: { id: 1 } }))).toEqual({
      kind: 'conflict',
      current: null,
    });
  });

  it('names the refusals with a message in errors.json', () => {
    expect(menuFailure(refusal(409, { code: 'category_exists' }))).toEqual({
      kind: 'refused',
      code: 'category_exists',
    });
    expect(menuFailure(refusal(409, { code: 'category_not_empty', product_count: 2 }))).toEqual({
      kind: 'refused',
      code: 'category_not_empty',
    });
  });

  it('tells a lost session, a deleted row and a refused name apart', () => {
    expect(menuFailure(refusal(401, { code: 'unauthorized' }))).toEqual({ kind: 'unauthorized' });
    expect(menuFailure(refusal(404, { code: 'not_found' }))).toEqual({ kind: 'gone' });
    expect(
      menuFailure(refusal(422, { code: 'invalid_body', errors: { name: ['too long'] } })),
    ).toEqual({ kind: 'invalid' });
  });

  it('treats no answer, a server fault or anything else as a failure', () => {
    expect(menuFailure(refusal(0, null))).toEqual({ kind: 'failed' });
    expect(menuFailure(refusal(503, { code: 'edit_conflict' }))).toEqual({ kind: 'failed' });
    expect(menuFailure(new Error('boom'))).toEqual({ kind: 'failed' });
    expect(menuFailure(refusal(409, { code: 'something_new' }))).toEqual({ kind: 'failed' });
  });
});

describe('productCountKey', () => {
  it('has a wording for none, one and many, each in English', () => {
    const keys = [0, 1, 2, 12].map(productCountKey);
    expect(keys).toEqual([
      'admin.menu.products.none',
      'admin.menu.products.one',
      'admin.menu.products.many',
      'admin.menu.products.many',
    ]);
    expect(keys.filter((key) => lookup({ admin: en }, key) === undefined)).toEqual([]);
  });
});

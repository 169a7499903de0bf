// The back office's rules for the menu's categories (issue [11/13], docs/decisions.md "Editing the
// menu: versions and conflicts"): what a name may be, where a move goes, and each write as one
// transaction that takes the company's catalogue lock, compares and sets the row's version,
// records one audit entry and bumps the catalogue version the storefront's caches are keyed by.
import type { Kysely } from 'kysely';
import { boolean, coerce, enums, object, optional, refine, string } from 'superstruct';
import type { Infer } from 'superstruct';
import {
  categoryNameTaken,
  deleteEmptyCategoryIfVersion,
  findAdminCategory,
  insertCategory,
  listAdminCategories,
  nextCategoryPosition,
  updateCategoryIfVersion,
} from '../db/repositories/admin-categories';
import type { AdminCategory, CategoryChanges } from '../db/repositories/admin-categories';
import { getCatalogVersion } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { KitchenError } from '../kitchen/errors';
import {
  Version,
  auditWrite,
  editConflict as conflict,
  notFound as missing,
  ownerWrite,
} from './write';
import type { OwnerWrite } from './write';

export const MAX_CATEGORY_NAME = 60;

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Why a (trimmed) category name is refused, or null when it is fine. Length in code points. */
export function categoryNameProblem(name: string): string | null {
  const length = [...name].length;
  if (length === 0) return 'must not be empty';
  if (length > MAX_CATEGORY_NAME) return `must be at most ${MAX_CATEGORY_NAME} characters`;
  if (CONTROL.test(name)) return 'must not contain control characters';
  return null;
}

/** A category name, trimmed before it is checked (readJsonBody validates with coercion). */
export const CategoryName = refine(
  coerce(string(), string(), (value) => value.trim()),
  'category name',
  (value) => categoryNameProblem(value) ?? true,
);

export const CreateCategoryBody = object({ name: CategoryName });
export const UpdateCategoryBody = refine(
  object({ version: Version, name: optional(CategoryName), visible: optional(boolean()) }),
  'at least one change',
  (body) => body.name !== undefined || body.visible !== undefined || 'name or visible is required',
);
export const MoveCategoryBody = object({ version: Version, direction: enums(['up', 'down']) });
export const DeleteCategoryBody = object({ version: Version });

export type UpdateCategoryInput = Infer<typeof UpdateCategoryBody>;
export type MoveDirection = Infer<typeof MoveCategoryBody>['direction'];

export interface MoveTarget {
  category: AdminCategory;
  neighbour: AdminCategory;
  /** The positions the two rows take. */
  categoryPosition: number;
  neighbourPosition: number;
}

/**
 * Where moving `id` one step goes in the list (in display order): it trades places with the
 * category before (up) or after (down) it. Null at either end, or when `id` is not listed.
 * Positions are normally distinct; should two be equal (two creations at once on an older
 * build), the mover is put one step past its neighbour instead, so the move still shows.
 */
export function moveTarget(
  ordered: readonly AdminCategory[],
  id: string,
  direction: MoveDirection,
): MoveTarget | null {
  const index = ordered.findIndex((c) => c.id === id);
  const category = ordered[index];
  const neighbour = ordered[direction === 'up' ? index - 1 : index + 1];
  if (index < 0 || !category || !neighbour) return null;
  if (category.position !== neighbour.position)
    return {
      category,
      neighbour,
      categoryPosition: neighbour.position,
      neighbourPosition: category.position,
    };
  const step = direction === 'up' ? -1 : 1;
  return {
    category,
    neighbour,
    categoryPosition: neighbour.position + step,
    neighbourPosition: neighbour.position,
  };
}

export type { OwnerWrite } from './write';

const notFound = (): KitchenError => missing('category');

/** 409 edit_conflict with the category as it is now. */
const editConflict = (current: AdminCategory): KitchenError => conflict('category', current);

const notEmpty = (productCount: number): KitchenError =>
  new KitchenError(
    409,
    'category_not_empty',
    `This category still has ${productCount} product(s): move or delete them first`,
    { product_count: productCount },
  );

const nameExists = (): KitchenError =>
  new KitchenError(409, 'category_exists', 'A category with this name already exists');

const menuWrite = ownerWrite;

/** The audit entry of one category write, in the owner's name. */
const auditCategory = (
  trx: Kysely<Database>,
  owner: OwnerWrite,
  verb: 'create' | 'update' | 'move' | 'delete',
  id: string,
  before: unknown,
  after: unknown,
): Promise<string> => auditWrite(trx, owner, 'category', verb, id, before, after);

/** The row at the expected version, else 404 (gone, or another company's) or 409 (changed). */
async function currentAt(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
  version: number,
): Promise<AdminCategory> {
  const current = await findAdminCategory(trx, companyId, id);
  if (!current) throw notFound();
  if (current.version !== version) throw editConflict(current);
  return current;
}

/** After a compare-and-set that changed nothing: someone got there first. */
async function lostRace(trx: Kysely<Database>, companyId: string, id: string): Promise<never> {
  const now = await findAdminCategory(trx, companyId, id);
  throw now ? editConflict(now) : notFound();
}

async function reread(trx: Kysely<Database>, companyId: string, id: string) {
  const row = await findAdminCategory(trx, companyId, id);
  if (!row) throw notFound();
  return row;
}

export function createCategory(
  db: Kysely<Database>,
  owner: OwnerWrite,
  name: string,
): Promise<AdminCategory> {
  const { companyId } = owner;
  return menuWrite(db, companyId, async (trx) => {
    if (await categoryNameTaken(trx, companyId, name)) throw nameExists();
    const position = await nextCategoryPosition(trx, companyId);
    const id = await insertCategory(trx, companyId, { name, position });
    const created = await reread(trx, companyId, id);
    await auditCategory(trx, owner, 'create', id, null, created);
    return created;
  });
}

export function updateCategory(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  input: UpdateCategoryInput,
): Promise<AdminCategory> {
  const { companyId } = owner;
  return menuWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, companyId, id, input.version);
    if (input.name !== undefined && (await categoryNameTaken(trx, companyId, input.name, id)))
      throw nameExists();
    const changes: CategoryChanges = { name: input.name, visible: input.visible };
    if (!(await updateCategoryIfVersion(trx, companyId, id, input.version, changes)))
      return lostRace(trx, companyId, id);
    const after = await reread(trx, companyId, id);
    await auditCategory(trx, owner, 'update', id, before, after);
    return after;
  });
}

export interface MoveResult {
  category: AdminCategory;
  /** The category it traded places with; null when the move was a no-op (first up, last down). */
  neighbour: AdminCategory | null;
}

export async function moveCategory(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
  direction: MoveDirection,
): Promise<MoveResult> {
  const { companyId } = owner;
  // A move at either end changes nothing: answered without a transaction, an audit entry or a
  // new catalogue version (the version is still checked, so a stale screen learns it is).
  const ordered = await listAdminCategories(db, companyId);
  const category = ordered.find((c) => c.id === id);
  if (!category) throw notFound();
  if (category.version !== version) throw editConflict(category);
  if (!moveTarget(ordered, id, direction)) return { category, neighbour: null };

  return menuWrite(db, companyId, async (trx) => {
    await currentAt(trx, companyId, id, version);
    const target = moveTarget(await listAdminCategories(trx, companyId), id, direction);
    // Another write made it the first or last meanwhile: still nothing to swap with.
    if (!target) return { category: await reread(trx, companyId, id), neighbour: null };
    const moved = await updateCategoryIfVersion(trx, companyId, id, version, {
      position: target.categoryPosition,
    });
    if (!moved) return lostRace(trx, companyId, id);
    const { neighbour } = target;
    const shifted = await updateCategoryIfVersion(trx, companyId, neighbour.id, neighbour.version, {
      position: target.neighbourPosition,
    });
    // The neighbour changed meanwhile: the whole move is rolled back, so the mover is as it was.
    if (!shifted) throw editConflict(target.category);
    const after = await reread(trx, companyId, id);
    const neighbourAfter = await reread(trx, companyId, neighbour.id);
    await auditCategory(
      trx,
      owner,
      'move',
      id,
      { category: target.category, neighbour },
      { category: after, neighbour: neighbourAfter },
    );
    return { category: after, neighbour: neighbourAfter };
  });
}

export function deleteCategory(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
): Promise<AdminCategory> {
  const { companyId } = owner;
  return menuWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, companyId, id, version);
    if (before.product_count > 0) throw notEmpty(before.product_count);
    if (!(await deleteEmptyCategoryIfVersion(trx, companyId, id, version))) {
      // A product may have been added by another path (the seed, a catalogue import) meanwhile.
      const now = await findAdminCategory(trx, companyId, id);
      if (now?.version === version && now.product_count > 0) throw notEmpty(now.product_count);
      return lostRace(trx, companyId, id);
    }
    await auditCategory(trx, owner, 'delete', id, before, null);
    return before;
  });
}

export interface AdminMenu {
  catalog_version: number;
  categories: AdminCategory[];
}

/** The company's categories in display order, with the catalogue version. */
export async function readMenu(db: Kysely<Database>, companyId: string): Promise<AdminMenu> {
  // The version is read first: a write landing in between makes the answer's version older than
  // its rows, never newer, so a client keyed on it refetches rather than keeps stale rows.
  const version = await getCatalogVersion(db, companyId);
  if (version === null) throw new KitchenError(404, 'company_not_found', 'Company not found');
  return { catalog_version: version, categories: await listAdminCategories(db, companyId) };
}

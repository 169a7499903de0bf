// The back office's reads and writes of a company's modifier groups and their options (issue
// [11/13]). The group row carries the version (compare-and-set scoped by company); its options
// are rewritten in the same transaction once the set succeeded. Rules: server/admin/modifier-groups.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { boolOf, flagOf } from '../json';
import type { Database } from '../schema';
import { deleteIfVersion, updateIfVersion } from './versioned-rows';

export interface AdminModifierOption {
  id: string;
  name: string;
  price: number;
  position: number;
}

export interface AdminModifierGroup {
  id: string;
  name: string;
  min: number;
  max: number;
  required: boolean;
  version: number;
  options: AdminModifierOption[];
  /** Products (hidden ones included) that offer the group. */
  product_count: number;
}

export interface GroupValues {
  name: string;
  min: number;
  max: number;
  required: boolean;
}

export interface OptionValues {
  /** An id of this group's option to update; absent for a new option. */
  id?: string;
  name: string;
  price: number;
}

async function loadGroups(
  db: Kysely<Database>,
  companyId: string,
  id?: string,
): Promise<AdminModifierGroup[]> {
  let groupsQuery = db
    .selectFrom('modifier_groups')
    .select(['id', 'name', 'min', 'max', 'required', 'version'])
    .where('company_id', '=', companyId);
  let optionsQuery = db
    .selectFrom('modifiers')
    .select(['id', 'group_id', 'name', 'price', 'position'])
    .where('company_id', '=', companyId);
  let linksQuery = db
    .selectFrom('product_modifier_groups')
    .select('group_id')
    .select((eb) => eb.fn.count<number | string | bigint>('product_id').as('products'))
    .where('company_id', '=', companyId)
    .groupBy('group_id');
  if (id !== undefined) {
    groupsQuery = groupsQuery.where('id', '=', id);
    optionsQuery = optionsQuery.where('group_id', '=', id);
    linksQuery = linksQuery.where('group_id', '=', id);
  }
  const [groups, options, links] = await Promise.all([
    groupsQuery.orderBy('name').orderBy('id').execute(),
    optionsQuery.orderBy('position').orderBy('id').execute(),
    linksQuery.execute(),
  ]);
  const counts = new Map(links.map((l) => [l.group_id, Number(l.products)]));
  return groups.map((g) => ({
    id: g.id,
    name: g.name,
    min: Number(g.min),
    max: Number(g.max),
    required: boolOf(g.required),
    version: Number(g.version),
    options: options
      .filter((o) => o.group_id === g.id)
      .map((o) => ({
        id: o.id,
        name: o.name,
        price: Number(o.price),
        position: Number(o.position),
      })),
    product_count: counts.get(g.id) ?? 0,
  }));
}

/** The company's modifier groups by name. */
export const listAdminModifierGroups = (
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminModifierGroup[]> => loadGroups(db, companyId);

/** One group of the company, or undefined (another company's id is undefined too). */
export async function findAdminModifierGroup(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminModifierGroup | undefined> {
  const [group] = await loadGroups(db, companyId, id);
  return group;
}

export async function insertModifierGroup(
  db: Kysely<Database>,
  companyId: string,
  values: GroupValues,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('modifier_groups')
    .values({
      id,
      company_id: companyId,
      name: values.name,
      min: values.min,
      max: values.max,
      required: flagOf(values.required),
      version: 1,
    })
    .execute();
  return id;
}

/** Sets the values and version + 1 if the row is still at expectedVersion; false otherwise. */
export async function updateModifierGroupIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  values: GroupValues,
): Promise<boolean> {
  return updateIfVersion(
    db,
    'modifier_groups',
    { companyId, id, expectedVersion },
    {
      name: values.name,
      min: values.min,
      max: values.max,
      required: flagOf(values.required),
    },
  );
}

/** Deletes the group, its options and its links to products, if still at expectedVersion. */
export async function deleteModifierGroupIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  if (!(await deleteIfVersion(db, 'modifier_groups', { companyId, id, expectedVersion })))
    return false;
  // The foreign keys cascade; explicit deletes keep a database without them tidy too.
  for (const table of ['modifiers', 'product_modifier_groups'] as const)
    await db
      .deleteFrom(table)
      .where('company_id', '=', companyId)
      .where('group_id', '=', id)
      .execute();
  return true;
}

/** Makes the group's options exactly `options`, in that order (ids checked to be the group's). */
export async function replaceOptions(
  db: Kysely<Database>,
  companyId: string,
  groupId: string,
  options: readonly OptionValues[],
): Promise<void> {
  const keep = options.flatMap((o) => (o.id === undefined ? [] : [o.id]));
  let drop = db
    .deleteFrom('modifiers')
    .where('company_id', '=', companyId)
    .where('group_id', '=', groupId);
  if (keep.length > 0) drop = drop.where('id', 'not in', keep);
  await drop.execute();
  for (const [position, o] of options.entries()) {
    if (o.id !== undefined)
      await db
        .updateTable('modifiers')
        .set({ name: o.name, price: o.price, position })
        .where('company_id', '=', companyId)
        .where('group_id', '=', groupId)
        .where('id', '=', o.id)
        .execute();
    else
      await db
        .insertInto('modifiers')
        .values({
          id: randomUUID(),
          company_id: companyId,
          group_id: groupId,
          name: o.name,
          price: o.price,
          position,
        })
        .execute();
  }
}

// The back office's rules for modifier groups (issue [11/13]): the body shapes, the min/max/
// required consistency of src/domain/menu-rules.ts (a max of 0 is "no maximum", as the storefront
// reads it), and each write as one ownerWrite transaction with a compare-and-set on the group's
// version and one audit entry. Deleting a group detaches it from every product that offered it.
import type { Kysely } from 'kysely';
import {
  array,
  boolean,
  coerce,
  integer,
  object,
  optional,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import { MENU_LIMITS, groupProblems, nameProblem } from '../../src/domain/menu-rules';
import type { FieldProblem } from '../../src/domain/menu-rules';
import {
  deleteModifierGroupIfVersion,
  findAdminModifierGroup,
  insertModifierGroup,
  listAdminModifierGroups,
  replaceOptions,
  updateModifierGroupIfVersion,
} from '../db/repositories/admin-modifier-groups';
import type { AdminModifierGroup, OptionValues } from '../db/repositories/admin-modifier-groups';
import type { Database } from '../db/schema';
import { Id } from '../http/schemas';
import type { KitchenError } from '../kitchen/errors';
import { Price } from './product-bodies';
import { refuseFields } from './products';
import {
  Version,
  auditWrite,
  editConflict as conflict,
  notFound as missing,
  ownerWrite,
} from './write';
import type { OwnerWrite } from './write';

export type { AdminModifierGroup } from '../db/repositories/admin-modifier-groups';

const trimmed = coerce(string(), string(), (value) => value.trim());
const GroupName = refine(
  trimmed,
  'group name',
  (value) => nameProblem(value, MENU_LIMITS.groupName) ?? true,
);
const OptionName = refine(
  trimmed,
  'option name',
  (value) => nameProblem(value, MENU_LIMITS.optionName) ?? true,
);
const Bound = integer();
const Options = size(
  array(object({ name: OptionName, price: Price })),
  1,
  MENU_LIMITS.optionsPerGroup,
);
const SavedOptions = size(
  array(object({ id: optional(Id), name: OptionName, price: Price })),
  1,
  MENU_LIMITS.optionsPerGroup,
);

export const CreateGroupBody = object({
  name: GroupName,
  min: Bound,
  max: Bound,
  required: boolean(),
  options: Options,
});
export const UpdateGroupBody = object({
  version: Version,
  name: GroupName,
  min: Bound,
  max: Bound,
  required: boolean(),
  options: SavedOptions,
});
export const DeleteGroupBody = object({ version: Version });

export type CreateGroupInput = Infer<typeof CreateGroupBody>;
export type UpdateGroupInput = Infer<typeof UpdateGroupBody>;

const notFound = (): KitchenError => missing('modifier group');
const editConflict = (current: AdminModifierGroup): KitchenError =>
  conflict('modifier group', current);

const auditGroup = (
  trx: Kysely<Database>,
  owner: OwnerWrite,
  verb: 'create' | 'update' | 'delete',
  id: string,
  before: unknown,
  after: unknown,
): Promise<string> => auditWrite(trx, owner, 'modifier_group', verb, id, before, after);

async function groupAt(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  version: number,
): Promise<AdminModifierGroup> {
  const current = await findAdminModifierGroup(db, companyId, id);
  if (!current) throw notFound();
  if (current.version !== version) throw editConflict(current);
  return current;
}

async function reread(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminModifierGroup> {
  const row = await findAdminModifierGroup(trx, companyId, id);
  if (!row) throw notFound();
  return row;
}

async function lostRace(trx: Kysely<Database>, companyId: string, id: string): Promise<never> {
  const now = await findAdminModifierGroup(trx, companyId, id);
  throw now ? editConflict(now) : notFound();
}

/** Option ids that are not this group's (or are listed twice). */
function foreignOptions(before: AdminModifierGroup, input: UpdateGroupInput): FieldProblem[] {
  const ids = new Set(before.options.map((o) => o.id));
  const seen = new Set<string>();
  return input.options.flatMap((o, index) => {
    if (o.id === undefined) return [];
    const bad = !ids.has(o.id) || seen.has(o.id);
    seen.add(o.id);
    return bad
      ? [
          {
            field: `options.${index}.id`,
            message: 'is no option of this group (leave id out for a new one)',
          },
        ]
      : [];
  });
}

export function createModifierGroup(
  db: Kysely<Database>,
  owner: OwnerWrite,
  input: CreateGroupInput,
): Promise<AdminModifierGroup> {
  const { companyId } = owner;
  refuseFields(groupProblems(input));
  return ownerWrite(db, companyId, async (trx) => {
    const { name, min, max, required } = input;
    const id = await insertModifierGroup(trx, companyId, { name, min, max, required });
    await replaceOptions(trx, companyId, id, input.options);
    const created = await reread(trx, companyId, id);
    await auditGroup(trx, owner, 'create', id, null, created);
    return created;
  });
}

export function updateModifierGroup(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  input: UpdateGroupInput,
): Promise<AdminModifierGroup> {
  const { companyId } = owner;
  refuseFields(groupProblems(input));
  return ownerWrite(db, companyId, async (trx) => {
    const before = await groupAt(trx, companyId, id, input.version);
    refuseFields(foreignOptions(before, input));
    const { name, min, max, required } = input;
    const values = { name, min, max, required };
    if (!(await updateModifierGroupIfVersion(trx, companyId, id, input.version, values)))
      return lostRace(trx, companyId, id);
    const options: OptionValues[] = input.options;
    await replaceOptions(trx, companyId, id, options);
    const after = await reread(trx, companyId, id);
    await auditGroup(trx, owner, 'update', id, before, after);
    return after;
  });
}

export function deleteModifierGroup(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
): Promise<AdminModifierGroup> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await groupAt(trx, companyId, id, version);
    if (!(await deleteModifierGroupIfVersion(trx, companyId, id, version)))
      return lostRace(trx, companyId, id);
    await auditGroup(trx, owner, 'delete', id, before, null);
    return before;
  });
}

export const readModifierGroups = async (
  db: Kysely<Database>,
  companyId: string,
): Promise<{ groups: AdminModifierGroup[] }> => ({
  groups: await listAdminModifierGroups(db, companyId),
});

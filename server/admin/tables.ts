// The back office's rules for the company's tables and zones (issue [11/13]): what a table or zone
// name may be, and each write as one transaction that takes the company's catalogue lock
// (ownerWrite), compares and sets the row versions, records one audit entry and bumps the
// catalogue version. A table's name is unique within its zone (409 table_exists). A zone is the
// zone_name its tables share: renaming it renames it on every one of its tables in one write, and
// the client names the tables (with their versions) it saw, so a table added, moved or changed
// meanwhile is a 409 edit_conflict rather than a silent partial rename.
import type { Kysely } from 'kysely';
import {
  array,
  coerce,
  enums,
  integer,
  max,
  min,
  nullable,
  object,
  optional,
  refine,
  size,
  string,
} from 'superstruct';
import type { Infer } from 'superstruct';
import {
  TABLE_SERVICE_TYPES,
  deleteTableIfVersion,
  findAdminTable,
  insertTables,
  listAdminTables,
  namesInZone,
  sortTables,
  tablesInZone,
  updateTableIfVersion,
} from '../db/repositories/admin-tables';
import type { AdminTable, NewTable, TableChanges } from '../db/repositories/admin-tables';
import type { Database } from '../db/schema';
import { Id } from '../http/schemas';
import { KitchenError } from '../kitchen/errors';
import { Version, auditWrite, editConflict, notFound, ownerWrite } from './write';
import type { OwnerWrite } from './write';

export const MAX_TABLE_NAME = 40;
export const MAX_ZONE_NAME = 40;
/** The most tables one bulk creation makes. */
export const MAX_BULK_TABLES = 100;
/** The highest number a bulk creation may count to. */
export const MAX_BULK_NUMBER = 9999;

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Why a (trimmed) table or zone name is refused, or null when it is fine. In code points. */
export function labelProblem(name: string, maxLength: number): string | null {
  const length = [...name].length;
  if (length === 0) return 'must not be empty';
  if (length > maxLength) return `must be at most ${maxLength} characters`;
  if (CONTROL.test(name)) return 'must not contain control characters';
  return null;
}

const trimmed = coerce(string(), string(), (value) => value.trim());

export const TableName = refine(
  trimmed,
  'table name',
  (value) => labelProblem(value, MAX_TABLE_NAME) ?? true,
);

export const ZoneName = refine(
  trimmed,
  'zone name',
  (value) => labelProblem(value, MAX_ZONE_NAME) ?? true,
);

/** A table's zone: a zone name, or null (or an empty string) for no zone. */
export const TableZone = refine(
  coerce(nullable(string()), string(), (value) => {
    const text = value.trim();
    return text === '' ? null : text;
  }),
  'zone name',
  (value) => (value === null ? true : (labelProblem(value, MAX_ZONE_NAME) ?? true)),
);

export const ServiceTypeField = enums(TABLE_SERVICE_TYPES);

export const CreateTableBody = object({
  name: TableName,
  zone: optional(TableZone),
  service_type: optional(ServiceTypeField),
});
export const UpdateTableBody = refine(
  object({
    version: Version,
    name: optional(TableName),
    zone: optional(TableZone),
    service_type: optional(ServiceTypeField),
  }),
  'at least one change',
  (body) =>
    body.name !== undefined ||
    body.zone !== undefined ||
    body.service_type !== undefined ||
    'name, zone or service_type is required',
);
export const DeleteTableBody = object({ version: Version });

const BulkNumber = max(min(integer(), 0), MAX_BULK_NUMBER);
export const BulkCreateBody = refine(
  object({
    prefix: TableName,
    from: BulkNumber,
    to: BulkNumber,
    zone: optional(TableZone),
    service_type: optional(ServiceTypeField),
  }),
  'table range',
  (body) => {
    if (body.to < body.from) return '`to` must not be less than `from`';
    if (body.to - body.from + 1 > MAX_BULK_TABLES)
      return `at most ${MAX_BULK_TABLES} tables at once`;
    return labelProblem(bulkName(body.prefix, body.to), MAX_TABLE_NAME) ?? true;
  },
);

export const RenameZoneBody = object({
  zone: ZoneName,
  new_name: ZoneName,
  /** The zone's tables as the client saw them: all of them, each at its version. */
  tables: size(array(object({ id: Id, version: Version })), 1, 1000),
});

export type CreateTableInput = Infer<typeof CreateTableBody>;
export type UpdateTableInput = Infer<typeof UpdateTableBody>;
export type BulkCreateInput = Infer<typeof BulkCreateBody>;
export type RenameZoneInput = Infer<typeof RenameZoneBody>;

/** The name of table `n` of a bulk creation: 'Table' and 4 make 'Table 4'. */
export const bulkName = (prefix: string, n: number): string => `${prefix} ${n}`;

export type { AdminTable } from '../db/repositories/admin-tables';

const missing = (): KitchenError => notFound('table');
const conflict = (current: AdminTable): KitchenError => editConflict('table', current);

const nameExists = (names: readonly string[], zone: string | null): KitchenError =>
  new KitchenError(
    409,
    'table_exists',
    zone === null
      ? 'A table with this name already exists outside any zone'
      : `A table with this name already exists in the zone “${zone}”`,
    { names, zone },
  );

const auditTable = (
  trx: Kysely<Database>,
  owner: OwnerWrite,
  verb: 'create' | 'update' | 'delete' | 'bulk_create',
  id: string | null,
  before: unknown,
  after: unknown,
): Promise<string> => auditWrite(trx, owner, 'table', verb, id, before, after);

/** The row at the expected version, else 404 (gone, or another company's) or 409 (changed). */
async function currentAt(
  trx: Kysely<Database>,
  companyId: string,
  id: string,
  version: number,
): Promise<AdminTable> {
  const current = await findAdminTable(trx, companyId, id);
  if (!current) throw missing();
  if (current.version !== version) throw conflict(current);
  return current;
}

async function reread(trx: Kysely<Database>, companyId: string, id: string): Promise<AdminTable> {
  const row = await findAdminTable(trx, companyId, id);
  if (!row) throw missing();
  return row;
}

/** After a compare-and-set that changed nothing: someone got there first. */
async function lostRace(trx: Kysely<Database>, companyId: string, id: string): Promise<never> {
  const now = await findAdminTable(trx, companyId, id);
  throw now ? conflict(now) : missing();
}

/** Refuses names already used in the zone (by tables other than `exceptIds`). */
async function refuseTaken(
  trx: Kysely<Database>,
  companyId: string,
  zone: string | null,
  names: readonly string[],
  exceptIds: readonly string[] = [],
): Promise<void> {
  const taken = await namesInZone(trx, companyId, zone, exceptIds);
  const clashes = names.filter((name) => taken.has(name));
  if (clashes.length > 0) throw nameExists(clashes, zone);
}

export function createTable(
  db: Kysely<Database>,
  owner: OwnerWrite,
  input: CreateTableInput,
): Promise<AdminTable> {
  const { companyId } = owner;
  const table: NewTable = {
    name: input.name,
    zone: input.zone ?? null,
    service_type: input.service_type ?? 'TABLE',
  };
  return ownerWrite(db, companyId, async (trx) => {
    await refuseTaken(trx, companyId, table.zone, [table.name]);
    const [id] = await insertTables(trx, companyId, [table]);
    const created = await reread(trx, companyId, id ?? '');
    await auditTable(trx, owner, 'create', created.id, null, created);
    return created;
  });
}

/** Tables `prefix from` … `prefix to` in one zone, all or none (one audit entry). */
export function createTables(
  db: Kysely<Database>,
  owner: OwnerWrite,
  input: BulkCreateInput,
): Promise<AdminTable[]> {
  const { companyId } = owner;
  const zone = input.zone ?? null;
  const tables: NewTable[] = [];
  for (let n = input.from; n <= input.to; n += 1)
    tables.push({
      name: bulkName(input.prefix, n),
      zone,
      service_type: input.service_type ?? 'TABLE',
    });
  return ownerWrite(db, companyId, async (trx) => {
    await refuseTaken(
      trx,
      companyId,
      zone,
      tables.map((t) => t.name),
    );
    const ids = new Set(await insertTables(trx, companyId, tables));
    const created = (await tablesInZone(trx, companyId, zone)).filter((t) => ids.has(t.id));
    await auditTable(trx, owner, 'bulk_create', null, null, { zone, tables: created });
    return created;
  });
}

/** Renames a table, moves it to another zone and/or changes its service type. */
export function updateTable(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  input: UpdateTableInput,
): Promise<AdminTable> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, companyId, id, input.version);
    const name = input.name ?? before.name;
    const zone = input.zone === undefined ? before.zone : input.zone;
    if (name !== before.name || zone !== before.zone)
      await refuseTaken(trx, companyId, zone, [name], [id]);
    const changes: TableChanges = {
      name: input.name,
      zone: input.zone,
      service_type: input.service_type,
    };
    if (!(await updateTableIfVersion(trx, companyId, id, input.version, changes)))
      return lostRace(trx, companyId, id);
    const after = await reread(trx, companyId, id);
    await auditTable(trx, owner, 'update', id, before, after);
    return after;
  });
}

export function deleteTable(
  db: Kysely<Database>,
  owner: OwnerWrite,
  id: string,
  version: number,
): Promise<AdminTable> {
  const { companyId } = owner;
  return ownerWrite(db, companyId, async (trx) => {
    const before = await currentAt(trx, companyId, id, version);
    if (!(await deleteTableIfVersion(trx, companyId, id, version)))
      return lostRace(trx, companyId, id);
    await auditTable(trx, owner, 'delete', id, before, null);
    return before;
  });
}

export interface ZoneState {
  zone: string;
  tables: AdminTable[];
}

/** 409 edit_conflict with the zone's tables as they are now. */
const zoneConflict = (current: ZoneState): KitchenError => editConflict('zone', current);

/**
 * Whether the client's view of the zone (ids and versions) is exactly the zone now: the same
 * tables, none added or moved away, each at the version it was shown at.
 */
export function sameZoneView(
  seen: readonly { id: string; version: number }[],
  now: readonly AdminTable[],
): boolean {
  if (seen.length !== now.length) return false;
  const versions = new Map(now.map((t) => [t.id, t.version]));
  return seen.every((s) => versions.get(s.id) === s.version);
}

/**
 * Renames a zone on all its tables at once. Renaming it to a zone that exists merges the two,
 * unless a table name would then be used twice (409 table_exists). Renaming it to its own name
 * changes nothing (no audit entry, no new version).
 */
export async function renameZone(
  db: Kysely<Database>,
  owner: OwnerWrite,
  input: RenameZoneInput,
): Promise<ZoneState> {
  const { companyId } = owner;
  const read = async (trx: Kysely<Database>): Promise<AdminTable[]> => {
    const tables = await tablesInZone(trx, companyId, input.zone);
    if (tables.length === 0) throw notFound('zone');
    if (!sameZoneView(input.tables, tables)) throw zoneConflict({ zone: input.zone, tables });
    return tables;
  };
  if (input.new_name === input.zone) return { zone: input.zone, tables: await read(db) };
  return ownerWrite(db, companyId, async (trx) => {
    const tables = await read(trx);
    await refuseTaken(
      trx,
      companyId,
      input.new_name,
      tables.map((t) => t.name),
    );
    for (const table of tables) {
      const renamed = await updateTableIfVersion(trx, companyId, table.id, table.version, {
        zone: input.new_name,
      });
      // A table changed between the read and its write: the whole rename is rolled back.
      if (!renamed)
        throw zoneConflict({
          zone: input.zone,
          tables: await tablesInZone(trx, companyId, input.zone),
        });
    }
    const ids = new Set(tables.map((t) => t.id));
    const after = sortTables(
      (await tablesInZone(trx, companyId, input.new_name)).filter((t) => ids.has(t.id)),
    );
    await auditWrite(
      trx,
      owner,
      'zone',
      'rename',
      null,
      { zone: input.zone, tables },
      { zone: input.new_name, tables: after },
    );
    return { zone: input.new_name, tables: after };
  });
}

/** The company's tables, by zone then name. */
export function readTables(db: Kysely<Database>, companyId: string): Promise<AdminTable[]> {
  return listAdminTables(db, companyId);
}

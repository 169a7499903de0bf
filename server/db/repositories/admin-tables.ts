// The back office's reads and writes of a company's tables: the `qrs` rows a diner's table QR
// points at (issue [11/13]). A zone is the zone_name text its tables share, not a row of its own.
// Every write is a compare-and-set on the row's version, scoped by company: `UPDATE … WHERE id = ?
// AND company_id = ? AND version = ?`. The rules and transactions are server/admin/tables.ts.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SERVICE_TYPES } from '../../../src/domain/constants';
import type { ServiceType } from '../../../src/domain/types';
import type { Database } from '../schema';
import { deleteIfVersion, updateIfVersion } from './versioned-rows';

/** The service types a table QR may fix (the storefront reads any of them, §3 QR). */
export const TABLE_SERVICE_TYPES: readonly ServiceType[] = SERVICE_TYPES;

/** A table as the back office shows it. */
export interface AdminTable {
  id: string;
  name: string;
  /** The zone's name; null for a table in no zone. */
  zone: string | null;
  service_type: ServiceType;
  version: number;
}

export interface TableChanges {
  name?: string;
  zone?: string | null;
  service_type?: ServiceType;
}

type Row = {
  id: string;
  name: string;
  zone_name: string | null;
  ordering_type: string;
  version: number;
};

const asServiceType = (value: string): ServiceType =>
  (TABLE_SERVICE_TYPES as readonly string[]).includes(value) ? (value as ServiceType) : 'TABLE';

const toTable = (row: Row): AdminTable => ({
  id: row.id,
  name: row.name,
  zone: row.zone_name,
  service_type: asServiceType(row.ordering_type),
  version: Number(row.version),
});

const tableQuery = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('qrs')
    .select(['id', 'name', 'zone_name', 'ordering_type', 'version'])
    .where('company_id', '=', companyId);

/** The company's tables: by zone (no zone first), then name, then id. */
export async function listAdminTables(
  db: Kysely<Database>,
  companyId: string,
): Promise<AdminTable[]> {
  const rows = await tableQuery(db, companyId).execute();
  return sortTables(rows.map(toTable));
}

/** Zone (no zone first), then name in natural order ('Table 2' before 'Table 10'), then id. */
export function sortTables(tables: readonly AdminTable[]): AdminTable[] {
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  return [...tables].sort(
    (a, b) =>
      (a.zone === null ? -1 : 0) - (b.zone === null ? -1 : 0) ||
      collator.compare(a.zone ?? '', b.zone ?? '') ||
      collator.compare(a.name, b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** One table of the company, or undefined (another company's id is undefined too). */
export async function findAdminTable(
  db: Kysely<Database>,
  companyId: string,
  id: string,
): Promise<AdminTable | undefined> {
  const row = await tableQuery(db, companyId).where('id', '=', id).executeTakeFirst();
  return row ? toTable(row) : undefined;
}

/** The company's tables in one zone (null: those in no zone). */
export async function tablesInZone(
  db: Kysely<Database>,
  companyId: string,
  zone: string | null,
): Promise<AdminTable[]> {
  const query = tableQuery(db, companyId);
  const rows = await (
    zone === null ? query.where('zone_name', 'is', null) : query.where('zone_name', '=', zone)
  ).execute();
  return sortTables(rows.map(toTable));
}

/** The names already used in a zone, except the given ids' own. */
export async function namesInZone(
  db: Kysely<Database>,
  companyId: string,
  zone: string | null,
  exceptIds: readonly string[] = [],
): Promise<Set<string>> {
  const tables = await tablesInZone(db, companyId, zone);
  return new Set(tables.filter((t) => !exceptIds.includes(t.id)).map((t) => t.name));
}

export interface NewTable {
  name: string;
  zone: string | null;
  service_type: ServiceType;
}

export async function insertTables(
  db: Kysely<Database>,
  companyId: string,
  tables: readonly NewTable[],
): Promise<string[]> {
  const rows = tables.map((t) => ({
    id: randomUUID(),
    company_id: companyId,
    name: t.name,
    zone_name: t.zone,
    ordering_type: t.service_type,
    version: 1,
  }));
  if (rows.length > 0) await db.insertInto('qrs').values(rows).execute();
  return rows.map((r) => r.id);
}

/**
 * Applies the changes and sets version to expectedVersion + 1 if the row is still at
 * expectedVersion; false when it is not (or is not the company's).
 */
export async function updateTableIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
  changes: TableChanges,
): Promise<boolean> {
  return updateIfVersion(
    db,
    'qrs',
    { companyId, id, expectedVersion },
    {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.zone !== undefined && { zone_name: changes.zone }),
      ...(changes.service_type !== undefined && { ordering_type: changes.service_type }),
    },
  );
}

/** Deletes the row if it is still at expectedVersion; false otherwise. */
export async function deleteTableIfVersion(
  db: Kysely<Database>,
  companyId: string,
  id: string,
  expectedVersion: number,
): Promise<boolean> {
  return deleteIfVersion(db, 'qrs', { companyId, id, expectedVersion });
}

// The Tables & QR section's data, kept pure (unit-tested): tables grouped by zone in the order the
// server lists them, what a write's answer does to the list, what a table or zone name may be
// (the server's rule, server/admin/tables.ts, checked first so a slip needs no round trip), the
// URL a table's code holds, and what a refused write means for the screen.
import type { AdminTable } from '../../../api/admin-tables';
import { isApiError } from '../../../api/errors';

export const MAX_TABLE_NAME = 40;
export const MAX_ZONE_NAME = 40;
export const MAX_BULK_TABLES = 100;
export const MAX_BULK_NUMBER = 9999;

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** No zone first, then zone, then name in natural order ('Table 2' before 'Table 10'), then id. */
export function sortTables(list: readonly AdminTable[]): AdminTable[] {
  return [...list].sort(
    (a, b) =>
      (a.zone === null ? -1 : 0) - (b.zone === null ? -1 : 0) ||
      collator.compare(a.zone ?? '', b.zone ?? '') ||
      collator.compare(a.name, b.name) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

export interface ZoneGroup {
  /** null: the tables in no zone. */
  zone: string | null;
  tables: AdminTable[];
}

/** The tables by zone, in the list's order. */
export function groupByZone(list: readonly AdminTable[]): ZoneGroup[] {
  const groups: ZoneGroup[] = [];
  for (const table of sortTables(list)) {
    const last = groups.at(-1);
    if (last && last.zone === table.zone) last.tables.push(table);
    else groups.push({ zone: table.zone, tables: [table] });
  }
  return groups;
}

/** The zone names in use, for the zone field's suggestions. */
export function zoneNames(list: readonly AdminTable[]): string[] {
  return groupByZone(list).flatMap((g) => (g.zone === null ? [] : [g.zone]));
}

/** The list with these rows in place of those with their ids (or added), sorted. */
export function withTables(list: readonly AdminTable[], rows: readonly AdminTable[]): AdminTable[] {
  const ids = new Set(rows.map((r) => r.id));
  return sortTables([...list.filter((t) => !ids.has(t.id)), ...rows]);
}

export function withoutTable(list: readonly AdminTable[], id: string): AdminTable[] {
  return list.filter((t) => t.id !== id);
}

/** The URL a table's code holds: the storefront's landing with qr-id (as the server prints it). */
export function tableUrl(origin: string, id: string): string {
  const url = new URL('/', origin);
  url.searchParams.set('qr-id', id);
  return url.href;
}

export interface LabelProblem {
  key: string;
  params?: Record<string, number>;
}

/** Control characters (C0, DEL, C1) and the line and paragraph separators, as the server. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

function labelProblem(value: string, max: number, kind: 'name' | 'zone'): LabelProblem | null {
  const trimmed = value.trim();
  const length = [...trimmed].length;
  if (length === 0) return kind === 'name' ? { key: 'admin.tables.errors.nameEmpty' } : null;
  if (length > max) return { key: `admin.tables.errors.${kind}TooLong`, params: { max } };
  if (CONTROL.test(trimmed)) return { key: `admin.tables.errors.${kind}Invalid` };
  return null;
}

/** Why a table name would be refused; null when it is fine. */
export const tableNameProblem = (name: string): LabelProblem | null =>
  labelProblem(name, MAX_TABLE_NAME, 'name');

/** Why a zone would be refused; null when it is fine (empty is no zone). */
export const zoneProblem = (zone: string): LabelProblem | null =>
  labelProblem(zone, MAX_ZONE_NAME, 'zone');

/** A zone field's value as sent: trimmed, empty for no zone. */
export function zoneValue(zone: string): string | null {
  const trimmed = zone.trim();
  return trimmed === '' ? null : trimmed;
}

/** Why a bulk range would be refused; null when it is fine. */
export function rangeProblem(prefix: string, from: number, to: number): LabelProblem | null {
  const name = tableNameProblem(prefix);
  if (name) return name;
  const ok = (n: number) => Number.isInteger(n) && n >= 0 && n <= MAX_BULK_NUMBER;
  if (!ok(from) || !ok(to) || to < from || to - from + 1 > MAX_BULK_TABLES)
    return { key: 'admin.tables.bulk.rangeInvalid', params: { max: MAX_BULK_TABLES } };
  return tableNameProblem(`${prefix.trim()} ${to}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SERVICE = new Set(['TABLE', 'ONSITE', 'TAKEAWAY', 'DELIVERY']);

/** A table read off the wire, or null when it is not one. */
export function readTable(value: unknown): AdminTable | null {
  if (!isRecord(value)) return null;
  const { id, name, zone, service_type, version } = value;
  if (typeof id !== 'string' || id === '' || typeof name !== 'string') return null;
  if (zone !== null && typeof zone !== 'string') return null;
  if (typeof service_type !== 'string' || !SERVICE.has(service_type)) return null;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) return null;
  return { id, name, zone, service_type: service_type as AdminTable['service_type'], version };
}

/** The tables of a zone conflict's `current` ({ zone, tables }), or null. */
export function readZoneTables(value: unknown): AdminTable[] | null {
  if (!isRecord(value) || !Array.isArray(value.tables)) return null;
  const tables = value.tables.map(readTable);
  return tables.every((t): t is AdminTable => t !== null) ? tables : null;
}

/** What a refused table or zone write means for the screen. */
export type TablesFailure =
  | { kind: 'unauthorized' }
  /** Someone changed it first; `current` is the body's `current` as sent. */
  | { kind: 'conflict'; current: unknown }
  /** The table (or zone) no longer exists. */
  | { kind: 'gone' }
  /** A name already used in the zone. */
  | { kind: 'exists' }
  /** Refused by the server's validation (422 / 400). */
  | { kind: 'invalid' }
  /** No answer, a server fault or anything else. */
  | { kind: 'failed' };

export function tablesFailure(error: unknown): TablesFailure {
  if (!isApiError(error) || error.isNetworkError || error.status >= 500) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.code === 'edit_conflict')
    return { kind: 'conflict', current: isRecord(error.body) ? error.body.current : null };
  if (error.code === 'table_exists') return { kind: 'exists' };
  if (error.status === 404) return { kind: 'gone' };
  if (error.status === 422 || error.status === 400) return { kind: 'invalid' };
  return { kind: 'failed' };
}

/** The table count's wording: admin.tables.count.{one|many}. */
export const tableCountKey = (count: number): string =>
  `admin.tables.count.${count === 1 ? 'one' : 'many'}`;

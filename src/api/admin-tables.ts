// The back office's tables, zones and QR sheets (issue [11/13], server/routes/admin/tables.ts).
// Every write sends the row's version; a stale one is 409 edit_conflict with `current`, a name used
// in the zone 409 table_exists.
import type { ServiceType } from '../domain/types';
import { API_BASE, request } from './client';
import { buildUrl, segment } from './url';

const BASE = '/admin';

export interface AdminTable {
  id: string;
  name: string;
  /** The zone's name; null for a table in no zone. */
  zone: string | null;
  service_type: ServiceType;
  version: number;
}

export interface AdminTables {
  /** The storefront's public origin (custom domain if active) the codes point at. */
  origin: string;
  service_types: ServiceType[];
  tables: AdminTable[];
}

export interface NewTable {
  name: string;
  zone: string | null;
  service_type: ServiceType;
}

export interface TableRange {
  prefix: string;
  from: number;
  to: number;
  zone: string | null;
  service_type: ServiceType;
}

export interface ZoneRename {
  zone: string;
  tables: AdminTable[];
}

export function getTables(): Promise<AdminTables> {
  return request('GET', `${BASE}/tables`);
}

export function createTable(table: NewTable): Promise<AdminTable> {
  return request('POST', `${BASE}/tables`, { body: table });
}

export async function createTables(range: TableRange): Promise<AdminTable[]> {
  const body = await request<{ tables: AdminTable[] }>('POST', `${BASE}/tables/bulk`, {
    body: range,
  });
  return body.tables;
}

export function updateTable(
  id: string,
  version: number,
  changes: Partial<NewTable>,
): Promise<AdminTable> {
  return request('PATCH', `${BASE}/tables/${segment(id)}`, { body: { version, ...changes } });
}

export function deleteTable(id: string, version: number): Promise<{ id: string; deleted: true }> {
  return request('DELETE', `${BASE}/tables/${segment(id)}`, { body: { version } });
}

/** Renames the zone on all of `tables` (the zone's tables as shown, with their versions). */
export function renameZone(
  zone: string,
  newName: string,
  tables: readonly AdminTable[],
): Promise<ZoneRename> {
  return request('POST', `${BASE}/zones/rename`, {
    body: { zone, new_name: newName, tables: tables.map(({ id, version }) => ({ id, version })) },
  });
}

/** The address of a printable sheet: every table, or one zone's. */
export function sheetUrl(format: 'pdf' | 'svg', zone?: string): string {
  return buildUrl(API_BASE, `${BASE}/tables/sheet.${format}`, zone === undefined ? {} : { zone });
}

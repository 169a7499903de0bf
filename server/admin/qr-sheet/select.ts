// Which tables a QR sheet prints (GET /api/admin/tables/sheet.{pdf,svg}): all the company's, those
// of one zone (?zone=), or a selection (?ids=a,b, in the list's order); and the file's name.
import type { Kysely } from 'kysely';
import { listAdminTables } from '../../db/repositories/admin-tables';
import type { AdminTable } from '../../db/repositories/admin-tables';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { KitchenError } from '../../kitchen/errors';

/** The most ids one ?ids= may name. */
export const MAX_SHEET_IDS = 500;

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export interface SheetSelection {
  ids: string[] | null;
  zone: string | null;
}

const invalid = (field: string, message: string): HttpError =>
  new HttpError(400, 'invalid_request', 'Invalid query parameter', {
    errors: { [field]: [message] },
  });

/** ?ids=a,b and ?zone=…, checked: 400 invalid_request when malformed. */
export function readSelection(query: { ids?: string; zone?: string }): SheetSelection {
  let ids: string[] | null = null;
  if (query.ids !== undefined) {
    ids = [...new Set(query.ids.split(',').map((id) => id.trim()))].filter((id) => id !== '');
    if (ids.length === 0) throw invalid('ids', 'must name at least one table');
    if (ids.length > MAX_SHEET_IDS) throw invalid('ids', `at most ${MAX_SHEET_IDS} tables`);
    if (!ids.every((id) => ID.test(id))) throw invalid('ids', 'must be table ids');
  }
  const zone = query.zone?.trim();
  if (zone !== undefined && zone === '') throw invalid('zone', 'must not be empty');
  if (zone !== undefined && [...zone].length > 40)
    throw invalid('zone', 'must be at most 40 characters');
  return { ids, zone: zone ?? null };
}

/**
 * The tables to print, by zone then name. An id that is not one of the company's tables is 404,
 * as is a selection with nothing in it (a zone with no tables, a company with none).
 */
export async function sheetTables(
  db: Kysely<Database>,
  companyId: string,
  selection: SheetSelection,
): Promise<AdminTable[]> {
  let tables = await listAdminTables(db, companyId);
  if (selection.ids) {
    const known = new Set(tables.map((t) => t.id));
    if (!selection.ids.every((id) => known.has(id)))
      throw new KitchenError(404, 'not_found', 'Table not found');
    const wanted = new Set(selection.ids);
    tables = tables.filter((t) => wanted.has(t.id));
  }
  if (selection.zone !== null) tables = tables.filter((t) => t.zone === selection.zone);
  if (tables.length === 0) throw new KitchenError(404, 'not_found', 'No tables to print');
  return tables;
}

/** `{token}-tables[-{zone}].{ext}`, ASCII only (the zone's other letters are dropped). */
export function sheetFilename(token: string, zone: string | null, ext: 'pdf' | 'svg'): string {
  const slug = (zone ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${token}-tables${slug ? `-${slug}` : ''}.${ext}`;
}

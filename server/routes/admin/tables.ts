// The company's tables, zones and printable QR sheets in the back office (issue [11/13]), owner
// only and scoped to the company of the Host:
//   GET    /api/admin/tables               { origin, service_types, tables }
//   POST   /api/admin/tables               { name, zone?, service_type? }     → 201 the table
//   POST   /api/admin/tables/bulk          { prefix, from, to, zone?, service_type? } → 201 { tables }
//   PATCH  /api/admin/tables/:id           { version, name?, zone?, service_type? } → the table
//   DELETE /api/admin/tables/:id           { version }                        → { id, deleted: true }
//   POST   /api/admin/zones/rename         { zone, new_name, tables: [{ id, version }] }
//                                                                             → { zone, tables }
//   GET    /api/admin/tables/sheet.pdf     ?zone=… | ?ids=a,b                 → attachment
//   GET    /api/admin/tables/sheet.svg     (the same)                         → attachment
// A stale version is 409 edit_conflict with `current`; a name used in the zone is 409
// table_exists. The rules are server/admin/tables.ts, the sheets server/admin/qr-sheet/.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { object, optional, string } from 'superstruct';
import {
  BulkCreateBody,
  CreateTableBody,
  DeleteTableBody,
  RenameZoneBody,
  UpdateTableBody,
  createTable,
  createTables,
  deleteTable,
  readTables,
  renameZone,
  updateTable,
} from '../../admin/tables';
import { sheetOf } from '../../admin/qr-sheet/cards';
import type { Sheet } from '../../admin/qr-sheet/cards';
import { sheetPdf } from '../../admin/qr-sheet/pdf';
import { readSelection, sheetFilename, sheetTables } from '../../admin/qr-sheet/select';
import { sheetSvg } from '../../admin/qr-sheet/svg';
import { tableOrigin } from '../../admin/qr-sheet/table-url';
import { TABLE_SERVICE_TYPES } from '../../db/repositories/admin-tables';
import { getCompany } from '../../db/repositories/companies';
import { Id } from '../../http/schemas';
import { readJsonBody, readParams, readQuery } from '../../http/validate';
import { KitchenError } from '../../kitchen/errors';
import { requestHost, requestIsHttps } from '../../tenancy/request-host';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const TableParams = object({ id: Id });
const SheetQuery = object({ ids: optional(string()), zone: optional(string()) });

export function tableRoutes(deps: RouteDeps): Hono {
  const app = new Hono();
  const { db } = deps;

  /** The company and its storefront's public origin (custom domain if active). */
  async function companyOrigin(c: Context, companyId: string) {
    const company = await getCompany(db, companyId);
    if (!company) throw new KitchenError(404, 'company_not_found', 'Company not found');
    const origin = tableOrigin(company, {
      baseHost: deps.env.BASE_HOST,
      requestHost: requestHost(c),
      https: requestIsHttps(c),
      production: deps.env.APP_ENV === 'production',
    });
    return { company, origin };
  }

  async function sheet(c: Context): Promise<{ sheet: Sheet; token: string; zone: string | null }> {
    const { companyId } = await requireOwner(c, deps);
    const selection = readSelection(readQuery(c, SheetQuery));
    const { company, origin } = await companyOrigin(c, companyId);
    const tables = await sheetTables(db, companyId, selection);
    return {
      sheet: sheetOf(company.name, origin, tables),
      token: company.token,
      zone: selection.zone,
    };
  }

  const attachment = (filename: string) => ({
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
  });

  app.get('/tables', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { origin } = await companyOrigin(c, companyId);
    return c.json({
      origin,
      service_types: TABLE_SERVICE_TYPES,
      tables: await readTables(db, companyId),
    });
  });

  app.get('/tables/sheet.pdf', async (c) => {
    const { sheet: content, token, zone } = await sheet(c);
    const bytes = await sheetPdf(content);
    return c.body(bytes.slice().buffer, 200, {
      'Content-Type': 'application/pdf',
      ...attachment(sheetFilename(token, zone, 'pdf')),
    });
  });

  app.get('/tables/sheet.svg', async (c) => {
    const { sheet: content, token, zone } = await sheet(c);
    return c.body(sheetSvg(content), 200, {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      ...attachment(sheetFilename(token, zone, 'svg')),
    });
  });

  app.post('/tables', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, CreateTableBody);
    return c.json(await createTable(db, owner, body), 201);
  });

  app.post('/tables/bulk', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, BulkCreateBody);
    return c.json({ tables: await createTables(db, owner, body) }, 201);
  });

  app.patch('/tables/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, TableParams);
    const body = await readJsonBody(c, UpdateTableBody);
    return c.json(await updateTable(db, owner, id, body));
  });

  app.delete('/tables/:id', async (c) => {
    const owner = await requireOwner(c, deps);
    const { id } = readParams(c, TableParams);
    const { version } = await readJsonBody(c, DeleteTableBody);
    const deleted = await deleteTable(db, owner, id, version);
    return c.json({ id: deleted.id, deleted: true });
  });

  app.post('/zones/rename', async (c) => {
    const owner = await requireOwner(c, deps);
    const body = await readJsonBody(c, RenameZoneBody);
    return c.json(await renameZone(db, owner, body));
  });

  return app;
}

// Menu import and export in the back office (issue [11/13], docs/menu-format.md), owner only and
// scoped to the company of the Host:
//   GET  /api/admin/menu/export?format=csv|json
//        → the file, Content-Disposition: attachment; filename="{token}-menu.{format}"
//   POST /api/admin/menu/import?format=csv|json[&dry_run=1]   body: the file's bytes, as is,
//        or gzipped with Content-Encoding: gzip (MENU_IMPORT_MAX_BYTES bounds both the bytes sent,
//        in server/app.ts, and the file once un-gzipped, here)
//        → 200 { format, dry_run, counts, replaced }
//        → 422 invalid_body { issues: [{ row, column, message } | { path, message }] }: nothing changed
//        → 413 payload_too_large { max_bytes } over the size limit
//   GET  /api/admin/menu/undo
//        → 200 { available: true, replaced_at, counts } | { available: false }: what undo restores
//   POST /api/admin/menu/undo
//        → 200 { restored, replaced, replaced_at }: the menu the last import replaced is back
//        → 409 nothing_to_undo when no import has been made since the last undo
// The rules are server/admin/menu-io.
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { enums, object, optional } from 'superstruct';
import { exportMenuFile } from '../../admin/menu-io/export';
import { MENU_FILE_FORMATS } from '../../admin/menu-io/format';
import { importMenuFile } from '../../admin/menu-io/import';
import { menuUndoState, undoMenuImport } from '../../admin/menu-io/undo';
import { actorOf } from '../../admin/session';
import { HttpError } from '../../http/errors';
import { readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';
import { requireOwner } from './context';

const ExportQuery = object({ format: enums(MENU_FILE_FORMATS) });
const ImportQuery = object({
  format: enums(MENU_FILE_FORMATS),
  dry_run: optional(enums(['0', '1', 'true', 'false'])),
});

export interface MenuIoOptions {
  /** Largest file an import reads; env.MENU_IMPORT_MAX_BYTES (2 MiB by default) when absent. */
  maxBytes?: number;
}

const gunzipAsync = promisify(gunzip);

/** The file: the body as sent, or un-gzipped (never beyond maxBytes + 1 bytes); null when larger. */
async function fileBytes(c: Context, maxBytes: number): Promise<Uint8Array | null> {
  let body: Uint8Array;
  try {
    body = new Uint8Array(await c.req.arrayBuffer());
  } catch {
    throw new HttpError(400, 'invalid_request', 'The request body could not be read');
  }
  const encoding = (c.req.header('content-encoding') ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity') return body;
  if (encoding !== 'gzip')
    throw new HttpError(400, 'invalid_request', 'Content-Encoding must be gzip or absent');
  try {
    return new Uint8Array(await gunzipAsync(body, { maxOutputLength: maxBytes + 1 }));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw new HttpError(400, 'invalid_request', 'The gzipped body could not be decompressed');
  }
}

const tooLarge = (c: Context, maxBytes: number): Response =>
  c.json(
    {
      message: `The menu file is larger than ${maxBytes} bytes`,
      code: 'payload_too_large',
      max_bytes: maxBytes,
    },
    413,
  );

export function menuIoRoutes(deps: RouteDeps, options: MenuIoOptions = {}): Hono {
  const app = new Hono();
  const { db } = deps;
  const maxBytes = options.maxBytes ?? deps.env.MENU_IMPORT_MAX_BYTES;

  app.get('/menu/export', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const { format } = readQuery(c, ExportQuery);
    const file = await exportMenuFile(db, companyId, format);
    if (!file) throw new HttpError(404, 'company_not_found', 'Company not found');
    return c.body(file.body, 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.filename}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.post('/menu/import', async (c) => {
    const owner = await requireOwner(c, deps);
    const query = readQuery(c, ImportQuery);
    if (Number(c.req.header('content-length') ?? 0) > maxBytes) return tooLarge(c, maxBytes);
    const bytes = await fileBytes(c, maxBytes);
    if (!bytes) return tooLarge(c, maxBytes);
    const result = await importMenuFile(
      db,
      { companyId: owner.companyId, actor: actorOf(owner.sessionId) },
      bytes,
      {
        format: query.format,
        dryRun: query.dry_run === '1' || query.dry_run === 'true',
        maxBytes,
      },
    );
    if (result.ok) return c.json(result.summary);
    if (result.tooLarge) return tooLarge(c, maxBytes);
    return c.json(
      {
        message: 'The menu file has problems: nothing was changed',
        code: 'invalid_body',
        issues: result.issues,
      },
      422,
    );
  });

  app.get('/menu/undo', async (c) => {
    const { companyId } = await requireOwner(c, deps);
    const state = await menuUndoState(db, companyId);
    c.header('Cache-Control', 'no-store');
    return c.json(state ? { available: true, ...state } : { available: false });
  });

  app.post('/menu/undo', async (c) => {
    const owner = await requireOwner(c, deps);
    const result = await undoMenuImport(db, {
      companyId: owner.companyId,
      actor: actorOf(owner.sessionId),
    });
    if (!result)
      throw new HttpError(409, 'nothing_to_undo', 'No menu import to undo: nothing was changed');
    return c.json(result);
  });

  return app;
}

// Menu import and export in the back office (server/routes/admin/menu-io.ts, docs/menu-format.md).
// These calls move files, not JSON, so they use fetch themselves (as map-config.ts does), with the
// same ApiError as every other call: an export answers the file's bytes and its name, an import
// sends the file's bytes (gzipped when the browser can, since the server's body limit counts the
// bytes sent) and answers a summary, or 422 with the file's problems. Undo puts back the menu the
// last import replaced.
import { API_BASE } from './client';
import { ApiError, errorFromBody, isApiError } from './errors';
import { emitRequestError } from './events';
import { buildUrl } from './url';

export type MenuFileFormat = 'csv' | 'json';

export interface MenuCounts {
  categories: number;
  products: number;
  variants: number;
  modifier_groups: number;
  options: number;
}

export interface MenuImportSummary {
  format: MenuFileFormat;
  /** True when nothing was written. */
  dry_run: boolean;
  /** What the file holds: the menu after the import. */
  counts: MenuCounts;
  /** The menu it replaces (or would replace). */
  replaced: MenuCounts;
}

/** One problem of a refused file: a CSV row and column, or a JSON path; neither for the file. */
export interface MenuImportIssue {
  row?: number;
  column?: string;
  path?: string;
  /** A problem of the CSV's header row that the back office words itself (admin.io.issues). */
  code?: string;
  /** In English, from the server. */
  message: string;
}

/** The menu the last import replaced, which undo puts back (GET /admin/menu/undo). */
export type MenuUndoState =
  { available: false } | { available: true; replaced_at: string; counts: MenuCounts };

export interface MenuUndoResult {
  restored: MenuCounts;
  replaced: MenuCounts;
  replaced_at: string;
}

export interface MenuDownload {
  filename: string;
  blob: Blob;
}

/** 'menu.CSV' → 'csv'; null for any other extension. */
export function formatOfFile(name: string): MenuFileFormat | null {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'json' ? extension : null;
}

async function send(method: 'GET' | 'POST', url: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, method });
  } catch (cause) {
    const error = new ApiError({
      status: 0,
      message: cause instanceof Error ? cause.message : 'Network error',
      method,
      url,
    });
    emitRequestError(error);
    throw error;
  }
  if (response.ok) return response;
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // Not JSON: kept as text.
  }
  const error = new ApiError({
    status: response.status,
    method,
    url,
    body,
    ...errorFromBody(body, response.status, response.statusText),
  });
  emitRequestError(error);
  throw error;
}

/** The whole menu as a file, named by the server ('demo-menu.csv'). */
export async function downloadMenu(format: MenuFileFormat): Promise<MenuDownload> {
  const url = buildUrl(API_BASE, '/admin/menu/export', { format });
  const response = await send('GET', url, { headers: { Accept: '*/*' } });
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `menu.${format}`;
  return { filename, blob: await response.blob() };
}

async function gzipped(file: Blob): Promise<Blob | null> {
  if (typeof CompressionStream === 'undefined') return null;
  try {
    return await new Response(file.stream().pipeThrough(new CompressionStream('gzip'))).blob();
  } catch {
    return null;
  }
}

/** Checks (dryRun) or imports a menu file; 422 carries the problems (importIssues). */
export async function importMenu(
  file: Blob,
  format: MenuFileFormat,
  dryRun: boolean,
): Promise<MenuImportSummary> {
  const url = buildUrl(API_BASE, '/admin/menu/import', { format, dry_run: dryRun ? 1 : 0 });
  const packed = await gzipped(file);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': format === 'csv' ? 'text/csv' : 'application/json',
  };
  if (packed) headers['Content-Encoding'] = 'gzip';
  const response = await send('POST', url, { headers, body: packed ?? file });
  return (await response.json()) as MenuImportSummary;
}

/** What undo would put back, if an import can be undone. */
export async function getMenuUndo(): Promise<MenuUndoState> {
  const url = buildUrl(API_BASE, '/admin/menu/undo', {});
  const response = await send('GET', url, { headers: { Accept: 'application/json' } });
  return (await response.json()) as MenuUndoState;
}

/** Puts back the menu the last import replaced; 409 nothing_to_undo when there is none. */
export async function undoMenuImport(): Promise<MenuUndoResult> {
  const url = buildUrl(API_BASE, '/admin/menu/undo', {});
  const response = await send('POST', url, { headers: { Accept: 'application/json' } });
  return (await response.json()) as MenuUndoResult;
}

const isIssue = (value: unknown): value is MenuImportIssue =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { message?: unknown }).message === 'string';

/** The problems of a refused import (422), or null for any other failure. */
export function importIssues(error: unknown): MenuImportIssue[] | null {
  if (!isApiError(error) || error.status !== 422) return null;
  const { body } = error;
  const issues =
    typeof body === 'object' && body !== null ? (body as { issues?: unknown }).issues : undefined;
  return Array.isArray(issues) ? issues.filter(isIssue) : null;
}

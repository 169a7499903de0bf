// The import panel's rules, apart from React so they are unit-tested: which file may be sent, how a
// problem of the report is located, and what a refused call means for the owner.
import type { MenuFileFormat, MenuImportIssue } from '../../../api/admin-menu-io';
import { formatOfFile, importIssues } from '../../../api/admin-menu-io';
import { isApiError } from '../../../api/errors';

/** The server's default limit (MENU_IMPORT_MAX_BYTES): a larger file is refused before sending. */
export const MAX_MENU_FILE_BYTES = 2 * 1024 * 1024;

export type FileChoice =
  { ok: true; format: MenuFileFormat } | { ok: false; reason: 'type' | 'size' | 'empty' };

export function chooseFile(file: { name: string; size: number }): FileChoice {
  const format = formatOfFile(file.name);
  if (!format) return { ok: false, reason: 'type' };
  if (file.size === 0) return { ok: false, reason: 'empty' };
  if (file.size > MAX_MENU_FILE_BYTES) return { ok: false, reason: 'size' };
  return { ok: true, format };
}

/** Where a problem is, for the report's first two columns ('' when not given). */
export function issuePlace(issue: MenuImportIssue): { row: string; column: string } {
  return {
    row: issue.row !== undefined ? String(issue.row) : '',
    column: issue.column ?? issue.path ?? '',
  };
}

const ISSUE_KEYS: Record<string, string> = {
  unknown_column: 'admin.io.issues.unknownColumn',
  duplicate_column: 'admin.io.issues.duplicateColumn',
  missing_column: 'admin.io.issues.missingColumn',
};

/**
 * The owner's-language text of a problem the back office words itself (the CSV header's, by
 * code, naming the column); null for the others, shown as the server wrote them.
 */
export function issueText(
  issue: MenuImportIssue,
): { key: string; params: Record<string, string> } | null {
  const key = issue.code === undefined ? undefined : ISSUE_KEYS[issue.code];
  return key ? { key, params: { column: issue.column ?? '' } } : null;
}

export type ImportFailure =
  | { kind: 'unauthorized' }
  | { kind: 'report'; issues: MenuImportIssue[] }
  | { kind: 'tooLarge' }
  | { kind: 'offline' }
  | { kind: 'failed' };

export function importFailure(error: unknown): ImportFailure {
  const issues = importIssues(error);
  if (issues) return { kind: 'report', issues };
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 413) return { kind: 'tooLarge' };
  if (error.isNetworkError) return { kind: 'offline' };
  return { kind: 'failed' };
}

// Importing a menu file (docs/menu-format.md): the whole file is decoded, read and checked before
// anything is written; a file with any problem changes nothing and answers every problem found
// (up to MAX_REPORTED_ISSUES). A good file replaces the company's whole menu in one ownerWrite
// transaction (all or nothing, the catalogue version bumped so the storefront revalidates), with
// one audit entry `menu.import` holding the counts before and after, never the menu itself; the
// menu it replaced is kept for one-step undo (undo.ts).
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordAudit } from '../audit';
import { ownerWrite } from '../write';
import { parseMenuCsv } from './csv';
import { countMenu } from './format';
import type { ImportIssue, MenuCounts, MenuFileFormat, ParseResult } from './format';
import { parseMenuJson } from './json';
import { countStoredMenu, readMenuDocument, replaceStoredMenu } from './store';
import { keepUndoCopy } from './undo';

export type MenuFileCheck =
  ParseResult | { ok: false; tooLarge: true; issues: ImportIssue[]; maxBytes: number };

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decodes and reads a menu file: too large, not UTF-8, or with problems, or the menu in it. */
export function checkMenuFile(
  bytes: Uint8Array,
  format: MenuFileFormat,
  maxBytes: number,
): MenuFileCheck {
  if (bytes.byteLength > maxBytes)
    return {
      ok: false,
      tooLarge: true,
      maxBytes,
      issues: [{ message: `The file is larger than ${maxBytes} bytes` }],
    };
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return {
      ok: false,
      issues: [{ message: 'The file is not UTF-8 text: save it as "CSV UTF-8" or UTF-8 JSON' }],
    };
  }
  return format === 'csv' ? parseMenuCsv(text) : parseMenuJson(text);
}

export interface MenuImportSummary {
  format: MenuFileFormat;
  /** True when nothing was written (a dry run). */
  dry_run: boolean;
  /** What the file holds: the menu after the import. */
  counts: MenuCounts;
  /** The menu it replaces (or would replace). */
  replaced: MenuCounts;
}

export interface MenuImporter {
  companyId: string;
  /** The audit actor: actorOf(owner session) for the back office, 'cli' for the command. */
  actor: string;
}

export type MenuImportResult =
  | { ok: true; summary: MenuImportSummary }
  | { ok: false; tooLarge: boolean; issues: ImportIssue[] };

export async function importMenuFile(
  db: Kysely<Database>,
  by: MenuImporter,
  bytes: Uint8Array,
  options: { format: MenuFileFormat; dryRun: boolean; maxBytes: number },
): Promise<MenuImportResult> {
  const check = checkMenuFile(bytes, options.format, options.maxBytes);
  if (!check.ok) return { ok: false, tooLarge: 'tooLarge' in check, issues: check.issues };
  const { menu } = check;
  const counts = countMenu(menu);
  if (options.dryRun)
    return {
      ok: true,
      summary: {
        format: options.format,
        dry_run: true,
        counts,
        replaced: await countStoredMenu(db, by.companyId),
      },
    };
  const replaced = await ownerWrite(db, by.companyId, async (trx) => {
    // The menu being replaced is kept for one-step undo (undo.ts), in the same transaction.
    const previous = await readMenuDocument(trx, by.companyId);
    const before = countMenu(previous);
    await keepUndoCopy(trx, by.companyId, previous, by.actor);
    await replaceStoredMenu(trx, by.companyId, menu);
    await recordAudit(trx, {
      companyId: by.companyId,
      actor: by.actor,
      action: 'menu.import',
      entity: 'menu',
      entityId: null,
      before,
      after: { ...counts, format: options.format },
    });
    return before;
  });
  return { ok: true, summary: { format: options.format, dry_run: false, counts, replaced } };
}

// `npm run company -- import-menu <token> <file> [--dry-run]` and
// `npm run company -- export-menu <token> <file>` (issue [11/13], docs/menu-format.md). The format
// is the file's extension (.csv or .json). An import with any problem prints the report, changes
// nothing and exits 1; a good one replaces the company's whole menu in one transaction, with a
// `menu.import` audit entry by the actor 'cli'.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { exportMenuFile } from '../admin/menu-io/export';
import { isMenuFileFormat, menuImportMaxBytes } from '../admin/menu-io/format';
import type { ImportIssue, MenuCounts, MenuFileFormat } from '../admin/menu-io/format';
import { importMenuFile } from '../admin/menu-io/import';
import { findCompanyByToken } from '../db/repositories/companies';
import type { Database } from '../db/schema';
import { CliError } from './company-commands';

/** The audit actor of a change made with the CLI. */
export const CLI_ACTOR = 'cli';

/** `npm run` starts in the package's folder: a relative path is the caller's (INIT_CWD). */
const pathOf = (file: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), file);

function formatOf(file: string): MenuFileFormat {
  const extension = extname(file).slice(1).toLowerCase();
  if (!isMenuFileFormat(extension))
    throw new CliError(`Cannot tell the format of '${file}': name it .csv or .json.`);
  return extension;
}

async function companyIdOf(db: Kysely<Database>, token: string): Promise<string> {
  const company = await findCompanyByToken(db, token);
  if (!company) throw new CliError(`No company has the token '${token}'.`);
  return company.id;
}

export const describeCounts = (counts: MenuCounts): string =>
  `${counts.categories} categories, ${counts.products} products, ${counts.variants} variants, ` +
  `${counts.modifier_groups} modifier groups (${counts.options} options)`;

/** 'row 5, price: must be …', 'categories.0.name: …' or the message alone. */
export function describeIssue(issue: ImportIssue): string {
  const where = [
    issue.row !== undefined ? `row ${issue.row}` : null,
    issue.column ?? null,
    issue.path ?? null,
  ].filter((part): part is string => part !== null);
  return where.length > 0 ? `${where.join(', ')}: ${issue.message}` : issue.message;
}

export async function importMenuCommand(
  db: Kysely<Database>,
  token: string,
  file: string,
  options: { dryRun?: boolean; maxBytes?: number } = {},
): Promise<string[]> {
  const format = formatOf(file);
  const companyId = await companyIdOf(db, token);
  const maxBytes = options.maxBytes ?? menuImportMaxBytes(process.env);
  let size: number;
  try {
    size = (await stat(pathOf(file))).size;
  } catch {
    throw new CliError(`Cannot read '${file}'.`);
  }
  if (size > maxBytes)
    throw new CliError(
      `'${file}' is larger than ${maxBytes} bytes (MENU_IMPORT_MAX_BYTES): nothing was changed.`,
    );
  const bytes = new Uint8Array(await readFile(pathOf(file)));
  const result = await importMenuFile(db, { companyId, actor: CLI_ACTOR }, bytes, {
    format,
    dryRun: options.dryRun ?? false,
    maxBytes,
  });
  if (!result.ok)
    throw new CliError(
      [
        `'${file}' cannot be imported: nothing was changed. ${result.issues.length} problem(s):`,
        ...result.issues.map((issue) => `  ${describeIssue(issue)}`),
      ].join('\n'),
    );
  const { counts, replaced } = result.summary;
  return [
    `${result.summary.dry_run ? 'Dry run, nothing written: would import' : 'Imported'} ${describeCounts(counts)} into '${token.toLowerCase()}'.`,
    `${result.summary.dry_run ? 'It would replace' : 'Replaced'} ${describeCounts(replaced)}.`,
  ];
}

export async function exportMenuCommand(
  db: Kysely<Database>,
  token: string,
  file: string,
): Promise<string> {
  const format = formatOf(file);
  const companyId = await companyIdOf(db, token);
  const exported = await exportMenuFile(db, companyId, format);
  if (!exported) throw new CliError(`No company has the token '${token}'.`);
  try {
    await writeFile(pathOf(file), exported.body, 'utf8');
  } catch {
    throw new CliError(`Cannot write '${file}'.`);
  }
  return `Exported the menu of '${token.toLowerCase()}' (${describeCounts(exported.counts)}) to ${file}.`;
}

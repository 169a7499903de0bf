// Exporting the company's whole menu as a file (docs/menu-format.md): hidden categories and
// products included with their visibility, in display order, with no ids, so the file imports
// into any company and exporting it again gives the same bytes.
import type { Kysely } from 'kysely';
import { DEFAULT_CURRENCY } from '../../../src/domain/constants';
import { getCompany } from '../../db/repositories/companies';
import type { Database } from '../../db/schema';
import { writeMenuCsv } from './csv-write';
import { countMenu } from './format';
import type { MenuCounts, MenuFileFormat } from './format';
import { writeMenuJson } from './json';
import { readMenuDocument } from './store';

export interface MenuExport {
  /** e.g. 'demo-menu.csv': the company's token names the file. */
  filename: string;
  contentType: string;
  body: string;
  /** What the file holds. */
  counts: MenuCounts;
}

export const exportFilename = (token: string, format: MenuFileFormat): string =>
  `${token}-menu.${format}`;

/** Null when the company does not exist. */
export async function exportMenuFile(
  db: Kysely<Database>,
  companyId: string,
  format: MenuFileFormat,
): Promise<MenuExport | null> {
  const company = await getCompany(db, companyId);
  if (!company) return null;
  const menu = await readMenuDocument(db, companyId);
  const filename = exportFilename(company.token, format);
  const counts = countMenu(menu);
  if (format === 'json')
    return {
      filename,
      contentType: 'application/json; charset=utf-8',
      body: writeMenuJson(menu),
      counts,
    };
  const showDecimals = (company.currency ?? DEFAULT_CURRENCY).show_decimals;
  return {
    filename,
    contentType: 'text/csv; charset=utf-8',
    body: writeMenuCsv(menu, showDecimals),
    counts,
  };
}

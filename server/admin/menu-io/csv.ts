// The menu as one CSV sheet (docs/menu-format.md): one row per product variant, plus one row per
// option of a modifier group, in the same file so an owner edits one sheet. Read with papaparse
// row by row (its step callback), so every problem keeps the row number a spreadsheet shows: the
// header is row 1 and a quoted value spanning lines is still one row. UTF-8 with or without a BOM,
// comma, semicolon or tab separated (detected). The file and its header are read here, each row in
// csv-rows.ts; the columns are in csv-columns.ts, and the export is written by csv-write.ts.
import Papa from 'papaparse';
import { textProblem } from '../../http/input-safety';
import { COLUMN_OF, CSV_COLUMNS, REQUIRED_COLUMNS } from './csv-columns';
import type { Cells, CsvColumn } from './csv-columns';
import { unescapeFormula } from './csv-formulae';
import { RowReader, readOptionRow, readProductRow } from './csv-rows';
import type { Building } from './csv-rows';
import { JSON_FORMAT, JSON_FORMAT_VERSION, MAX_REPORTED_ISSUES } from './format';
import type { ImportIssue, MenuDocument, ParseResult } from './format';
import { menuProblems, normaliseMenu } from './validate';

function readHeader(cells: string[], issues: ImportIssue[]): Map<CsvColumn, number> | null {
  const columns = new Map<CsvColumn, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      issues.push({
        row: 1,
        column: cell.trim(),
        code: 'unknown_column',
        message: `'${cell.trim()}' is not a column of the menu file (the columns are ${CSV_COLUMNS.join(', ')}): rename or remove it`,
      });
      return;
    }
    const column = name as CsvColumn;
    if (columns.has(column))
      issues.push({ row: 1, column, code: 'duplicate_column', message: 'is given twice' });
    else columns.set(column, index);
  });
  for (const column of REQUIRED_COLUMNS.filter((c) => !columns.has(c)))
    issues.push({
      row: 1,
      column,
      code: 'missing_column',
      message: 'is a required column and is missing from the first row',
    });
  // A header with any problem stops the reading: its rows would only repeat it (a value under an
  // unknown column is not a value "in a column with no name").
  return issues.length > 0 ? null : columns;
}

/** Where each problem of the finished document is in the sheet. */
function locate(
  b: Building,
  menu: MenuDocument,
): (at: string, field: string | null) => ImportIssue {
  const rows = new Map<string, number>();
  menu.categories.forEach((category, c) => {
    const built = b.categories.get(category.name);
    if (built) rows.set(`categories.${c}`, built.row);
    category.products.forEach((product, p) => {
      const at = `categories.${c}.products.${p}`;
      rows.set(at, b.productRows.get(product) ?? 0);
      product.variants.forEach((variant, v) =>
        rows.set(`${at}.variants.${v}`, b.variantRows.get(variant) ?? 0),
      );
    });
  });
  menu.modifier_groups.forEach((group, g) => {
    rows.set(`modifier_groups.${g}`, b.groups.get(group.name)?.row ?? 0);
    group.options.forEach((option, o) =>
      rows.set(`modifier_groups.${g}.options.${o}`, b.optionRows.get(option) ?? 0),
    );
  });
  return (at, field) => {
    let entity = at;
    let rest = field;
    // 'options.2.name' of a group is the option's own row.
    const option = /^options\.(\d+)\.(\w+)$/.exec(field ?? '');
    if (option) {
      entity = `${at}.options.${option[1]}`;
      rest = option[2] ?? null;
    }
    const kind = /options\.\d+$/.test(entity)
      ? 'option'
      : /variants\.\d+$/.test(entity)
        ? 'variant'
        : /products\.\d+$/.test(entity)
          ? 'product'
          : /^categories\.\d+$/.test(entity)
            ? 'category'
            : /^modifier_groups\.\d+$/.test(entity)
              ? 'group'
              : null;
    const head = rest?.split('.')[0] ?? '';
    const column = kind ? COLUMN_OF[kind][head] : undefined;
    const row = rows.get(entity);
    const issue: ImportIssue = { message: '' };
    if (row !== undefined && row > 0) issue.row = row;
    if (column) issue.column = column;
    return issue;
  };
}

/** Reads a menu CSV file's text; the problems carry spreadsheet row numbers and column names. */
export function parseMenuCsv(text: string): ParseResult {
  const issues: ImportIssue[] = [];
  const b: Building = {
    issues,
    rows: new Map(),
    categories: new Map(),
    groups: new Map(),
    last: null,
    productRows: new Map(),
    variantRows: new Map(),
    optionRows: new Map(),
  };
  let header: Map<CsvColumn, number> | null | undefined;
  let record = 0;
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    delimiter: '',
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: false,
    step: (result, parser) => {
      record += 1;
      const row = record;
      const cells = result.data;
      for (const error of result.errors)
        if (error.code !== 'UndetectableDelimiter')
          issues.push({
            row,
            message:
              error.code === 'MissingQuotes'
                ? 'a quoted value is never closed (a " is missing)'
                : `the row cannot be read: ${error.message}`,
          });
      if (row === 1) {
        header = readHeader(cells, issues);
        if (header === null) parser.abort();
        return;
      }
      if (!header || issues.length >= MAX_REPORTED_ISSUES) return;
      if (cells.every((cell) => cell.trim() === '')) return;
      const named: Cells = {};
      // Every cell as it was before the export kept it from running as a formula.
      for (const [column, index] of header) named[column] = unescapeFormula(cells[index] ?? '');
      const reader = new RowReader(row, named, issues);
      const known = new Set(header.values());
      cells.forEach((cell, index) => {
        if (!known.has(index) && cell.trim() !== '')
          reader.problem(
            undefined,
            `value in column ${index + 1}, which has no name in the first row: name the column or clear the value`,
          );
        const problem = textProblem(cell);
        if (problem)
          reader.problem(
            CSV_COLUMNS.find((c) => header?.get(c) === index),
            problem,
          );
      });
      const isProduct = reader.text('category') !== '' || reader.text('product') !== '';
      const isOption = reader.text('group') !== '' || reader.text('option') !== '';
      if (isProduct && isOption) {
        reader.problem(
          'group',
          'a row is either a product variant (category, product …) or a modifier option (group, option …), not both',
        );
        return;
      }
      if (isOption) readOptionRow(b, reader, row);
      else if (isProduct) readProductRow(b, reader, row);
      else reader.problem('category', 'is required (or group, for a modifier option row)');
    },
  });
  if (record === 0) return { ok: false, issues: [{ message: 'The file is empty' }] };
  if (issues.length > 0) return { ok: false, issues: issues.slice(0, MAX_REPORTED_ISSUES) };

  const menu: MenuDocument = {
    format: JSON_FORMAT,
    version: JSON_FORMAT_VERSION,
    modifier_groups: [...b.groups.values()].map(({ name, min, max, required, options }) => ({
      name,
      min,
      max,
      required,
      options,
    })),
    categories: [...b.categories.values()].map(({ name, visible, products }) => ({
      name,
      visible,
      products,
    })),
  };
  const problems = menuProblems(menu);
  if (problems.length > 0) {
    const where = locate(b, menu);
    return {
      ok: false,
      issues: problems
        .slice(0, MAX_REPORTED_ISSUES)
        .map((p) => ({ ...where(p.at, p.field), message: p.message })),
    };
  }
  return { ok: true, menu: normaliseMenu(menu) };
}

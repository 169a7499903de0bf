// Writing the menu as its CSV sheet (docs/menu-format.md): one row per product variant, then one
// per modifier option; a product's own cells and a group's only on its first row, as the reader
// (csv.ts) expects them.
import Papa from 'papaparse';
import { CSV_COLUMNS, LIST_SEPARATOR } from './csv-columns';
import type { CsvColumn } from './csv-columns';
import { FORMULA_CELL } from './csv-formulae';
import type { MenuDocument } from './format';
import { formatCsvPrice } from './price';

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/**
 * The menu as a CSV sheet: a BOM (so spreadsheets read UTF-8), CRLF rows, quoted as needed, and
 * no cell a spreadsheet would run as a formula (csv-formulae.ts).
 */
export function writeMenuCsv(menu: MenuDocument, showDecimals: boolean): string {
  const price = (minor: number) => formatCsvPrice(minor, showDecimals);
  const rows: string[][] = [];
  const blank = (): Record<CsvColumn, string> =>
    Object.fromEntries(CSV_COLUMNS.map((c) => [c, ''])) as Record<CsvColumn, string>;
  const push = (cells: Record<CsvColumn, string>) => rows.push(CSV_COLUMNS.map((c) => cells[c]));
  for (const category of menu.categories) {
    let firstOfCategory = true;
    const categoryCells = () => {
      const cells = blank();
      cells.category = category.name;
      if (firstOfCategory) cells.category_visible = yesNo(category.visible);
      firstOfCategory = false;
      return cells;
    };
    if (category.products.length === 0) push(categoryCells());
    for (const product of category.products)
      product.variants.forEach((variant, index) => {
        const cells = categoryCells();
        cells.product = product.name;
        if (index === 0) {
          cells.description = product.description;
          cells.product_visible = yesNo(product.visible);
          cells.stock_enabled = yesNo(product.stock_enabled);
          cells.images = product.images.join(` ${LIST_SEPARATOR} `);
          cells.modifier_groups = product.modifier_groups.join(` ${LIST_SEPARATOR} `);
        }
        cells.variant = variant.name ?? '';
        cells.price = price(variant.price);
        cells.original_price = variant.original_price === null ? '' : price(variant.original_price);
        cells.selected = yesNo(variant.selected);
        cells.stock = String(variant.stock);
        cells.stock_starts_empty = yesNo(variant.stock_starts_empty);
        push(cells);
      });
  }
  for (const group of menu.modifier_groups) {
    const first = (cells: Record<CsvColumn, string>) => {
      cells.group_min = String(group.min);
      cells.group_max = String(group.max);
      cells.group_required = yesNo(group.required);
    };
    if (group.options.length === 0) {
      const cells = blank();
      cells.group = group.name;
      first(cells);
      push(cells);
    }
    group.options.forEach((option, index) => {
      const cells = blank();
      cells.group = group.name;
      if (index === 0) first(cells);
      cells.option = option.name;
      cells.option_price = price(option.price);
      push(cells);
    });
  }
  const text = Papa.unparse(
    { fields: [...CSV_COLUMNS], data: rows },
    { newline: '\r\n', escapeFormulae: FORMULA_CELL },
  );
  return `\uFEFF${text}\r\n`;
}

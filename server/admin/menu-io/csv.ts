// The menu as one CSV sheet (docs/menu-format.md): one row per product variant, plus one row per
// option of a modifier group, in the same file so an owner edits one sheet. Read with papaparse
// row by row (its step callback), so every problem keeps the row number a spreadsheet shows: the
// header is row 1 and a quoted value spanning lines is still one row. UTF-8 with or without a BOM,
// comma, semicolon or tab separated (detected).
import Papa from 'papaparse';
import { MENU_LIMITS } from '../../../src/domain/menu-rules';
import { textProblem } from '../../http/input-safety';
import { JSON_FORMAT, JSON_FORMAT_VERSION, MAX_REPORTED_ISSUES } from './format';
import type {
  ImportIssue,
  MenuCategory,
  MenuDocument,
  MenuModifierGroup,
  MenuProduct,
  ParseResult,
} from './format';
import { formatCsvPrice, parseCsvPrice } from './price';
import { menuProblems, normaliseMenu } from './validate';

/** Every column, in the order an export writes them. */
export const CSV_COLUMNS = [
  'category',
  'category_visible',
  'product',
  'description',
  'product_visible',
  'stock_enabled',
  'variant',
  'price',
  'original_price',
  'selected',
  'stock',
  'stock_starts_empty',
  'images',
  'modifier_groups',
  'group',
  'group_min',
  'group_max',
  'group_required',
  'option',
  'option_price',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

/** A file must have these; every other column may be left out (its default applies). */
export const REQUIRED_COLUMNS: readonly CsvColumn[] = ['category', 'product', 'price'];

/** Separates the images and the modifier groups listed in one cell. */
export const LIST_SEPARATOR = '|';

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/** The CSV column of each field of each kind of entity, for the report. */
const COLUMN_OF: Record<
  'category' | 'product' | 'variant' | 'group' | 'option',
  Record<string, CsvColumn>
> = {
  category: { name: 'category', visible: 'category_visible', products: 'product' },
  product: {
    name: 'product',
    description: 'description',
    visible: 'product_visible',
    stock_enabled: 'stock_enabled',
    images: 'images',
    modifier_groups: 'modifier_groups',
    variants: 'variant',
  },
  variant: {
    name: 'variant',
    price: 'price',
    original_price: 'original_price',
    selected: 'selected',
    stock: 'stock',
    stock_starts_empty: 'stock_starts_empty',
  },
  group: {
    name: 'group',
    min: 'group_min',
    max: 'group_max',
    required: 'group_required',
    options: 'option',
  },
  option: { name: 'option', price: 'option_price' },
};

type Cells = Partial<Record<CsvColumn, string>>;

interface Building {
  issues: ImportIssue[];
  /** Entity path → the spreadsheet row it starts on. */
  rows: Map<string, number>;
  categories: Map<string, MenuCategory & { row: number; visibleFrom: number | null }>;
  groups: Map<string, MenuModifierGroup & { row: number; set: Partial<Record<string, number>> }>;
  /** The product the previous product row belonged to, to continue it. */
  last: { category: string; product: MenuProduct; row: number } | null;
  productRows: Map<MenuProduct, number>;
  variantRows: Map<object, number>;
  optionRows: Map<object, number>;
}

function readBoolean(cell: string | undefined): boolean | undefined | 'invalid' {
  const value = (cell ?? '').trim().toLowerCase();
  if (value === '') return undefined;
  if (TRUE_WORDS.has(value)) return true;
  if (FALSE_WORDS.has(value)) return false;
  return 'invalid';
}

function readWhole(cell: string | undefined): number | undefined | 'invalid' {
  const value = (cell ?? '').trim();
  if (value === '') return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : 'invalid';
}

const splitList = (cell: string | undefined, pattern: RegExp): string[] =>
  (cell ?? '')
    .split(pattern)
    .map((part) => part.trim())
    .filter((part) => part !== '');

class RowReader {
  constructor(
    private readonly row: number,
    private readonly cells: Cells,
    private readonly issues: ImportIssue[],
  ) {}

  text(column: CsvColumn): string {
    return (this.cells[column] ?? '').trim();
  }

  problem(column: CsvColumn | undefined, message: string): void {
    this.issues.push(column ? { row: this.row, column, message } : { row: this.row, message });
  }

  flag(column: CsvColumn): boolean | undefined {
    const value = readBoolean(this.cells[column]);
    if (value !== 'invalid') return value;
    this.problem(column, 'must be yes or no (also true/false, 1/0)');
    return undefined;
  }

  whole(column: CsvColumn): number | undefined {
    const value = readWhole(this.cells[column]);
    if (value !== 'invalid') return value;
    this.problem(column, 'must be a whole number, 0 or more');
    return undefined;
  }

  /** Minor units; undefined when the cell is empty (or wrong, which is reported). */
  price(column: CsvColumn): number | undefined {
    const text = this.text(column);
    if (text === '') return undefined;
    const reading = parseCsvPrice(text);
    if (reading.ok) return reading.minor;
    this.problem(column, reading.message);
    return undefined;
  }
}

/** A value given on several rows of one entity must be the same on each (or left empty). */
function agree<T>(
  reader: RowReader,
  column: CsvColumn,
  now: T | undefined,
  given: T | undefined,
  firstRow: number,
): T | undefined {
  if (given === undefined) return now;
  if (now === undefined) return given;
  if (now !== given)
    reader.problem(column, `differs from row ${firstRow}: give it once, or the same on each row`);
  return now;
}

function readProductRow(b: Building, reader: RowReader, row: number): void {
  const categoryName = reader.text('category');
  const productName = reader.text('product');
  if (categoryName === '') {
    reader.problem('category', 'is required on a product row');
    return;
  }
  let category = b.categories.get(categoryName);
  if (!category) {
    category = { name: categoryName, visible: true, products: [], row, visibleFrom: null };
    b.categories.set(categoryName, category);
  }
  const visible = reader.flag('category_visible');
  if (visible !== undefined) {
    if (category.visibleFrom !== null && category.visible !== visible)
      reader.problem('category_visible', `differs from row ${category.visibleFrom}`);
    else if (category.visibleFrom === null) {
      category.visible = visible;
      category.visibleFrom = row;
    }
  }
  const variantColumns: CsvColumn[] = ['variant', 'price', 'original_price', 'stock', 'selected'];
  if (productName === '') {
    // A category with no product yet: nothing else may be on the row.
    const stray = variantColumns.find((column) => reader.text(column) !== '');
    if (stray) reader.problem('product', 'is required when a variant or price is given');
    b.last = null;
    return;
  }

  let product: MenuProduct;
  const continuing =
    b.last !== null && b.last.category === categoryName && b.last.product.name === productName;
  if (continuing && b.last) {
    product = b.last.product;
    const first = b.last.row;
    const description = agree(
      reader,
      'description',
      product.description || undefined,
      reader.text('description') || undefined,
      first,
    );
    product.description = description ?? '';
    product.visible =
      agree(reader, 'product_visible', product.visible, reader.flag('product_visible'), first) ??
      true;
    product.stock_enabled =
      agree(reader, 'stock_enabled', product.stock_enabled, reader.flag('stock_enabled'), first) ??
      false;
    const images = splitList(reader.text('images'), /[\s|]+/);
    if (images.length > 0 && images.join('|') !== product.images.join('|'))
      if (product.images.length > 0)
        reader.problem(
          'images',
          `differs from row ${first}: give it once, or the same on each row`,
        );
      else product.images = images;
    const groups = splitList(reader.text('modifier_groups'), /\|/);
    if (groups.length > 0 && groups.join('|') !== product.modifier_groups.join('|'))
      if (product.modifier_groups.length > 0)
        reader.problem(
          'modifier_groups',
          `differs from row ${first}: give it once, or the same on each row`,
        );
      else product.modifier_groups = groups;
  } else {
    product = {
      name: productName,
      description: reader.text('description'),
      visible: reader.flag('product_visible') ?? true,
      stock_enabled: reader.flag('stock_enabled') ?? false,
      images: splitList(reader.text('images'), /[\s|]+/),
      modifier_groups: splitList(reader.text('modifier_groups'), /\|/),
      variants: [],
    };
    category.products.push(product);
    b.productRows.set(product, row);
    b.last = { category: categoryName, product, row };
  }

  const price = reader.price('price');
  if (price === undefined && reader.text('price') === '') reader.problem('price', 'is required');
  const variant = {
    name: reader.text('variant') || null,
    price: price ?? 0,
    original_price: reader.price('original_price') ?? null,
    selected: reader.flag('selected') ?? false,
    stock: reader.whole('stock') ?? MENU_LIMITS.defaultStock,
    stock_starts_empty: reader.flag('stock_starts_empty') ?? false,
  };
  product.variants.push(variant);
  b.variantRows.set(variant, row);
}

function readOptionRow(b: Building, reader: RowReader, row: number): void {
  const groupName = reader.text('group');
  if (groupName === '') {
    reader.problem('group', 'is required on a modifier option row');
    return;
  }
  if (groupName.includes(LIST_SEPARATOR))
    reader.problem(
      'group',
      `must not contain '${LIST_SEPARATOR}' (it separates names in modifier_groups)`,
    );
  let group = b.groups.get(groupName);
  if (!group) {
    group = { name: groupName, min: 0, max: 0, required: false, options: [], row, set: {} };
    b.groups.set(groupName, group);
  }
  const target = group;
  const setOnce = (
    column: CsvColumn,
    key: 'min' | 'max' | 'required',
    value: number | boolean | undefined,
  ) => {
    if (value === undefined) return;
    const from = target.set[key];
    if (from !== undefined && target[key] !== value)
      reader.problem(column, `differs from row ${from}`);
    else if (from === undefined) {
      (target as Record<typeof key, number | boolean>)[key] = value;
      target.set[key] = row;
    }
  };
  setOnce('group_min', 'min', reader.whole('group_min'));
  setOnce('group_max', 'max', reader.whole('group_max'));
  setOnce('group_required', 'required', reader.flag('group_required'));
  const optionName = reader.text('option');
  if (optionName === '') {
    if (reader.text('option_price') !== '')
      reader.problem('option', 'is required when an option price is given');
    return;
  }
  const option = { name: optionName, price: reader.price('option_price') ?? 0 };
  group.options.push(option);
  b.optionRows.set(option, row);
}

function readHeader(cells: string[], issues: ImportIssue[]): Map<CsvColumn, number> | null {
  const columns = new Map<CsvColumn, number>();
  cells.forEach((cell, index) => {
    const name = cell.trim().toLowerCase();
    if (name === '') return;
    if (!(CSV_COLUMNS as readonly string[]).includes(name)) {
      issues.push({
        row: 1,
        column: cell.trim(),
        message: `is not a known column (the columns are ${CSV_COLUMNS.join(', ')})`,
      });
      return;
    }
    const column = name as CsvColumn;
    if (columns.has(column)) issues.push({ row: 1, column, message: 'is given twice' });
    else columns.set(column, index);
  });
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.has(column));
  for (const column of missing)
    issues.push({
      row: 1,
      column,
      message: 'is a required column and is missing from the first row',
    });
  return missing.length > 0 ? null : columns;
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
      for (const [column, index] of header) named[column] = cells[index] ?? '';
      const reader = new RowReader(row, named, issues);
      const known = new Set(header.values());
      cells.forEach((cell, index) => {
        if (!known.has(index) && cell.trim() !== '')
          reader.problem(
            undefined,
            `value in column ${index + 1}, which has no name in the first row`,
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

const yesNo = (value: boolean): string => (value ? 'yes' : 'no');

/** The menu as a CSV sheet: a BOM (so spreadsheets read UTF-8), CRLF rows, quoted as needed. */
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
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data: rows }, { newline: '\r\n' })}\r\n`;
}

// Reading the rows of the menu's CSV sheet (csv.ts reads the file and its header): a product
// variant's row, a modifier option's row, and the cells in them (yes/no flags, whole numbers,
// prices, lists). A value given on several rows of one entity must agree.
import { MENU_LIMITS } from '../../../src/domain/menu-rules';
import { LIST_SEPARATOR } from './csv-columns';
import type { Cells, CsvColumn } from './csv-columns';
import type { ImportIssue, MenuCategory, MenuModifierGroup, MenuProduct } from './format';
import { parseCsvPrice } from './price';

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x']);
const FALSE_WORDS = new Set(['no', 'n', 'false', '0']);

/** Images are listed with spaces or '|' between them; modifier groups (names with spaces) with '|'. */
const IMAGES = /[\s|]+/;
const GROUPS = /\|/;

/** What the reader builds, row by row, and where each entity started. */
export interface Building {
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

/** One row's cells, read by column, each problem reported at the row and column. */
export class RowReader {
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

/** A list given on several rows of one product: the first rows that give it set it; others agree. */
function agreeList(
  reader: RowReader,
  column: CsvColumn,
  now: string[],
  separator: RegExp,
  firstRow: number,
): string[] {
  const given = splitList(reader.text(column), separator);
  if (given.length === 0 || given.join('|') === now.join('|')) return now;
  if (now.length === 0) return given;
  reader.problem(column, `differs from row ${firstRow}: give it once, or the same on each row`);
  return now;
}

/** A product variant's row: its category, its product (continued from the row before), its variant. */
export function readProductRow(b: Building, reader: RowReader, row: number): void {
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
    product.images = agreeList(reader, 'images', product.images, IMAGES, first);
    product.modifier_groups = agreeList(
      reader,
      'modifier_groups',
      product.modifier_groups,
      GROUPS,
      first,
    );
  } else {
    product = {
      name: productName,
      description: reader.text('description'),
      visible: reader.flag('product_visible') ?? true,
      stock_enabled: reader.flag('stock_enabled') ?? false,
      images: splitList(reader.text('images'), IMAGES),
      modifier_groups: splitList(reader.text('modifier_groups'), GROUPS),
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

/** A modifier option's row: its group (the same name on several rows is one group), its option. */
export function readOptionRow(b: Building, reader: RowReader, row: number): void {
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

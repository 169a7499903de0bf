// The columns of the menu's CSV sheet (docs/menu-format.md), shared by the reader (csv.ts, its
// rows in csv-rows.ts) and the writer (csv-write.ts).

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

/** The CSV column of each field of each kind of entity, for the report. */
export const COLUMN_OF: Record<
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

/** A row's cells by column name. */
export type Cells = Partial<Record<CsvColumn, string>>;

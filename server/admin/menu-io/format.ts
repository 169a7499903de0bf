// The menu file formats of import and export (docs/menu-format.md): one document shape that both
// the CSV and the JSON file are read into and written from. Money is integer minor units here (as
// everywhere on the server); only the CSV writes it as the owner reads it (price.ts).

/** The JSON file's `format` and `version` (a later version may add fields, never change these). */
export const JSON_FORMAT = 'comanda-menu';
export const JSON_FORMAT_VERSION = 1;

export const MENU_FILE_FORMATS = ['csv', 'json'] as const;
export type MenuFileFormat = (typeof MENU_FILE_FORMATS)[number];

export const isMenuFileFormat = (value: string): value is MenuFileFormat =>
  (MENU_FILE_FORMATS as readonly string[]).includes(value);

/** Largest file an import reads by default (MENU_IMPORT_MAX_BYTES of the CLI and the route). */
export const DEFAULT_MAX_IMPORT_BYTES = 2 * 1024 * 1024;

/** Most categories and products one menu file may hold (well above any real menu). */
export const MAX_CATEGORIES = 500;
export const MAX_PRODUCTS = 5_000;
export const MAX_MODIFIER_GROUPS = 500;

/** At most this many problems are listed; the report says how many more there were. */
export const MAX_REPORTED_ISSUES = 200;

export interface MenuVariant {
  /** Null for the only variant of a product. */
  name: string | null;
  price: number;
  original_price: number | null;
  /** The variant shown first; exactly one per product after normalisation. */
  selected: boolean;
  stock: number;
  stock_starts_empty: boolean;
}

export interface MenuProduct {
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  /** Image URLs, in display order. */
  images: string[];
  /** Names of modifier groups of the same file, in display order. */
  modifier_groups: string[];
  variants: MenuVariant[];
}

export interface MenuCategory {
  name: string;
  visible: boolean;
  products: MenuProduct[];
}

export interface MenuOption {
  name: string;
  price: number;
}

export interface MenuModifierGroup {
  name: string;
  min: number;
  max: number;
  required: boolean;
  options: MenuOption[];
}

/** A whole menu, in display order, with no ids (they are the company's, never carried across). */
export interface MenuDocument {
  format: typeof JSON_FORMAT;
  version: typeof JSON_FORMAT_VERSION;
  modifier_groups: MenuModifierGroup[];
  categories: MenuCategory[];
}

/**
 * One problem of an imported file. A CSV problem has the row as a spreadsheet numbers it (the
 * header is row 1) and the column's header name; a JSON problem has the path of the value
 * (`categories.0.products.2.variants.0.price`). A problem of the whole file has neither.
 */
export interface ImportIssue {
  row?: number;
  column?: string;
  path?: string;
  /**
   * For the problems of the CSV's header row, which the back office words in the owner's
   * language: unknown_column, duplicate_column, missing_column (the column names it).
   */
  code?: 'unknown_column' | 'duplicate_column' | 'missing_column';
  message: string;
}

export interface MenuCounts {
  categories: number;
  products: number;
  variants: number;
  modifier_groups: number;
  options: number;
}

export function countMenu(menu: Pick<MenuDocument, 'categories' | 'modifier_groups'>): MenuCounts {
  const products = menu.categories.flatMap((c) => c.products);
  return {
    categories: menu.categories.length,
    products: products.length,
    variants: products.reduce((sum, p) => sum + p.variants.length, 0),
    modifier_groups: menu.modifier_groups.length,
    options: menu.modifier_groups.reduce((sum, g) => sum + g.options.length, 0),
  };
}

export type ParseResult = { ok: true; menu: MenuDocument } | { ok: false; issues: ImportIssue[] };

/** True for the import route, whose body gets MENU_IMPORT_MAX_BYTES rather than the 64 KB limit. */
export const isMenuImportPath = (method: string, path: string, apiBase: string): boolean =>
  method === 'POST' && path === `${apiBase}/admin/menu/import`;

/**
 * The CLI's import size limit: MENU_IMPORT_MAX_BYTES when it is a whole number of bytes, else
 * DEFAULT_MAX_IMPORT_BYTES. The HTTP route reads the same variable through server/env.ts.
 */
export function menuImportMaxBytes(source: Record<string, string | undefined>): number {
  const value = source.MENU_IMPORT_MAX_BYTES?.trim() ?? '';
  return /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : DEFAULT_MAX_IMPORT_BYTES;
}

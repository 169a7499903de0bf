// The back office's rules for products, variants and modifier groups (issue [11/13]), shared by
// the browser editor (to explain a problem before saving) and the server (which re-checks every
// save). Money is in integer minor units. The storefront's semantics stay as they are:
// - stock (§5.7, stock.ts): 0 or less counts as 0, the real value when the product tracks stock,
//   else 100 — so a variant of a product that does not track stock still needs a stock above 0
//   to be orderable; a new variant's stock defaults to 100 (LIMITS.defaultStock), as the seed's;
// - modifier groups (modifiers.ts): a max of 0 means "no maximum"; a required group needs at
//   least max(1, min) units; an optional group may be left empty and min applies once used.
import { LIMITS } from './constants';

export const MENU_LIMITS = {
  productName: 80,
  productDescription: 1000,
  variantName: 40,
  variantsPerProduct: 20,
  imagesPerProduct: 10,
  groupName: 60,
  optionName: 60,
  optionsPerGroup: 50,
  groupsPerProduct: 20,
  /** Largest price in minor units (ten million in major units at two decimals). */
  maxPrice: 1_000_000_000,
  maxStock: 1_000_000,
  /** Largest min or max of a modifier group. */
  maxGroupBound: 100,
  /** Stock of a new variant when none is given (§5.7's "else 100"). */
  defaultStock: LIMITS.defaultStock,
} as const;

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
/** The same, but a description may have line breaks (and tabs). */
const CONTROL_EXCEPT_LINES = /[^\P{Cc}\t\n\r]|[\u2028\u2029]/u;

const length = (text: string): number => [...text].length;

/** Why a (trimmed) one-line name is refused, or null when it is fine. Length in code points. */
export function nameProblem(name: string, max: number): string | null {
  if (length(name) === 0) return 'must not be empty';
  if (length(name) > max) return `must be at most ${max} characters`;
  if (CONTROL.test(name)) return 'must not contain control characters';
  return null;
}

export const productNameProblem = (name: string): string | null =>
  nameProblem(name, MENU_LIMITS.productName);

/** A description may be empty and have line breaks. */
export function descriptionProblem(description: string): string | null {
  if (length(description) > MENU_LIMITS.productDescription)
    return `must be at most ${MENU_LIMITS.productDescription} characters`;
  if (CONTROL_EXCEPT_LINES.test(description)) return 'must not contain control characters';
  return null;
}

/** A price or an original price: an integer number of minor units, 0 or more. */
export function priceProblem(price: number): string | null {
  if (!Number.isSafeInteger(price)) return 'must be a whole number of minor units';
  if (price < 0) return 'must not be negative';
  if (price > MENU_LIMITS.maxPrice) return `must be at most ${MENU_LIMITS.maxPrice}`;
  return null;
}

export function stockProblem(stock: number): string | null {
  if (!Number.isSafeInteger(stock)) return 'must be a whole number';
  if (stock < 0) return 'must not be negative';
  if (stock > MENU_LIMITS.maxStock) return `must be at most ${MENU_LIMITS.maxStock}`;
  return null;
}

export interface VariantDraft {
  name: string | null;
  price: number;
  original_price: number | null;
  stock: number;
}

/** A problem of one field of a variant list: `field` is `variants.{index}.{name}` or `variants`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** An empty or blank variant name is no name (null), as the storefront expects of a single one. */
export const variantName = (name: string | null | undefined): string | null => {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/**
 * Problems of a product's variants: at least one and at most 20; a price each; an original
 * price, when set, above the price (it is what is shown struck through); stock 0 or more; and,
 * with more than one variant, a distinct name each (the diner picks by name).
 */
export function variantProblems(variants: readonly VariantDraft[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (variants.length === 0) problems.push({ field: 'variants', message: 'at least one variant' });
  if (variants.length > MENU_LIMITS.variantsPerProduct)
    problems.push({
      field: 'variants',
      message: `at most ${MENU_LIMITS.variantsPerProduct} variants`,
    });
  const seen = new Set<string>();
  variants.forEach((v, index) => {
    const at = (name: string, message: string | null) => {
      if (message) problems.push({ field: `variants.${index}.${name}`, message });
    };
    const name = variantName(v.name);
    if (name === null) {
      if (variants.length > 1) at('name', 'is required when there are several variants');
    } else {
      at('name', nameProblem(name, MENU_LIMITS.variantName));
      const key = name.toLocaleLowerCase();
      if (seen.has(key)) at('name', 'must differ from the other variants');
      seen.add(key);
    }
    at('price', priceProblem(v.price));
    if (v.original_price !== null) {
      at('original_price', priceProblem(v.original_price));
      if (Number.isSafeInteger(v.original_price) && v.original_price <= v.price)
        at('original_price', 'must be above the price');
    }
    at('stock', stockProblem(v.stock));
  });
  return problems;
}

export interface GroupDraft {
  min: number;
  max: number;
  required: boolean;
  options: readonly { name: string; price: number }[];
}

/**
 * Problems of a modifier group: whole min and max from 0 to 100, max 0 meaning "no maximum";
 * otherwise max at least min, and at least 1 when the group is required (a required group needs
 * one unit at least); one to fifty options with distinct names and a price each.
 */
export function groupProblems(group: GroupDraft): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const push = (field: string, message: string | null) => {
    if (message) problems.push({ field, message });
  };
  const bound = (value: number): string | null =>
    !Number.isSafeInteger(value) || value < 0 || value > MENU_LIMITS.maxGroupBound
      ? `must be a whole number from 0 to ${MENU_LIMITS.maxGroupBound}`
      : null;
  push('min', bound(group.min));
  push('max', bound(group.max));
  if (group.max > 0 && group.min > group.max)
    push('max', 'must be at least min (or 0 for no maximum)');
  if (group.options.length === 0) push('options', 'at least one option');
  if (group.options.length > MENU_LIMITS.optionsPerGroup)
    push('options', `at most ${MENU_LIMITS.optionsPerGroup} options`);
  const seen = new Set<string>();
  group.options.forEach((option, index) => {
    const name = option.name.trim();
    push(`options.${index}.name`, nameProblem(name, MENU_LIMITS.optionName));
    const key = name.toLocaleLowerCase();
    if (name !== '' && seen.has(key))
      push(`options.${index}.name`, 'must differ from the other options');
    seen.add(key);
    push(`options.${index}.price`, priceProblem(option.price));
  });
  return problems;
}

/** The smallest number of units a diner must choose in a group (modifiers.ts's rule). */
export const groupMinimum = (group: Pick<GroupDraft, 'min' | 'required'>): number =>
  group.required ? Math.max(1, group.min) : 0;

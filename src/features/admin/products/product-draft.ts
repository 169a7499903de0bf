// The product editor's unsaved draft, kept pure (unit-tested): the fields as the owner types them
// (prices as text in the company's currency), what is wrong with them (src/domain/menu-rules.ts,
// the server's own rules, worded by problems.ts), the body a save sends, and whether anything
// changed since the editor opened.
import type { AdminProduct, ProductInput, ProductUpdate } from '../../../api/admin-products';
import {
  MENU_LIMITS,
  descriptionProblem,
  productNameProblem,
  variantName,
  variantProblems,
} from '../../../domain/menu-rules';
import type { Currency } from '../../../domain/types';
import { priceText, readPrice } from './money-input';
import type { PriceProblem } from './money-input';
import { problemOf } from './problems';
import type { Problem } from './problems';

export interface VariantDraft {
  /** A stable key for React and for field ids (the id, or a local one for a new variant). */
  key: string;
  id?: string;
  name: string;
  price: string;
  /** Empty: no original (struck-through) price. */
  original: string;
  stock: string;
}

export interface ProductDraft {
  category_id: string;
  name: string;
  description: string;
  visible: boolean;
  stock_enabled: boolean;
  variants: VariantDraft[];
  modifier_group_ids: string[];
  images: { image_url: string }[];
}

let counter = 0;
/** A key for a variant not saved yet. */
export function localKey(): string {
  counter += 1;
  return `new-${counter}`;
}

export function newVariant(key = localKey()): VariantDraft {
  return { key, name: '', price: '', original: '', stock: String(MENU_LIMITS.defaultStock) };
}

/** A new product in `categoryId`: shown, one unnamed variant (the product itself). */
export function emptyDraft(categoryId: string, key?: string): ProductDraft {
  return {
    category_id: categoryId,
    name: '',
    description: '',
    visible: true,
    stock_enabled: false,
    variants: [newVariant(key)],
    modifier_group_ids: [],
    images: [],
  };
}

export function draftOf(product: AdminProduct, currency: Currency): ProductDraft {
  const variants = [...product.variants].sort((a, b) => a.position - b.position);
  return {
    category_id: product.category_id,
    name: product.name,
    description: product.description,
    visible: product.visible,
    stock_enabled: product.stock_enabled,
    variants: variants.map((v) => ({
      key: v.id,
      id: v.id,
      name: v.name ?? '',
      price: priceText(v.price, currency),
      original: v.original_price === null ? '' : priceText(v.original_price, currency),
      stock: String(v.stock),
    })),
    modifier_group_ids: [...product.modifier_group_ids],
    images: product.images.map((i) => ({ image_url: i.image_url })),
  };
}

/** A whole number typed in a field, or null. */
export function readCount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}$/.test(trimmed)) return null;
  return Number(trimmed);
}

const PRICE_KEYS: Record<PriceProblem, string> = {
  empty: 'admin.products.errors.priceRequired',
  invalid: 'admin.products.errors.price',
  negative: 'admin.products.errors.negative',
  decimals: 'admin.products.errors.decimals',
  tooLarge: 'admin.products.errors.priceTooLarge',
};

/**
 * Field → problem: 'name', 'description', 'variants', 'variants.{index}.{name|price|
 * original_price|stock}'. Empty when the draft can be saved.
 */
export function draftProblems(draft: ProductDraft, currency: Currency): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const put = (field: string, problem: Problem) => {
    out[field] ??= problem;
  };
  const name = productNameProblem(draft.name.trim());
  if (name) put('name', problemOf('name', name));
  const description = descriptionProblem(draft.description.trim());
  if (description) put('description', problemOf('description', description));
  const parsed = draft.variants.map((v, index) => {
    const price = readPrice(v.price, currency);
    if (!price.ok) put(`variants.${index}.price`, { key: PRICE_KEYS[price.problem] });
    let original: number | null = null;
    if (v.original.trim() !== '') {
      const read = readPrice(v.original, currency);
      if (read.ok) original = read.minor;
      else put(`variants.${index}.original_price`, { key: PRICE_KEYS[read.problem] });
    }
    const stock = draft.stock_enabled ? readCount(v.stock) : MENU_LIMITS.defaultStock;
    if (stock === null)
      put(`variants.${index}.stock`, { key: 'admin.products.errors.wholeNumber' });
    return {
      name: variantName(v.name),
      // Unreadable numbers were reported above; 0 keeps the shared rules from repeating them.
      price: price.ok ? price.minor : 0,
      original_price: original !== null && price.ok ? original : null,
      stock: stock ?? 0,
    };
  });
  for (const problem of variantProblems(parsed))
    put(problem.field, problemOf(problem.field, problem.message));
  return out;
}

/** The stock a variant is saved with: as typed when tracked, else kept (at least §5.7's 100). */
export function stockOf(
  draft: Pick<ProductDraft, 'stock_enabled'>,
  variant: Pick<VariantDraft, 'stock'>,
): number {
  const typed = readCount(variant.stock) ?? 0;
  if (draft.stock_enabled) return typed;
  return typed > 0 ? typed : MENU_LIMITS.defaultStock;
}

/** The create body of a draft without problems. */
export function createBody(draft: ProductDraft, currency: Currency): ProductInput {
  return {
    category_id: draft.category_id,
    name: draft.name.trim(),
    description: draft.description.trim(),
    visible: draft.visible,
    stock_enabled: draft.stock_enabled,
    variants: draft.variants.map((v) => {
      const price = readPrice(v.price, currency);
      const original = v.original.trim() === '' ? null : readPrice(v.original, currency);
      return {
        ...(v.id ? { id: v.id } : {}),
        name: variantName(v.name),
        price: price.ok ? price.minor : 0,
        original_price: original?.ok ? original.minor : null,
        stock: stockOf(draft, v),
      };
    }),
    modifier_group_ids: [...draft.modifier_group_ids],
  };
}

/** The whole-save body of a draft without problems. */
export function updateBody(draft: ProductDraft, currency: Currency): ProductUpdate {
  return { ...createBody(draft, currency), images: draft.images.map((i) => ({ ...i })) };
}

/** What a save would change, ignoring the local keys of new variants. */
function comparable(draft: ProductDraft): string {
  return JSON.stringify({ ...draft, variants: draft.variants.map(({ key: _key, ...v }) => v) });
}

export function isDirty(draft: ProductDraft, base: ProductDraft): boolean {
  return comparable(draft) !== comparable(base);
}

export function updateVariant(
  draft: ProductDraft,
  key: string,
  change: Partial<Omit<VariantDraft, 'key' | 'id'>>,
): ProductDraft {
  return {
    ...draft,
    variants: draft.variants.map((v) => (v.key === key ? { ...v, ...change } : v)),
  };
}

export function addVariant(draft: ProductDraft, key?: string): ProductDraft {
  if (draft.variants.length >= MENU_LIMITS.variantsPerProduct) return draft;
  return { ...draft, variants: [...draft.variants, newVariant(key)] };
}

/** A product keeps at least one variant. */
export function removeVariant(draft: ProductDraft, key: string): ProductDraft {
  if (draft.variants.length <= 1) return draft;
  return { ...draft, variants: draft.variants.filter((v) => v.key !== key) };
}

function swap<T>(list: readonly T[], index: number, other: number): T[] {
  const next = [...list];
  const a = next[index];
  const b = next[other];
  if (a === undefined || b === undefined) return next;
  next[index] = b;
  next[other] = a;
  return next;
}

/** Moves the image at `index` one place earlier (-1) or later (+1); the first is the cover. */
export function moveImage(draft: ProductDraft, index: number, step: -1 | 1): ProductDraft {
  return { ...draft, images: swap(draft.images, index, index + step) };
}

export function removeImage(draft: ProductDraft, index: number): ProductDraft {
  return { ...draft, images: draft.images.filter((_, i) => i !== index) };
}

export function toggleGroup(draft: ProductDraft, groupId: string): ProductDraft {
  const on = draft.modifier_group_ids.includes(groupId);
  return {
    ...draft,
    modifier_group_ids: on
      ? draft.modifier_group_ids.filter((id) => id !== groupId)
      : [...draft.modifier_group_ids, groupId],
  };
}

/**
 * The draft after an image upload answered with the product as the server has it now: the new
 * image appended to the owner's own order and removals, everything else of the draft kept.
 */
export function withUploadedImage(
  draft: ProductDraft,
  before: AdminProduct,
  after: AdminProduct,
): ProductDraft {
  const known = new Set(before.images.map((i) => i.image_url));
  const added = after.images.filter((i) => !known.has(i.image_url));
  return { ...draft, images: [...draft.images, ...added.map((i) => ({ image_url: i.image_url }))] };
}

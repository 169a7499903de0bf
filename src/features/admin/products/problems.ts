// The wording of a menu problem. src/domain/menu-rules.ts (shared with the server, which answers
// a refused save with the same messages under `errors`) says what is wrong in English; this maps
// a field and its message to an admin.products.errors key in the owner's language.
import { MENU_LIMITS } from '../../../domain/menu-rules';

export interface Problem {
  key: string;
  params?: Record<string, number>;
}

/** Field → problem, fields as menu-rules names them ('name', 'variants.0.price', 'options'). */
export type Problems = Readonly<Record<string, Problem>>;

const E = 'admin.products.errors';

function limitOf(field: string): number {
  const last = field.split('.').pop() ?? field;
  if (field.startsWith('variants.') && last === 'name') return MENU_LIMITS.variantName;
  if (field.startsWith('options.') && last === 'name') return MENU_LIMITS.optionName;
  if (field === 'description') return MENU_LIMITS.productDescription;
  if (field === 'variants') return MENU_LIMITS.variantsPerProduct;
  if (field === 'options') return MENU_LIMITS.optionsPerGroup;
  if (field === 'images') return MENU_LIMITS.imagesPerProduct;
  if (field === 'modifier_group_ids') return MENU_LIMITS.groupsPerProduct;
  if (last === 'stock') return MENU_LIMITS.maxStock;
  if (last === 'min' || last === 'max') return MENU_LIMITS.maxGroupBound;
  return field === 'name' ? MENU_LIMITS.productName : MENU_LIMITS.groupName;
}

const isMoney = (field: string) => /(^|\.)(price|original_price)$/.test(field);

/** The owner's wording of a menu-rules message about `field`. */
export function problemOf(field: string, message: string): Problem {
  const text = message.toLowerCase();
  if (text.includes('must not be empty')) return { key: `${E}.required` };
  if (text.includes('control characters')) return { key: `${E}.control` };
  if (text.includes('required when there are several')) return { key: `${E}.variantName` };
  if (text.includes('differ from the other')) return { key: `${E}.duplicate` };
  if (text.includes('above the price')) return { key: `${E}.originalAbove` };
  if (text.includes('at least one variant')) return { key: `${E}.noVariants` };
  if (text.includes('at least one option')) return { key: `${E}.noOptions` };
  if (text.includes('at least min')) return { key: `${E}.maxBelowMin` };
  if (text.includes('whole number from 0'))
    return { key: `${E}.bound`, params: { max: MENU_LIMITS.maxGroupBound } };
  if (text.includes('negative')) return { key: `${E}.negative` };
  if (text.includes('at most')) {
    if (isMoney(field)) return { key: `${E}.priceTooLarge` };
    if (field === 'variants' || field === 'options' || field === 'images')
      return { key: `${E}.tooMany`, params: { max: limitOf(field) } };
    if (/(^|\.)stock$/.test(field))
      return { key: `${E}.stockTooLarge`, params: { max: limitOf(field) } };
    return { key: `${E}.tooLong`, params: { max: limitOf(field) } };
  }
  if (text.includes('whole number')) return { key: `${E}.wholeNumber` };
  return { key: `${E}.invalid` };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The field problems of a refused save (422 invalid_body, `errors: { field: [message] }`), in
 * the owner's words; fields the editor does not show are kept under their own name.
 */
export function serverProblems(errors: unknown): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  if (!isRecord(errors)) return out;
  for (const [field, messages] of Object.entries(errors)) {
    const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : messages;
    out[field] = problemOf(field, typeof first === 'string' ? first : '');
  }
  return out;
}

// The shared pieces of the brand schemas (brand-schemas.ts): texts, colours, fonts, dates,
// addresses, money, discounts and versions, and the check that reports failures by field path.
// Every section's schema is built from these, so a rule such as "a colour is #RRGGBB" is written
// once for the forms and the server alike.
import { coerce, enums, integer, nullable, refine, string, validate } from 'superstruct';
import type { Struct } from 'superstruct';
import { isHexColor } from '../brand-colors';
import { FONTS, LIMITS } from '../constants';
import { CONTROL } from './refine';

const trimmedString = coerce(string(), string(), (value) => value.trim());

/** A trimmed one-line text of 1..max code points. */
export const line = (max: number) =>
  refine(trimmedString, 'text', (value) => {
    const length = [...value].length;
    if (length === 0) return 'must not be empty';
    if (length > max) return `must be at most ${max} characters`;
    if (CONTROL.test(value)) return 'must not contain control characters';
    return true;
  });

/** A trimmed text of 0..max code points (new lines allowed), '' read as null. */
export const optionalText = (max: number) =>
  coerce(
    nullable(
      refine(string(), 'text', (value) =>
        [...value].length > max ? `must be at most ${max} characters` : true,
      ),
    ),
    string(),
    (value) => (value.trim() === '' ? null : value.trim()),
  );

export const HexColor = refine(trimmedString, 'colour', (value) =>
  isHexColor(value) ? true : 'must be a #RRGGBB colour',
);

export const FONT_NAMES = Object.keys(FONTS) as (keyof typeof FONTS)[];
export const Font = enums(FONT_NAMES);

/** yyyy-MM-dd, a real calendar day. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export const Day = refine(string(), 'date', (value) =>
  isCalendarDay(value) ? true : 'must be a date (yyyy-MM-dd)',
);

/** An https:// address with a host, at most 2048 characters. */
export function isHttpsUrl(value: string): boolean {
  if (value.length > 2048 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const HttpsUrl = refine(trimmedString, 'https url', (value) =>
  isHttpsUrl(value) ? true : 'must be an https:// address',
);

/** Money in minor units: 0 .. LIMITS.moneyMax. */
export const Money = refine(integer(), 'money', (value) =>
  value >= 0 && value <= LIMITS.moneyMax ? true : `must be between 0 and ${LIMITS.moneyMax}`,
);

export const DISCOUNT_TYPES = ['percentage', 'fixed'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

/** Why a discount value is refused for its type, or null: a percentage is 1–100, a fixed amount is 1 or more minor units. */
export function discountValueProblem(type: DiscountType, value: number): string | null {
  if (!Number.isInteger(value)) return 'must be a whole number';
  if (type === 'percentage')
    return value >= 1 && value <= 100 ? null : 'a percentage must be between 1 and 100';
  return value >= 1 && value <= LIMITS.moneyMax
    ? null
    : `an amount must be between 1 and ${LIMITS.moneyMax} minor units`;
}

/** A row version a client sends back: 1 or more. */
export const RowVersion = refine(integer(), 'version', (v) =>
  v >= 1 ? true : 'must be 1 or more',
);
/** A settings section's version: 0 for one never saved. */
export const SectionVersionNumber = refine(integer(), 'version', (v) =>
  v >= 0 ? true : 'must be 0 or more',
);

/** Validates with coercion; the failures keyed by field path ('value.code'), as the server answers them. */
export function fieldProblems<T, S>(
  value: unknown,
  struct: Struct<T, S>,
): { ok: true; value: T } | { ok: false; errors: Record<string, string> } {
  const [error, result] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: result };
  const errors: Record<string, string> = {};
  for (const failure of error.failures()) {
    const field = failure.path.length > 0 ? failure.path.join('.') : '_';
    errors[field] ??= failure.message;
  }
  return { ok: false, errors };
}

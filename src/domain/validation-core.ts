// Shared machinery for §5.1 form validation: superstruct refinements whose failure message is
// an i18n KEY plus params, so the same schemas run in the browser and on the server and the UI
// translates. No user-visible text lives here (DESIGN rule 6).
import { define, refine, validate } from 'superstruct';
import type { Struct } from 'superstruct';

/** Every message key the validation modules can produce (the i18n dictionaries must hold them). */
export const VALIDATION_KEYS = [
  'validation.required_field',
  'validation.max_characters',
  'validation.name_required',
  'validation.phone_required',
  'validation.phone_invalid',
  'validation.phone_too_short',
  'validation.phone_too_long',
  'validation.phone_invalid_country',
  'validation.select_payment_method',
  'validation.number_required',
  'validation.move_pin',
  'validation.field_required_f',
  'validation.field_required_m',
  'validation.invalid_value',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

/** Field names inserted into field_required_f/_m as params.field; the UI translates them too. */
export const FIELD_NAME_KEYS = [
  'validation.fields.street',
  'validation.fields.number',
  'validation.fields.district',
  'validation.fields.complement',
  'validation.fields.neighborhood',
  'validation.fields.address',
] as const;
export type FieldNameKey = (typeof FIELD_NAME_KEYS)[number];

export type MessageParams = Record<string, string | number>;
export interface FieldError {
  key: ValidationKey;
  params: MessageParams;
}
export interface FormResult {
  valid: boolean;
  errors: Record<string, FieldError>;
}

interface Encoded {
  key: ValidationKey;
  params: MessageParams;
}

/** A refinement message carrying key and params; decoded by validateForm. */
export function encodeMessage(key: ValidationKey, params: MessageParams = {}): string {
  return JSON.stringify({ key, params } satisfies Encoded);
}

function decodeMessage(message: string): Encoded | null {
  if (!message.startsWith('{"key":"validation.')) return null;
  try {
    const parsed = JSON.parse(message) as Encoded;
    return (VALIDATION_KEYS as readonly string[]).includes(parsed.key) ? parsed : null;
  } catch {
    return null;
  }
}

/** A form text value: a string, or absent (null/undefined read as ''). */
export const text = define<string | null | undefined>(
  'text',
  (v) => v == null || typeof v === 'string',
);

export const asText = (v: string | null | undefined): string => (v ?? '').trim();

export function requiredText(
  key: ValidationKey,
  params: MessageParams = {},
): Struct<string | null | undefined, null> {
  return refine(text, 'required', (v) => asText(v) !== '' || encodeMessage(key, params));
}

/** At most `max` characters ('max {max} characters'); counted on the raw input, as the input caps it. */
export function maxChars<T extends string | null | undefined, S>(
  struct: Struct<T, S>,
  max: number,
): Struct<T, S> {
  return refine(
    struct,
    'max_characters',
    (v) => (v ?? '').length <= max || encodeMessage('validation.max_characters', { max }),
  );
}

/**
 * Runs a schema and keeps the first failure per top-level field. Failures that are not ours
 * (wrong type, unknown key) map to required_field when the value is missing, else invalid_value.
 */
export function validateForm<T, S>(schema: Struct<T, S>, value: unknown): FormResult {
  const [error] = validate(value, schema);
  if (!error) return { valid: true, errors: {} };
  const errors: Record<string, FieldError> = {};
  for (const failure of error.failures()) {
    const [first] = failure.path as (string | number | undefined)[];
    const field = first === undefined ? '_form' : String(first);
    if (errors[field]) continue;
    const decoded = decodeMessage(failure.message);
    const missing = failure.value === undefined || failure.value === null || failure.value === '';
    errors[field] = decoded ?? {
      key: missing ? 'validation.required_field' : 'validation.invalid_value',
      params: {},
    };
  }
  return { valid: false, errors };
}

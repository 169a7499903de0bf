// Pure helpers for showing §5.1 validation results: which messages show (after blur or a
// submit attempt), their translated params, and where to scroll to the first one (§4.5).
import type { FieldError, FormResult } from '../../domain/validation-core';
import { TIMINGS } from '../../domain/constants';

/** A message shows once its field was left, or after the customer tried to submit. */
export function visibleError(
  result: FormResult,
  field: string,
  touched: Readonly<Record<string, boolean>>,
  submitted: boolean,
): FieldError | null {
  if (!submitted && !touched[field]) return null;
  return result.errors[field] ?? null;
}

/** Params that are themselves keys (field names such as validation.fields.street) get translated. */
export function translatedParams(
  error: FieldError,
  t: (key: string) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.params)) {
    out[name] = typeof value === 'string' && value.startsWith('validation.') ? t(value) : value;
  }
  return out;
}

/** The container scroll that puts an element `offset` px below the container's top edge. */
export function scrollTopFor(
  elementTop: number,
  containerTop: number,
  currentScroll: number,
  offset: number = TIMINGS.scrollToErrorOffsetPx,
): number {
  return Math.max(0, currentScroll + elementTop - containerTop - offset);
}

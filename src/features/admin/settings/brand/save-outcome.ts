// What a failed back-office write means for the screen (issue [11/13]): the session ended, someone
// else saved first (409 edit_conflict with `current`), fields refused (422 with errors per field,
// or coupon_exists on the code), another refusal by code, or no answer at all.
import { conflictCurrent } from '../../../../api/admin-brand-settings';
import { isApiError } from '../../../../api/errors';

export type Failure<T> =
  | { kind: 'unauthorized' }
  | { kind: 'conflict'; current: T | null }
  | { kind: 'invalid'; errors: Record<string, string> }
  | { kind: 'refused'; code: string }
  | { kind: 'offline' };

/**
 * Reads a thrown error. Field paths lose `prefix` ('value.') so they match the form's own
 * paths; `isCurrent` checks the conflict's current values before the screen offers them.
 */
export function failureOf<T>(
  error: unknown,
  isCurrent: (value: unknown) => value is T,
  prefix = '',
): Failure<T> {
  if (!isApiError(error) || error.isNetworkError) return { kind: 'offline' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.status === 409 && error.code === 'edit_conflict') {
    const current = conflictCurrent(error.body);
    return { kind: 'conflict', current: isCurrent(current) ? current : null };
  }
  if (error.code === 'coupon_exists') return { kind: 'invalid', errors: { code: 'coupon_exists' } };
  if (
    (error.status === 422 || error.status === 400) &&
    error.errors &&
    !Array.isArray(error.errors)
  ) {
    const errors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(error.errors)) {
      const path = field.startsWith(prefix) ? field.slice(prefix.length) : field;
      errors[path] = messages[0] ?? '';
    }
    return { kind: 'invalid', errors };
  }
  return { kind: 'refused', code: error.code ?? `http_${error.status}` };
}

/** A { version, value } section as the server answers it. */
export function isVersioned(value: unknown): value is { version: number; value: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { version?: unknown }).version === 'number' &&
    'value' in value
  );
}

/** A row with an id and a version (a coupon, a reward). */
export function isRow(value: unknown): value is { id: string; version: number } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { version?: unknown }).version === 'number'
  );
}

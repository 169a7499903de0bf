// What a settings section's save can come to (pure, tested): saved, refused per field (422, the
// server's paths mapped onto the form's), a conflict carrying the section as it is now (409
// edit_conflict), another refusal with a code (409 domain_taken), the session gone, or a failure.
import { isApiError } from '../../../../api/errors';
import { errorsFromServer } from '../../../../domain/settings-schemas';
import type { SettingsErrors } from '../../../../domain/settings-schemas';

export interface Versioned<T> {
  version: number;
  value: T;
}

export type SaveFailure<T> =
  | { kind: 'unauthorized' }
  | { kind: 'invalid'; errors: SettingsErrors }
  | { kind: 'conflict'; current: Versioned<T> | null }
  | { kind: 'refused'; code: string }
  | { kind: 'failed' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function currentOf<T>(body: unknown): Versioned<T> | null {
  if (!isRecord(body) || !isRecord(body.current)) return null;
  const { version, value } = body.current;
  return typeof version === 'number' && value !== undefined ? { version, value: value as T } : null;
}

/** How a failed save reads to the form. */
export function saveFailure<T>(error: unknown): SaveFailure<T> {
  if (!isApiError(error)) return { kind: 'failed' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (error.code === 'edit_conflict')
    return { kind: 'conflict', current: currentOf<T>(error.body) };
  if (error.status === 422 && error.errors && !Array.isArray(error.errors))
    return { kind: 'invalid', errors: errorsFromServer(error.errors) };
  if (error.status >= 400 && error.status < 500 && error.code)
    return { kind: 'refused', code: error.code };
  return { kind: 'failed' };
}

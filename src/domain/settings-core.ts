// The shared pieces of the back office's settings schemas (settings-schemas.ts): the error codes
// a failure carries, the whole-value check that fails at a field's own path, and the value types
// several sections use (money in minor units, percents, coordinates, one-line labels).
import { coerce, define, nullable, refine, string, validate } from 'superstruct';
import type { Struct } from 'superstruct';
import type { ServiceKey } from './types';

export const SETTINGS_ERROR_CODES = [
  'invalid',
  'required',
  'too_long',
  'control_characters',
  'time_format',
  'timezone',
  'span_overlap',
  'hours_required',
  'too_many_spans',
  'percent_range',
  'amount_range',
  'too_many_options',
  'duplicate_option',
  'distance_range',
  'duplicate_range',
  'too_many_entries',
  'entries_required',
  'polygon_points',
  'coordinates',
  'duplicate_id',
  'host_invalid',
  'host_reserved',
  'password_length',
] as const;
export type SettingsErrorCode = (typeof SETTINGS_ERROR_CODES)[number];

export const isSettingsErrorCode = (value: string): value is SettingsErrorCode =>
  (SETTINGS_ERROR_CODES as readonly string[]).includes(value);

/** One refused field: its path inside the section's value and why. */
export interface SettingsProblem {
  path: readonly (string | number)[];
  code: SettingsErrorCode;
}

/** Field path ('business_hours.monday.hours.0.close') → code; empty when the value is valid. */
export type SettingsErrors = Record<string, SettingsErrorCode>;

/** A struct whose value is further checked as a whole, each problem failing at its own path. */
export function checked<T, S>(
  struct: Struct<T, S>,
  name: string,
  problems: (value: T) => readonly SettingsProblem[],
): Struct<T, S> {
  return refine(struct, name, (value, context) => {
    const base: readonly (string | number)[] = context.path;
    return problems(value).map((p) => ({ path: [...base, ...p.path], message: p.code }));
  });
}

/** Runs a section's schema as the server does (with coercion) and maps each failure to a code. */
export function settingsErrors<T, S>(struct: Struct<T, S>, value: unknown): SettingsErrors {
  const [error] = validate(value, struct, { coerce: true });
  const errors: SettingsErrors = {};
  for (const failure of error?.failures() ?? []) {
    const key = failure.path.join('.');
    if (errors[key] !== undefined) continue;
    errors[key] = isSettingsErrorCode(failure.message)
      ? failure.message
      : failure.value === undefined
        ? 'required'
        : 'invalid';
  }
  return errors;
}

/** The server's 422 `errors` ('value.x.y' → messages) as the form's errors ('x.y' → code). */
export function errorsFromServer(errors: Record<string, readonly string[]>): SettingsErrors {
  const out: SettingsErrors = {};
  for (const [path, messages] of Object.entries(errors)) {
    const key = path.replace(/^value\.?/, '');
    const code = messages.map((m) => m.replace(/\s*\(.*\)$/, '')).find(isSettingsErrorCode);
    out[key] = code ?? 'invalid';
  }
  return out;
}

export const SERVICE_KEYS: readonly ServiceKey[] = ['table', 'onsite', 'takeaway', 'delivery'];

/** Control characters (C0, DEL, C1) and the line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Most a stored amount may be, in minor units (ten million in major units). */
export const MAX_AMOUNT = 1_000_000_000;

/** An amount of money in integer minor units, 0 to MAX_AMOUNT. */
export const Amount = define<number>(
  'amount',
  (value) =>
    (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_AMOUNT) ||
    'amount_range',
);

/** A percentage above 0 and at most 100, with at most two decimals. */
export const Percent = define<number>(
  'percent',
  (value) =>
    (typeof value === 'number' &&
      Number.isFinite(value) &&
      value > 0 &&
      value <= 100 &&
      Math.abs(Math.round(value * 100) - value * 100) < 1e-6) ||
    'percent_range',
);

/** A latitude in degrees, finite and within ±90 (a delivery area's point, the store's pin). */
export const Latitude = define<number>(
  'latitude',
  (value) =>
    (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 90) || 'coordinates',
);

/** A longitude in degrees, finite and within ±180. */
export const Longitude = define<number>(
  'longitude',
  (value) =>
    (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= 180) ||
    'coordinates',
);

/**
 * A one-line text of at most `max` code points, trimmed; blank reads as null when `blankIsNull`,
 * else as refused (`required`).
 */
export function lineText(max: number): Struct<string, null> {
  return coerce(
    define<string>('text', (value) => {
      if (typeof value !== 'string') return 'invalid';
      if (value.length === 0) return 'required';
      if ([...value].length > max) return 'too_long';
      if (CONTROL.test(value)) return 'control_characters';
      return true;
    }),
    string(),
    (value) => value.trim(),
  );
}

/** An optional label: trimmed, and blank (or null) stored as null. */
export function optionalLine(max: number): Struct<string | null, null> {
  return coerce(nullable(lineText(max)), string(), (value) =>
    value.trim() === '' ? null : value.trim(),
  );
}

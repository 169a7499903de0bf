// JSON text columns are validated when read: a hand-edited or half-migrated row must never
// crash a request, so anything that does not have the expected shape falls back to a default.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readJson<T>(
  text: string | null | undefined,
  check: (value: unknown) => boolean,
  fallback: T,
): T {
  if (text === null || text === undefined || text === '') return fallback;
  try {
    const value: unknown = JSON.parse(text);
    return check(value) ? (value as T) : fallback;
  } catch {
    return fallback;
  }
}

/** An object whose every value is a string (provider configs, a payment's client params). */
export function isStringMap(value: unknown): boolean {
  return isRecord(value) && Object.values(value).every((v) => typeof v === 'string');
}

/** An array whose every element passes `item`. */
export function arrayOf(item: (value: unknown) => boolean): (value: unknown) => boolean {
  return (value) => Array.isArray(value) && value.every(item);
}

/** An object whose listed keys have the given typeof. */
export function hasKeys(
  keys: Record<string, 'string' | 'number' | 'boolean' | 'object'>,
): (value: unknown) => boolean {
  return (value) =>
    isRecord(value) && Object.entries(keys).every(([key, type]) => typeof value[key] === type);
}

export function toJson(value: unknown): string {
  return JSON.stringify(value);
}

export const flagOf = (value: boolean): number => (value ? 1 : 0);
export const boolOf = (value: number | boolean | null | undefined): boolean =>
  value === 1 || value === true;

export const nowIso = (): string => new Date().toISOString();

// Dictionary plumbing: deep merge (rosetta has no fallback chain) and parameter interpolation.
import { isolateNumeric } from '../domain/bidi';

export type Dictionary = { [key: string]: string | Dictionary };
export type TranslateParams = Record<string, string | number> | readonly (string | number)[];

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Merges `over` into a copy of `base`; `over` wins. Used per fallback step (en → es → es-MX). */
export function mergeDictionaries(base: Dictionary, over: Dictionary): Dictionary {
  const result: Dictionary = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const existing = result[key];
    result[key] =
      isDictionary(value) && isDictionary(existing) ? mergeDictionaries(existing, value) : value;
  }
  return result;
}

/** Replaces `{0}` / `{name}` placeholders; unknown placeholders are kept so mistakes stay visible. */
export function interpolate(text: string, params?: TranslateParams): string {
  if (params === undefined) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value: string | number | undefined = Array.isArray(params)
      ? (params as readonly (string | number)[])[Number(name)]
      : (params as Record<string, string | number>)[name];
    return value === undefined ? whole : String(value);
  });
}

/** A placeholder, or placeholders joined by one separator and no space ('{count}/{max}'). */
const PLACEHOLDER_RUN = /\{\w+\}(?:[/:.,-]\{\w+\})*/g;

/**
 * `interpolate` for a locale's direction. In right-to-left text every value with a digit (a price,
 * a count, a time, a phone) becomes its own isolate, so the words around it cannot reorder its
 * pieces ('أضف ⁨12,50 د.إ⁩ …'); placeholders joined without a space ('{count}/{max}') are one
 * isolate, which keeps '3/200' reading as one number. Left-to-right text is left as it is.
 */
export function interpolateFor(
  text: string,
  params: TranslateParams | undefined,
  dir: 'ltr' | 'rtl',
): string {
  if (params === undefined || dir === 'ltr') return interpolate(text, params);
  return text.replace(PLACEHOLDER_RUN, (run) => {
    const filled = interpolate(run, params);
    return filled === run ? run : isolateNumeric(filled);
  });
}

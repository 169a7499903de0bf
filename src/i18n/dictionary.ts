// Dictionary plumbing: deep merge (rosetta has no fallback chain) and parameter interpolation.
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

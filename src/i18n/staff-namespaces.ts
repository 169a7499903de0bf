// Namespaces only a staff route reads: the back office's 'admin'. load.ts leaves them out of the
// namespaces every page of a locale loads, so no storefront page fetches them and the landing's
// map of lazy chunks does not grow; the route loads its own here, over the same fallback chain
// (§9: es-MX → es → en, others → en), and translates its keys with translateWith.
import type { Locale } from '../domain/constants';
import type { Dictionary, TranslateParams } from './dictionary';
import { interpolateFor, mergeDictionaries } from './dictionary';
import { i18nState } from './index';
import { fallbackChain } from './locale';

// Keep in step with the exclusion in load.ts (import.meta.glob takes literals only). A namespace
// may be split over several files, admin.json and admin-{part}.json, merged into one table: each
// part of the back office keeps its strings in a file of its own.
const tables = import.meta.glob<Dictionary>('./locales/*/admin*.json', { import: 'default' });

/** The loaders of the namespace's files for one locale: '{ns}.json' first, then '{ns}-*.json'. */
function filesOf(namespace: StaffNamespace, locale: string): (() => Promise<Dictionary>)[] {
  const prefix = `./locales/${locale}/${namespace}`;
  return Object.keys(tables)
    .filter((path) => path === `${prefix}.json` || path.startsWith(`${prefix}-`))
    .sort()
    .map((path) => tables[path])
    .filter((load): load is () => Promise<Dictionary> => load !== undefined);
}

export const STAFF_NAMESPACES = ['admin'] as const;
export type StaffNamespace = (typeof STAFF_NAMESPACES)[number];

/** `{ [namespace]: table }` for the locale, merged over its fallbacks; a missing file is empty. */
export async function loadStaffNamespace(
  namespace: StaffNamespace,
  locale: Locale,
): Promise<Dictionary> {
  const own = await Promise.all(
    fallbackChain(locale).map(async (step) => {
      const parts = await Promise.all(filesOf(namespace, step).map((load) => load()));
      return parts.reduce<Dictionary>((merged, t) => mergeDictionaries(merged, t), {});
    }),
  );
  return { [namespace]: own.reduce<Dictionary>((merged, t) => mergeDictionaries(merged, t), {}) };
}

/** The string at a dotted key ('admin.login.title'), or undefined. */
export function lookup(dictionary: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

/** A translator for `dictionary`'s keys that hands every other key to `fallback` (the app's t). */
export function translateWith(
  dictionary: Dictionary,
  fallback: (key: string, params?: TranslateParams) => string,
): (key: string, params?: TranslateParams) => string {
  return (key, params) => {
    const text = lookup(dictionary, key);
    if (text === undefined) return fallback(key, params);
    // As the app's t: numbers in right-to-left sentences are isolated.
    return interpolateFor(text, params, i18nState.dir);
  };
}

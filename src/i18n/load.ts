// Which dictionaries exist and how they load. The English namespaces the landing needs ship in
// the main bundle (English is the base of every fallback chain); every other namespace, and every
// other locale, is a lazy chunk, so it costs the landing nothing. The staff namespaces of
// staff-namespaces.ts (the back office's 'admin') are left out of both: only their route loads them.
import type { Locale } from '../domain/constants';
import type { Dictionary } from './dictionary';
import { fallbackChain } from './locale';
import { mergeDictionaries } from './dictionary';

// Keep in step with EAGER_NAMESPACES below (import.meta.glob takes literals only).
const english = import.meta.glob<Dictionary>(
  ['./locales/en/common.json', './locales/en/landing.json', './locales/en/pwa.json'],
  { eager: true, import: 'default' },
);
const lazy = import.meta.glob<Dictionary>(
  [
    './locales/*/*.json',
    '!./locales/en/common.json',
    '!./locales/en/landing.json',
    '!./locales/en/pwa.json',
    // Keep in step with staff-namespaces.ts.
    '!./locales/*/admin*.json',
  ],
  { import: 'default' },
);

/** The English namespaces bundled with the shell: what the first paint of the landing needs. */
export const EAGER_NAMESPACES = ['common', 'landing', 'pwa'] as const;

/** './locales/es-MX/common.json' → ['es-MX', 'common'] */
function parsePath(path: string): [string, string] | null {
  const match = /\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  return match?.[1] && match[2] ? [match[1], match[2]] : null;
}

function namespaced(entries: [string, Dictionary][]): Dictionary {
  const result: Dictionary = {};
  for (const [namespace, table] of entries) result[namespace] = table;
  return result;
}

export const englishDictionary: Dictionary = namespaced(
  Object.entries(english).flatMap(([path, table]) => {
    const parsed = parsePath(path);
    return parsed ? [[parsed[1], table] as [string, Dictionary]] : [];
  }),
);

async function loadOwn(locale: Locale): Promise<Dictionary> {
  const entries = await Promise.all(
    Object.entries(lazy).flatMap(([path, load]) => {
      const parsed = parsePath(path);
      if (!parsed || parsed[0] !== locale) return [];
      return [load().then((table) => [parsed[1], table] as [string, Dictionary])];
    }),
  );
  const own = namespaced(entries);
  return locale === 'en' ? { ...englishDictionary, ...own } : own;
}

/** The locale's dictionaries merged over its fallbacks (§9: es-MX → es → en, others → en). */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const tables = await Promise.all(fallbackChain(locale).map(loadOwn));
  return tables.reduce<Dictionary>((merged, table) => mergeDictionaries(merged, table), {});
}

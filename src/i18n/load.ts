// Which dictionaries exist and how they load. The English namespaces the landing needs ship in
// the main bundle (English is the base of every fallback chain); every other namespace of a
// locale comes in that locale's one lazy chunk (bundles/{locale}.ts), so it costs the landing
// nothing, and a language arrives in one request rather than one per namespace. The staff
// namespaces of staff-namespaces.ts (the back office's 'admin') are left out of both: only their
// route loads them.
import type { Locale } from '../domain/constants';
import type { Dictionary } from './dictionary';
import { namespacesOf } from './bundle';
import { fallbackChain } from './locale';
import { mergeDictionaries } from './dictionary';

// Keep in step with EAGER_NAMESPACES below and bundles/en.ts (import.meta.glob takes literals).
const english = import.meta.glob<Dictionary>(
  ['./locales/en/common.json', './locales/en/landing.json', './locales/en/pwa.json'],
  { eager: true, import: 'default' },
);
const bundles = import.meta.glob<Dictionary>('./bundles/*.ts', { import: 'default' });

/** The English namespaces bundled with the shell: what the first paint of the landing needs. */
export const EAGER_NAMESPACES = ['common', 'landing', 'pwa'] as const;

export const englishDictionary: Dictionary = namespacesOf(english);

async function loadOwn(locale: Locale): Promise<Dictionary> {
  const load = bundles[`./bundles/${locale}.ts`];
  const own = load ? await load() : {};
  return locale === 'en' ? { ...englishDictionary, ...own } : own;
}

/** The locale's dictionaries merged over its fallbacks (§9: es-MX → es → en, others → en). */
export async function loadDictionary(locale: Locale): Promise<Dictionary> {
  const tables = await Promise.all(fallbackChain(locale).map(loadOwn));
  return tables.reduce<Dictionary>((merged, table) => mergeDictionaries(merged, table), {});
}

// Each locale's storefront namespaces arrive in one chunk (bundles/{locale}.ts): every locale has
// one, it holds every namespace its folder has but the back office's, and English's leaves out
// what the shell already bundles.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/constants';
import type { Dictionary } from './dictionary';
import { EAGER_NAMESPACES, englishDictionary, loadDictionary } from './load';
import { STAFF_NAMESPACES } from './staff-namespaces';

const bundles = import.meta.glob<Dictionary>('./bundles/*.ts', { eager: true, import: 'default' });
const files = import.meta.glob('./locales/*/*.json');

/** The namespaces a locale's folder has, the back office's left out. */
function storefrontNamespaces(locale: string): string[] {
  return Object.keys(files)
    .flatMap((path) => {
      const match = /^\.\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
      return match?.[1] === locale && match[2] ? [match[2]] : [];
    })
    .filter((ns) => !STAFF_NAMESPACES.some((staff) => ns === staff || ns.startsWith(`${staff}-`)))
    .sort();
}

describe('one dictionary chunk per locale', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s holds every storefront namespace', (locale) => {
    expect(Object.keys(bundles[`./bundles/${locale}.ts`] ?? {}).sort()).toEqual(
      storefrontNamespaces(locale),
    );
  });

  it('English holds the rest of what the shell does not bundle', () => {
    const rest = storefrontNamespaces('en').filter(
      (ns) => !(EAGER_NAMESPACES as readonly string[]).includes(ns),
    );
    expect(Object.keys(bundles['./bundles/en.ts'] ?? {}).sort()).toEqual(rest);
    expect(Object.keys(englishDictionary).sort()).toEqual([...EAGER_NAMESPACES].sort());
  });

  it('a loaded locale has every storefront namespace, over English', async () => {
    const pt = await loadDictionary('pt');
    expect(Object.keys(pt).sort()).toEqual(storefrontNamespaces('en'));
  });
});

// §2.2: the default page title and meta text describe a 'digital menu' for ordering directly.
// Written in every locale: the page's head speaks the language its body is drawn in (the
// visitor's, §2.1), and the manifest the company's. The words are the storefront's own
// (products.head.title and .description, cart.title in src/i18n/locales), so the head the server
// writes and the one the browser puts back (useProductRoute, the cart's title) say the same.
import { readFileSync } from 'node:fs';
import type { Locale } from '../../src/domain/constants';
import { interpolate } from '../../src/i18n/dictionary';
import { fallbackChain } from '../../src/i18n/locale';

interface DefaultText {
  /** /products, the digital menu itself. */
  title: (name: string) => string;
  description: (name: string) => string;
  /** The landing (/), when the owner set no title or summary of their own. */
  homeTitle: (name: string) => string;
  homeDescription: (name: string) => string;
  /** /info, the company's hours, address and contact. */
  infoTitle: (name: string) => string;
  infoDescription: (name: string) => string;
  cart: (name: string) => string;
}

type Table = Record<string, unknown>;

const tables = new Map<string, Table>();

/** A locale's namespace file, read once ({} when the locale has none). */
function table(locale: Locale, namespace: string): Table {
  const key = `${locale}/${namespace}`;
  let found = tables.get(key);
  if (!found) {
    const file = new URL(`../../src/i18n/locales/${key}.json`, import.meta.url);
    try {
      found = JSON.parse(readFileSync(file, 'utf8')) as Table;
    } catch {
      found = {};
    }
    tables.set(key, found);
  }
  return found;
}

/** The text at `path` in the locale's namespace, else in its fallbacks (es-MX → es → en). */
function text(locale: Locale, namespace: string, path: readonly string[]): string {
  for (const step of fallbackChain(locale).reverse()) {
    let value: unknown = table(step, namespace);
    for (const key of path) value = (value as Table | undefined)?.[key];
    if (typeof value === 'string') return value;
  }
  throw new Error(`no ${namespace}.${path.join('.')} text for ${locale}`);
}

const cache = new Map<Locale, DefaultText>();

export function defaultText(lang: Locale): DefaultText {
  let found = cache.get(lang);
  if (!found) {
    const named = (namespace: string, path: readonly string[]) => {
      const template = text(lang, namespace, path);
      return (name: string) => interpolate(template, { name });
    };
    found = {
      title: named('products', ['head', 'title']),
      description: named('products', ['head', 'description']),
      homeTitle: named('products', ['head', 'homeTitle']),
      homeDescription: named('products', ['head', 'homeDescription']),
      infoTitle: named('products', ['head', 'infoTitle']),
      infoDescription: named('products', ['head', 'infoDescription']),
      cart: named('cart', ['title']),
    };
    cache.set(lang, found);
  }
  return found;
}

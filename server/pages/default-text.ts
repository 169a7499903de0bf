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
  title: (name: string) => string;
  description: (name: string) => string;
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
    const title = text(lang, 'products', ['head', 'title']);
    const description = text(lang, 'products', ['head', 'description']);
    const cart = text(lang, 'cart', ['title']);
    found = {
      title: (name) => interpolate(title, { name }),
      description: (name) => interpolate(description, { name }),
      cart: (name) => interpolate(cart, { name }),
    };
    cache.set(lang, found);
  }
  return found;
}

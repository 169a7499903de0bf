// A translator for a locale other than the page's: text written for someone else to read, such
// as the WhatsApp order message the restaurant receives (issue [16/21] item 22), is in the
// company's language whatever the diner reads. The page's own locale stays as it is.
import type { Locale } from '../domain/constants';
import type { Dictionary, TranslateParams } from './dictionary';
import { interpolateFor } from './dictionary';
import { loadDictionary } from './load';
import { localeDir } from './locale';

export type Translator = (key: string, params?: TranslateParams) => string;

const loaded = new Map<Locale, Promise<Dictionary>>();

function lookup(dictionary: Dictionary, key: string): string | null {
  let value: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (typeof value !== 'object') return null;
    value = value[part];
  }
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Translates in `locale` (its dictionary loaded once); a missing key shows itself, as t() does. */
export async function translatorFor(locale: Locale): Promise<Translator> {
  let dictionary = loaded.get(locale);
  if (!dictionary) {
    dictionary = loadDictionary(locale);
    loaded.set(locale, dictionary);
    // A chunk that failed (offline) is asked again next time.
    dictionary.catch(() => loaded.delete(locale));
  }
  const table = await dictionary;
  const dir = localeDir(locale);
  return (key, params) => {
    const value = lookup(table, key);
    return value === null ? key : interpolateFor(value, params, dir);
  };
}

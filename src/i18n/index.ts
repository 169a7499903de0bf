// i18n entry (docs/contracts.md "src/i18n/index.ts"): rosetta holds the merged dictionary of the
// active locale; a valtio proxy makes components re-render when the locale changes.
import rosetta from 'rosetta';
import { proxy, useSnapshot } from 'valtio';
import type { Locale } from '../domain/constants';
import type { Dictionary, TranslateParams } from './dictionary';
import { interpolate } from './dictionary';
import { englishDictionary, loadDictionary } from './load';
import { DEFAULT_LOCALE, localeDir } from './locale';

export type { TranslateParams } from './dictionary';
export { companyLocale, matchLocale, resolveInitialLocale } from './locale';

const store = rosetta<Dictionary>({ en: englishDictionary });
store.locale(DEFAULT_LOCALE);

export const i18nState = proxy<{ locale: Locale; dir: 'ltr' | 'rtl' }>({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
});

/** Translates a dotted key ('common.menu') with `{0}` / `{name}` params; a missing key shows itself. */
export function t(key: string, params?: TranslateParams): string {
  // No params go to rosetta: its own templating uses {{ }}, ours uses { }.
  const value: unknown = store.t(key);
  return typeof value === 'string' && value !== '' ? interpolate(value, params) : key;
}

let pending: Locale | null = null;

/** Loads (once) and activates a locale, then updates <html lang dir>. Later calls win. */
export async function setLocale(locale: Locale): Promise<void> {
  pending = locale;
  if (!store.table(locale)) store.set(locale, await loadDictionary(locale));
  if (pending !== locale) return;
  store.locale(locale);
  const dir = localeDir(locale);
  i18nState.locale = locale;
  i18nState.dir = dir;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }
}

export function useI18n(): { t: typeof t; locale: Locale; dir: 'ltr' | 'rtl' } {
  // Reading the snapshot subscribes the caller, so it re-renders when the locale changes.
  const snap = useSnapshot(i18nState);
  return { t, locale: snap.locale, dir: snap.dir };
}

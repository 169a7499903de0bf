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

export const i18nState = proxy<{ locale: Locale; dir: 'ltr' | 'rtl'; revision: number }>({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  // Bumped when a locale's table changes; English starts with its eager namespaces only and
  // gains the rest without a locale change.
  revision: 0,
});

/** Translates a dotted key ('common.menu') with `{0}` / `{name}` params; a missing key shows itself. */
export function t(key: string, params?: TranslateParams): string {
  // No params go to rosetta: its own templating uses {{ }}, ours uses { }.
  const value: unknown = store.t(key);
  return typeof value === 'string' && value !== '' ? interpolate(value, params) : key;
}

let pending: Locale | null = null;
const complete = new Set<Locale>();
let ready: Promise<void> = Promise.resolve();

/** Loads (once) and activates a locale, then updates <html lang dir>. Later calls win. */
export function setLocale(locale: Locale): Promise<void> {
  ready = activate(locale);
  return ready;
}

/** Settles once the latest requested locale has every namespace (lazy routes wait for it). */
export function localeReady(): Promise<void> {
  return ready.catch(() => undefined);
}

async function activate(locale: Locale): Promise<void> {
  pending = locale;
  if (!complete.has(locale)) {
    store.set(locale, await loadDictionary(locale));
    complete.add(locale);
    i18nState.revision += 1;
  }
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
  void snap.revision;
  return { t, locale: snap.locale, dir: snap.dir };
}

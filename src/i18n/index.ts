// i18n entry (docs/contracts.md "src/i18n/index.ts"): rosetta holds the merged dictionary of the
// active locale; a valtio proxy makes components re-render when the locale changes.
import rosetta from 'rosetta';
import { proxy, useSnapshot } from 'valtio';
import { LOCALE_COOKIE, LOCALE_COOKIE_DAYS } from '../domain/constants';
import type { Locale } from '../domain/constants';
import type { Company } from '../domain/types';
import { writeCookie } from '../state/device/cookies';
import type { Dictionary, TranslateParams } from './dictionary';
import { interpolateFor } from './dictionary';
import { englishDictionary, loadDictionary } from './load';
import { LOADING_TEXT } from './loading-text';
import { companyLocale, DEFAULT_LOCALE, localeDir, visitorLocale } from './locale';

export type { TranslateParams } from './dictionary';
export { companyLocale, matchLocale, visitorLocale } from './locale';

const store = rosetta<Dictionary>({ en: englishDictionary });
store.locale(DEFAULT_LOCALE);

export const i18nState = proxy<{ locale: Locale; dir: 'ltr' | 'rtl'; revision: number }>({
  locale: DEFAULT_LOCALE,
  dir: 'ltr',
  // Bumped when a locale's table changes; English starts with its eager namespaces only and
  // gains the rest without a locale change.
  revision: 0,
});

/** The loading labels, which show exactly while a locale's dictionary is on its way. */
const LOADING_KEYS: ReadonlySet<string> = new Set(['common.loading', 'landing.loading']);

/** Translates a dotted key ('common.menu') with `{0}` / `{name}` params; a missing key shows itself. */
export function t(key: string, params?: TranslateParams): string {
  // Until the wanted locale's dictionary arrives a skeleton or spinner already speaks it, instead
  // of the English that is active meanwhile.
  if (pending !== null && pending !== i18nState.locale && LOADING_KEYS.has(key))
    return LOADING_TEXT[pending];
  // No params go to rosetta: its own templating uses {{ }}, ours uses { }.
  const value: unknown = store.t(key);
  if (typeof value !== 'string' || value === '') return key;
  // Right to left, numbers in the sentence are isolated (dictionary.ts interpolateFor).
  return interpolateFor(value, params, i18nState.dir);
}

let pending: Locale | null = null;
const complete = new Set<Locale>();
let ready: Promise<void> = Promise.resolve();

/** Loads (once) and activates a locale, then updates <html lang dir>. Later calls win. */
export function setLocale(locale: Locale): Promise<void> {
  ready = activate(locale);
  return ready;
}

/**
 * Activates a locale as soon as a page can be drawn in it, for the browser's start-up: English at
 * once, from the namespaces bundled with the shell (its other namespaces follow in the background,
 * and localeReady, which the other routes wait for, settles when they are in); any other locale
 * once its dictionary is in, as setLocale. The landing in English then hydrates without first
 * fetching and evaluating ten dictionary chunks it does not use (issue [12/13]).
 */
export function startLocale(locale: Locale): Promise<void> {
  if (locale !== DEFAULT_LOCALE || complete.has(locale)) return setLocale(locale);
  ready = activate(locale);
  // Nobody waits on the rest here: a chunk that fails is reported, as setLocale's callers do, and
  // the pages show the English they have.
  ready.catch((error: unknown) => console.error('[ERROR:setLocale]', error));
  pending = null;
  applyLocale(locale);
  return Promise.resolve();
}

/** Settles once the latest requested locale has every namespace (lazy routes wait for it). */
export function localeReady(): Promise<void> {
  return ready.catch(() => undefined);
}

async function activate(locale: Locale): Promise<void> {
  pending = locale;
  if (!complete.has(locale)) {
    let dictionary: Dictionary;
    try {
      dictionary = await loadDictionary(locale);
    } catch (error) {
      // The language stays what it was, and so do the loading labels.
      if (pending === locale) pending = i18nState.locale;
      throw error;
    }
    store.set(locale, dictionary);
    complete.add(locale);
    i18nState.revision += 1;
  }
  if (pending !== locale) return;
  applyLocale(locale);
}

function applyLocale(locale: Locale): void {
  store.locale(locale);
  const dir = localeDir(locale);
  if (i18nState.locale !== locale) i18nState.locale = locale;
  if (i18nState.dir !== dir) i18nState.dir = dir;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir;
  }
}

/**
 * §2.1 in the browser: the i18n_redirected cookie, then navigator.languages, then the company's
 * language (the same rule the server drew the page with, src/i18n/locale.ts visitorLocale).
 */
export function browserLocale(company?: Pick<Company, 'language' | 'country'> | null): Locale {
  return visitorLocale({
    cookies: typeof document === 'undefined' ? null : document.cookie,
    browserLanguages: typeof navigator === 'undefined' ? [] : (navigator.languages ?? []),
    company: company ? companyLocale(company.language, company.country?.country_code) : null,
  });
}

/** The diner's own choice (the language switcher): kept for a year (§9), applied at once. */
export function chooseLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_DAYS * 24 * 60 * 60);
  return setLocale(locale);
}

export function useI18n(): { t: typeof t; locale: Locale; dir: 'ltr' | 'rtl' } {
  // Reading the snapshot subscribes the caller, so it re-renders when the locale changes.
  const snap = useSnapshot(i18nState);
  void snap.revision;
  return { t, locale: snap.locale, dir: snap.dir };
}

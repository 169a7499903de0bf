// Locale resolution (SPEC §1, §2.1, §9 "Locales and fallbacks"). Pure, so it is unit-tested.
import { LOCALES, RTL_LOCALES } from '../domain/constants';
import type { Locale } from '../domain/constants';

export const DEFAULT_LOCALE: Locale = 'en';

function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Maps a BCP 47 tag ('es-mx', 'pt_BR', 'FR') to a supported locale, or null. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const clean = (tag ?? '').trim().replace('_', '-');
  if (clean === '') return null;
  const [languagePart, regionPart] = clean.split('-');
  const language = (languagePart ?? '').toLowerCase();
  const region = (regionPart ?? '').toUpperCase();
  const full = region === '' ? language : `${language}-${region}`;
  if (isLocale(full)) return full;
  return isLocale(language) ? language : null;
}

/** §2.1: the i18n_redirected cookie, then the browser languages, then en. */
export function resolveInitialLocale(
  cookieValue: string | null,
  browserLanguages: readonly string[],
): Locale {
  const fromCookie = matchLocale(cookieValue);
  if (fromCookie) return fromCookie;
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

/** §1: the company's language sets the UI locale; Spanish becomes es-MX in Mexico. */
export function companyLocale(
  language: string | null | undefined,
  countryCode: string | null | undefined,
): Locale {
  const match = matchLocale(language) ?? DEFAULT_LOCALE;
  const country = (countryCode ?? '').toUpperCase();
  if ((match === 'es' || match === 'es-MX') && country !== '')
    return country === 'MX' ? 'es-MX' : 'es';
  return match;
}

/** §9: es-MX falls back to es, every other locale to en; the list runs from base to most specific. */
export function fallbackChain(locale: Locale): Locale[] {
  if (locale === 'en') return ['en'];
  if (locale === 'es-MX') return ['en', 'es', 'es-MX'];
  return ['en', locale];
}

export function localeDir(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

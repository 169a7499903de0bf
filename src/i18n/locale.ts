// Locale resolution (SPEC §1, §2.1, §9 "Locales and fallbacks"). Pure, so it is unit-tested.
import { LOCALE_COOKIE, LOCALES, RTL_LOCALES } from '../domain/constants';
import type { Locale } from '../domain/constants';

export const DEFAULT_LOCALE: Locale = 'en';

/** Each locale by its own name, as the language switcher and the 404 page's links list them. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  'es-MX': 'Español (México)',
  pt: 'Português',
  fr: 'Français',
  it: 'Italiano',
  de: 'Deutsch',
  id: 'Bahasa Indonesia',
  ar: 'العربية',
};

export function isLocale(value: string): value is Locale {
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

/** The value of the §2.1 language cookie in a Cookie header or `document.cookie`, or null. */
export function localeCookie(cookies: string | null | undefined): string | null {
  for (const part of (cookies ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index === -1 || part.slice(0, index).trim() !== LOCALE_COOKIE) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return null; // a malformed escape is no choice at all
    }
  }
  return null;
}

/**
 * What the visitor asked for, before the company is known: the cookie's locale (a choice made
 * with the language switcher, taken as it is), else the first browser language we speak.
 */
export interface LocaleWish {
  locale: Locale;
  from: 'cookie' | 'browser';
}

export function visitorWish(
  cookieValue: string | null | undefined,
  browserLanguages: readonly string[],
): LocaleWish | null {
  const fromCookie = matchLocale(cookieValue);
  if (fromCookie) return { locale: fromCookie, from: 'cookie' };
  for (const tag of browserLanguages) {
    const match = matchLocale(tag);
    if (match) return { locale: match, from: 'browser' };
  }
  return null;
}

const isSpanish = (locale: Locale): boolean => locale === 'es' || locale === 'es-MX';

/**
 * §2.1 with §1: the wish, else the company's language (en before the company is known). A browser
 * that speaks Spanish at a Spanish-speaking company gets the company's Spanish, so a menu in
 * Mexico stays es-MX for any Spanish visitor; a cookie is an explicit choice and always wins.
 */
export function settleLocale(wish: LocaleWish | null, company: Locale | null): Locale {
  if (!wish) return company ?? DEFAULT_LOCALE;
  if (wish.from === 'browser' && company && isSpanish(wish.locale) && isSpanish(company))
    return company;
  return wish.locale;
}

/**
 * The one rule for the storefront's language, on the server (Cookie and Accept-Language headers)
 * and in the browser (document.cookie and navigator.languages): the i18n_redirected cookie, then
 * the browser languages, then the company's language.
 */
export function visitorLocale(input: {
  /** The whole Cookie header, or document.cookie. */
  cookies: string | null | undefined;
  /** Most wanted first. */
  browserLanguages: readonly string[];
  /** companyLocale() of the company shown, or null before it is known. */
  company: Locale | null;
}): Locale {
  return settleLocale(
    visitorWish(localeCookie(input.cookies), input.browserLanguages),
    input.company,
  );
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

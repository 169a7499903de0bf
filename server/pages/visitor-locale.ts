// §2.1: language is not in the URL; it comes from the i18n_redirected cookie, then the browser's
// Accept-Language, then en. The disabled-menu page exists in the §9 NOT_FOUND_LOCALES only.
import { LOCALE_COOKIE, NOT_FOUND_LOCALES } from '../../src/domain/constants';

export type NotFoundLocale = (typeof NOT_FOUND_LOCALES)[number];

export function asNotFoundLocale(tag: string | undefined): NotFoundLocale | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return NOT_FOUND_LOCALES.find((locale) => locale === primary) ?? null;
}

function cookieValue(cookieHeader: string | undefined, name: string): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** Accept-Language tags ordered by q-value (stable for equal q). */
function preferredLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function visitorLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): NotFoundLocale {
  const fromCookie = asNotFoundLocale(cookieValue(cookieHeader, LOCALE_COOKIE));
  if (fromCookie) return fromCookie;
  for (const tag of preferredLanguages(acceptLanguage)) {
    const locale = asNotFoundLocale(tag);
    if (locale) return locale;
  }
  return 'en';
}

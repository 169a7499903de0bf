// §2.1 on the server: language is not in the URL; it comes from the i18n_redirected cookie, then
// the browser's Accept-Language, then the company's language (en where there is no company, as
// on the disabled-menu page). The rule is the browser's own (src/i18n/locale.ts visitorLocale), so
// the page the server draws is in the language the browser then hydrates it in.
import type { Locale } from '../../src/domain/constants';
import { localeCookie, matchLocale, settleLocale, visitorWish } from '../../src/i18n/locale';
import type { LocaleWish } from '../../src/i18n/locale';

/** Accept-Language tags ordered by q-value (stable for equal q), as navigator.languages lists them. */
export function preferredLanguages(header: string | undefined): string[] {
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

/** What the request asks for before the company is known: a bounded value, fit for a cache key. */
export function requestWish(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
): LocaleWish | null {
  return visitorWish(localeCookie(cookieHeader), preferredLanguages(acceptLanguage));
}

/** The cache key's part for a wish: one of 19 values. */
export const wishKey = (wish: LocaleWish | null): string =>
  wish ? `${wish.from}:${wish.locale}` : '-';

export function visitorLocale(
  cookieHeader: string | undefined,
  acceptLanguage: string | undefined,
  company: Locale | null = null,
): Locale {
  return settleLocale(requestWish(cookieHeader, acceptLanguage), company);
}

/** The locale of a /{locale}/404 path segment ('es-MX', any case), or null. */
export function pathLocale(segment: string | undefined): Locale | null {
  const locale = matchLocale(segment);
  return locale !== null && locale.toLowerCase() === segment?.toLowerCase() ? locale : null;
}

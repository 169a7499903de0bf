// Built links of §7.6 and §2.11 (not calls): messaging-app send link, maps search, review page,
// and the per-language legal links.
/**
 * https://wa.me/{digits}?text=… — phone digits only (§3: non-digits are stripped); without a
 * phone the link opens the contact picker. `text` '' still adds '?text=' (the empty message of §2.3).
 */
export function whatsappLink(phone: string | null | undefined, text?: string): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  const query = text === undefined ? '' : `?text=${encodeURIComponent(text)}`;
  return `https://wa.me/${digits}${query}`;
}

export function mapsSearchLink(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

export function reviewLink(placeId: string): string {
  return `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;
}

export type LegalLanguage = 'es' | 'pt' | 'fr' | 'en';

/** §2.11: accepts any Locale (or a browser tag); legal pages exist in es, pt and fr; every other locale (es-MX → es) gets en. */
export function legalLanguage(locale: string): LegalLanguage {
  const base = locale.toLowerCase().split('-')[0];
  return base === 'es' || base === 'pt' || base === 'fr' ? base : 'en';
}

/** Served by our own server, so the project needs no third-party legal host. */
export function legalLinks(locale: string): { terms: string; privacy: string } {
  const lang = legalLanguage(locale);
  return { terms: `/legal/${lang}/terms`, privacy: `/legal/${lang}/privacy` };
}

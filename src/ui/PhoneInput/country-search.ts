// The country picker's pure parts: which countries come first, and the search by name (in the
// storefront's language or in English), ISO code or dial code ('Bra', 'br', '+55', '55').
import type { PhoneCountry } from './countries';

/** A few countries per storefront language, after the company's and the browser's own. */
const LOCALE_COUNTRIES: Readonly<Record<string, readonly string[]>> = {
  en: ['US', 'GB', 'CA'],
  es: ['ES', 'MX', 'AR', 'CO'],
  'es-MX': ['MX', 'US'],
  pt: ['BR', 'PT'],
  fr: ['FR', 'BE', 'CA'],
  it: ['IT', 'CH'],
  de: ['DE', 'AT', 'CH'],
  id: ['ID'],
  ar: ['SA', 'AE', 'EG'],
};

const MAX_PREFERRED = 5;

/** 'pt-BR' → 'BR'; null when the tag names no region. */
function regionOf(languageTag: string): string | null {
  try {
    return new Intl.Locale(languageTag).maximize().region ?? null;
  } catch {
    return null;
  }
}

/**
 * The preferred countries, in order: the company's, then the regions of the browser's
 * languages ('es-CO' → CO), then a few for the storefront language; known ones only.
 */
export function preferredCountries(
  known: readonly PhoneCountry[],
  companyCountry: string | null | undefined,
  locale: string,
  browserLanguages: readonly string[] = [],
): string[] {
  const isKnown = new Set(known.map((c) => c.iso2));
  const candidates = [
    companyCountry?.toUpperCase() ?? '',
    // Only tags that name their region: 'en' alone would maximize to US for everyone.
    ...browserLanguages.filter((tag) => /[-_][a-z]{2}$/i.test(tag)).map((tag) => regionOf(tag)),
    ...(LOCALE_COUNTRIES[locale] ?? LOCALE_COUNTRIES[locale.split('-')[0] ?? ''] ?? []),
  ];
  const out: string[] = [];
  for (const code of candidates) {
    if (code && isKnown.has(code) && !out.includes(code)) out.push(code);
    if (out.length === MAX_PREFERRED) break;
  }
  return out;
}

export interface CountrySection {
  /** 'suggested' (the preferred countries) or 'all' (every other, by name). */
  kind: 'suggested' | 'all';
  countries: PhoneCountry[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * How well a country answers the query (lower is better), or null when it does not:
 * an exact dial code, then a name that starts with the query, an ISO code, a word of the name
 * that starts with it, a dial code that starts with it, and a name that contains it.
 */
function rank(country: PhoneCountry, query: string): number | null {
  const digits = query.replace(/^\+/, '');
  if (/^\d+$/.test(digits)) {
    if (country.dialCode === digits) return country.priority;
    return country.dialCode.startsWith(digits) ? 4 : null;
  }
  const names = [fold(country.name), fold(country.englishName)];
  if (names.some((name) => name.startsWith(query))) return 1;
  if (country.iso2.toLowerCase() === query) return 2;
  const words = names.flatMap((name) => name.split(/[\s\-,.()]+/));
  if (words.some((word) => word.startsWith(query))) return 3;
  return names.some((name) => name.includes(query)) ? 5 : null;
}

/**
 * The picker's list: with no query, the preferred countries and then all the others; with a
 * query, one list of matches by rank, the preferred first within a rank, then by name.
 */
export function countrySections(
  countries: readonly PhoneCountry[],
  preferred: readonly string[],
  query: string,
): CountrySection[] {
  const q = fold(query);
  const preferredIndex = (c: PhoneCountry) => {
    const i = preferred.indexOf(c.iso2);
    return i < 0 ? preferred.length : i;
  };
  if (q === '' || q === '+') {
    const suggested = preferred.flatMap((iso2) => countries.filter((c) => c.iso2 === iso2));
    const others = countries.filter((c) => !preferred.includes(c.iso2));
    return [
      ...(suggested.length > 0 ? [{ kind: 'suggested' as const, countries: suggested }] : []),
      { kind: 'all', countries: others },
    ];
  }
  const found = countries
    .map((country, order) => ({ country, order, rank: rank(country, q) }))
    .filter((m): m is typeof m & { rank: number } => m.rank !== null)
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        preferredIndex(a.country) - preferredIndex(b.country) ||
        a.order - b.order,
    )
    .map((m) => m.country);
  return [{ kind: 'all', countries: found }];
}

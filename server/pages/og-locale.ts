// Open Graph's og:locale for the language a page is drawn in (issue [16/21] item 19). It joined
// the visitor's language with the company's country and produced pairs no one uses (de_US,
// ar_US, en_BR). It is now the page's language in a territory where it is spoken, in the form
// Facebook's locale list accepts: the company's country when that pairing exists, else the
// language's own default. Arabic is Facebook's pan-Arabic ar_AR; Spanish outside Spain and
// Mexico is es_LA (Latin America).
import type { Locale } from '../../src/domain/constants';

interface Territories {
  /** When the company's country is not one of `known`. */
  fallback: string;
  /** Company countries that give a locale of their own. */
  known?: Record<string, string>;
}

const LATIN_AMERICA = [
  'AR',
  'BO',
  'CL',
  'CO',
  'CR',
  'CU',
  'DO',
  'EC',
  'GT',
  'HN',
  'NI',
  'PA',
  'PE',
  'PR',
  'PY',
  'SV',
  'UY',
  'VE',
];

const OG_LOCALES: Record<Locale, Territories> = {
  en: { fallback: 'en_US', known: { GB: 'en_GB', IE: 'en_GB' } },
  es: {
    fallback: 'es_ES',
    known: { MX: 'es_MX', ...Object.fromEntries(LATIN_AMERICA.map((c) => [c, 'es_LA'])) },
  },
  'es-MX': { fallback: 'es_MX' },
  pt: { fallback: 'pt_BR', known: { PT: 'pt_PT' } },
  fr: { fallback: 'fr_FR', known: { CA: 'fr_CA' } },
  it: { fallback: 'it_IT' },
  de: { fallback: 'de_DE' },
  id: { fallback: 'id_ID' },
  ar: { fallback: 'ar_AR' },
};

/** The og:locale of a page drawn in `lang` for a company in `countryCode`. */
export function ogLocale(lang: Locale, countryCode: string | null | undefined): string {
  const territories = OG_LOCALES[lang];
  return territories.known?.[(countryCode ?? '').toUpperCase()] ?? territories.fallback;
}

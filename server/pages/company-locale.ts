// §1: the company's language sets the UI locale; Spanish becomes es-MX in Mexico; ar is RTL.
import { LOCALES, RTL_LOCALES } from '../../src/domain/constants';
import type { Locale } from '../../src/domain/constants';
import type { Company } from '../../src/domain/types';

export function companyLocale(company: Pick<Company, 'language' | 'country'>): {
  lang: Locale;
  dir: 'ltr' | 'rtl';
} {
  const language = (company.language || 'en').trim().toLowerCase().split(/[-_]/)[0] ?? 'en';
  const country = company.country.country_code.toUpperCase();
  const wanted = language === 'es' && country === 'MX' ? 'es-MX' : language;
  const lang = LOCALES.find((locale) => locale === wanted) ?? 'en';
  return { lang, dir: RTL_LOCALES.includes(lang) ? 'rtl' : 'ltr' };
}

/** Open Graph wants language_TERRITORY. */
export function ogLocale(lang: Locale, countryCode: string): string {
  const [language, region] = lang.split('-');
  const territory = (region ?? countryCode).toUpperCase();
  return /^[A-Z]{2}$/.test(territory) ? `${language}_${territory}` : (language ?? 'en');
}

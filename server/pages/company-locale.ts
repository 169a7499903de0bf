// §1: the company's language, the storefront's default when the visitor has no preference of
// their own (§2.1, visitor-locale.ts); Spanish becomes es-MX in Mexico; ar is RTL. The rule itself
// is the browser's (src/i18n/locale.ts), so both sides agree.
import type { Locale } from '../../src/domain/constants';
import type { Company } from '../../src/domain/types';
import { companyLocale as localeOfCompany, localeDir } from '../../src/i18n/locale';

export function companyLocale(company: Pick<Company, 'language' | 'country'>): {
  lang: Locale;
  dir: 'ltr' | 'rtl';
} {
  const lang = localeOfCompany(company.language, company.country?.country_code);
  return { lang, dir: localeDir(lang) };
}

// The WhatsApp order message is read by the restaurant, so it is written in the company's
// language (§1's rule: es-MX in Mexico; Arabic right to left), not the diner's (issue [16/21]
// item 22). Menu names are the company's already; the labels, the service, the payment method and
// the delivery time follow. Without that language's dictionary (a chunk that failed to load),
// the diner's own words are better than no message.
import type { Locale } from '../../../domain/constants';
import type { Company } from '../../../domain/types';
import { companyLocale } from '../../../i18n';
import { localeDir } from '../../../i18n/locale';
import { translatorFor } from '../../../i18n/translator';
import type { Translator } from '../../../i18n/translator';

export interface MessageLanguage {
  t: Translator;
  locale: Locale;
  rtl: boolean;
}

export async function messageLanguage(
  company: Pick<Company, 'language' | 'country'>,
  diner: MessageLanguage,
): Promise<MessageLanguage> {
  const locale = companyLocale(company.language, company.country?.country_code);
  if (locale === diner.locale) return diner;
  try {
    return { t: await translatorFor(locale), locale, rtl: localeDir(locale) === 'rtl' };
  } catch (error) {
    console.error('[ERROR:messageLanguage]', error);
    return diner;
  }
}

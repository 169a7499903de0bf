// Issue [16/21] item 19: og:locale is the page's own language, in a form Open Graph accepts,
// never the visitor's language glued to the company's country (de_US, ar_US, en_BR).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/domain/constants';
import { ogLocale } from './og-locale';

/** Facebook's locale list, for the languages the storefront speaks. */
const ACCEPTED = new Set([
  'en_US',
  'en_GB',
  'es_ES',
  'es_LA',
  'es_MX',
  'pt_BR',
  'pt_PT',
  'fr_FR',
  'fr_CA',
  'it_IT',
  'de_DE',
  'id_ID',
  'ar_AR',
]);

describe('ogLocale', () => {
  it.each([
    ['de', 'US', 'de_DE'],
    ['ar', 'US', 'ar_AR'],
    ['ar', 'AE', 'ar_AR'],
    ['en', 'BR', 'en_US'],
    ['en', 'AE', 'en_US'],
    ['en', 'US', 'en_US'],
    ['en', 'GB', 'en_GB'],
    ['pt', 'BR', 'pt_BR'],
    ['pt', 'PT', 'pt_PT'],
    ['pt', 'US', 'pt_BR'],
    ['es-MX', 'MX', 'es_MX'],
    ['es-MX', 'US', 'es_MX'],
    ['es', 'MX', 'es_MX'],
    ['es', 'AR', 'es_LA'],
    ['es', 'ES', 'es_ES'],
    ['es', 'BR', 'es_ES'],
    ['fr', 'CA', 'fr_CA'],
    ['fr', 'BR', 'fr_FR'],
    ['it', 'AE', 'it_IT'],
    ['id', 'ID', 'id_ID'],
    ['id', 'US', 'id_ID'],
  ] as const)('%s for a company in %s is %s', (lang, country, expected) => {
    expect(ogLocale(lang, country)).toBe(expected);
  });

  it('answers an accepted locale for every language and any country', () => {
    for (const lang of LOCALES)
      for (const country of ['US', 'BR', 'MX', 'AE', 'GB', 'ca', '', null, 'XX'])
        expect(ACCEPTED, `${lang} ${String(country)}`).toContain(ogLocale(lang, country));
  });
});

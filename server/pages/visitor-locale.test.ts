import { describe, expect, it } from 'vitest';
import { visitorLocale } from './visitor-locale';

describe('visitorLocale (§2.1: cookie, then browser language, then en)', () => {
  it.each([
    [undefined, undefined, 'en'],
    ['i18n_redirected=pt', 'es', 'pt'],
    ['x=1; i18n_redirected=es-MX', undefined, 'es'],
    ['i18n_redirected=de', 'fr-CA,fr;q=0.9', 'fr'],
    [undefined, 'de-DE, it;q=0.9, pt-BR;q=0.8', 'pt'],
    [undefined, 'en;q=0.1, es;q=0.9', 'es'],
    [undefined, 'es;q=0, fr;q=0.2', 'fr'],
    [undefined, 'zz, *', 'en'],
  ])('cookie %s, Accept-Language %s → %s', (cookie, accept, expected) => {
    expect(visitorLocale(cookie, accept)).toBe(expected);
  });
});

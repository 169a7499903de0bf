import { describe, expect, it } from 'vitest';
import {
  companyLocale,
  fallbackChain,
  localeDir,
  matchLocale,
  resolveInitialLocale,
} from './locale';

describe('matchLocale', () => {
  it.each([
    ['es-mx', 'es-MX'],
    ['es_MX', 'es-MX'],
    ['pt-BR', 'pt'],
    ['FR', 'fr'],
    ['ar-EG', 'ar'],
    ['es-AR', 'es'],
    ['zh-CN', null],
    ['', null],
    [null, null],
  ])('%s → %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });
});

describe('resolveInitialLocale (§2.1: cookie, then browser, then en)', () => {
  it('prefers the i18n_redirected cookie', () => {
    expect(resolveInitialLocale('fr', ['de-DE'])).toBe('fr');
  });
  it('uses the first supported browser language', () => {
    expect(resolveInitialLocale(null, ['zh-CN', 'it-IT', 'de'])).toBe('it');
  });
  it('ignores an unsupported cookie value', () => {
    expect(resolveInitialLocale('xx', ['id-ID'])).toBe('id');
  });
  it('falls back to en', () => {
    expect(resolveInitialLocale(null, ['zh-CN'])).toBe('en');
    expect(resolveInitialLocale(null, [])).toBe('en');
  });
});

describe('companyLocale (§1)', () => {
  it('turns Spanish into es-MX for a company in Mexico', () => {
    expect(companyLocale('es', 'mx')).toBe('es-MX');
  });
  it('keeps es elsewhere, even if the language says es-MX', () => {
    expect(companyLocale('es', 'CO')).toBe('es');
    expect(companyLocale('es-MX', 'AR')).toBe('es');
  });
  it('uses the company language for others and en when unknown', () => {
    expect(companyLocale('PT', 'BR')).toBe('pt');
    expect(companyLocale('ar', 'AE')).toBe('ar');
    expect(companyLocale('', 'US')).toBe('en');
    expect(companyLocale('xx', 'MX')).toBe('en');
  });
});

describe('fallbackChain (§9)', () => {
  it('falls es-MX back to es and then en', () => {
    expect(fallbackChain('es-MX')).toEqual(['en', 'es', 'es-MX']);
  });
  it('falls every other locale back to en', () => {
    expect(fallbackChain('it')).toEqual(['en', 'it']);
    expect(fallbackChain('ar')).toEqual(['en', 'ar']);
    expect(fallbackChain('en')).toEqual(['en']);
  });
});

describe('localeDir', () => {
  it('is rtl only for Arabic', () => {
    expect(localeDir('ar')).toBe('rtl');
    expect(localeDir('es-MX')).toBe('ltr');
  });
});

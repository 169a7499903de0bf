import { describe, expect, it } from 'vitest';
import type { Locale } from '../domain/constants';
import {
  companyLocale,
  fallbackChain,
  localeCookie,
  localeDir,
  matchLocale,
  settleLocale,
  visitorLocale,
  visitorWish,
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

describe('localeCookie', () => {
  it.each([
    ['i18n_redirected=fr', 'fr'],
    ['a=1; i18n_redirected=es-MX; b=2', 'es-MX'],
    ['i18n_redirected=es%2DMX', 'es-MX'],
    ['my_i18n_redirected=fr; x=1', null],
    ['i18n_redirected=%E0%A4%A', null],
    ['', null],
    [null, null],
  ])('%s → %s', (cookies, expected) => {
    expect(localeCookie(cookies)).toBe(expected);
  });
});

describe('visitorLocale (§2.1: the cookie, then the browser languages, then the company)', () => {
  it.each<[string, string | null, string[], Locale | null, Locale]>([
    [
      'the cookie wins over the browser and the company',
      'i18n_redirected=fr',
      ['de-DE'],
      'ar',
      'fr',
    ],
    ['the cookie wins with no browser language', 'i18n_redirected=it', [], 'en', 'it'],
    ['the browser wins over the company', null, ['en-US', 'en'], 'ar', 'en'],
    ['the first browser language we speak', null, ['zh-CN', 'it-IT', 'de'], 'pt', 'it'],
    ['the company without a browser preference', null, [], 'ar', 'ar'],
    ['the company when no browser language is spoken', null, ['zh-CN', 'ja'], 'de', 'de'],
    ['en before the company is known', null, ['zh-CN'], null, 'en'],
    ['a malformed cookie is ignored', 'i18n_redirected=xx', ['id-ID'], 'en', 'id'],
    ['a broken escape in the cookie is ignored', 'i18n_redirected=%E0%A4%A', [], 'fr', 'fr'],
    ['a cookie of another name is ignored', 'lang=ar', ['pt-BR'], 'en', 'pt'],
    ['browser Spanish in Mexico keeps es-MX', null, ['es-ES', 'es'], 'es-MX', 'es-MX'],
    ['browser Mexican Spanish elsewhere takes the company’s es', null, ['es-MX'], 'es', 'es'],
    ['browser es-MX at a company of another language', null, ['es-MX'], 'en', 'es-MX'],
    ['browser es at a company of another language', null, ['es-AR'], 'fr', 'es'],
    [
      'a cookie es in Mexico is the diner’s explicit choice',
      'i18n_redirected=es',
      [],
      'es-MX',
      'es',
    ],
    ['a cookie es-MX anywhere', 'x=1; i18n_redirected=es-mx', ['fr'], 'es', 'es-MX'],
  ])('%s', (_, cookies, browserLanguages, company, expected) => {
    expect(visitorLocale({ cookies, browserLanguages, company })).toBe(expected);
  });
});

describe('settleLocale: the cache keys on the wish, so it must decide alone with the company', () => {
  it('gives the wish’s locale, or the company’s', () => {
    expect(settleLocale(visitorWish('ar', []), 'en')).toBe('ar');
    expect(settleLocale(visitorWish(null, []), 'de')).toBe('de');
    expect(visitorWish(null, ['pt-BR'])).toEqual({ locale: 'pt', from: 'browser' });
    expect(visitorWish('fr', ['pt-BR'])).toEqual({ locale: 'fr', from: 'cookie' });
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

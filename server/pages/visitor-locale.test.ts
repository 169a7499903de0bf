import { describe, expect, it } from 'vitest';
import type { Locale } from '../../src/domain/constants';
import {
  pathLocale,
  preferredLanguages,
  requestWish,
  visitorLocale,
  wishKey,
} from './visitor-locale';

describe('visitorLocale (§2.1: cookie, then Accept-Language, then the company, then en)', () => {
  it.each<[string | undefined, string | undefined, Locale | null, Locale]>([
    [undefined, undefined, null, 'en'],
    [undefined, undefined, 'ar', 'ar'],
    ['i18n_redirected=pt', 'es', 'en', 'pt'],
    ['x=1; i18n_redirected=es-MX', undefined, null, 'es-MX'],
    ['i18n_redirected=de', 'fr-CA,fr;q=0.9', null, 'de'],
    ['i18n_redirected=zz', 'fr-CA,fr;q=0.9', null, 'fr'],
    [undefined, 'de-DE, it;q=0.9, pt-BR;q=0.8', 'ar', 'de'],
    [undefined, 'zh-CN, it;q=0.9, pt-BR;q=0.8', 'ar', 'it'],
    [undefined, 'en;q=0.1, es;q=0.9', null, 'es'],
    [undefined, 'es;q=0, fr;q=0.2', null, 'fr'],
    [undefined, 'zz, *', 'id', 'id'],
    [undefined, 'es-ES,es;q=0.9', 'es-MX', 'es-MX'],
    [undefined, 'ar-EG', 'en', 'ar'],
  ])('cookie %s, Accept-Language %s, company %s → %s', (cookie, accept, company, expected) => {
    expect(visitorLocale(cookie, accept, company)).toBe(expected);
  });
});

describe('preferredLanguages', () => {
  it('orders by q, keeping the header order for equal q', () => {
    expect(preferredLanguages('fr;q=0.5, de, en-GB;q=0.5, *;q=0.1')).toEqual(['de', 'fr', 'en-GB']);
  });
});

describe('wishKey: a bounded cache key part', () => {
  it('tells a cookie from a browser preference and from none', () => {
    expect(wishKey(requestWish('i18n_redirected=es', undefined))).toBe('cookie:es');
    expect(wishKey(requestWish(undefined, 'es-CO,es;q=0.9'))).toBe('browser:es');
    expect(wishKey(requestWish(undefined, 'x-unknown-header-value-' + 'a'.repeat(200)))).toBe('-');
  });
});

describe('pathLocale (/{locale}/404)', () => {
  it.each([
    ['es-MX', 'es-MX'],
    ['ar', 'ar'],
    ['es-AR', null],
    ['xx', null],
    [undefined, null],
  ])('%s → %s', (segment, expected) => {
    expect(pathLocale(segment)).toBe(expected);
  });
});

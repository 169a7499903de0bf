// Staff namespaces load only on their route, over the locale's fallback chain, and never with
// the namespaces every storefront page loads.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../domain/constants';
import ar from './locales/ar/admin.json';
import en from './locales/en/admin.json';
import es from './locales/es/admin.json';
import esMX from './locales/es-MX/admin.json';
import { loadDictionary } from './load';
import { loadStaffNamespace, lookup, translateWith } from './staff-namespaces';

describe('loadStaffNamespace', () => {
  it.each(LOCALES)('loads admin for %s under its namespace', async (locale) => {
    const table = await loadStaffNamespace('admin', locale);
    expect(lookup(table, 'admin.title')).toEqual(expect.any(String));
  });

  it('merges the fallback chain, the most specific locale winning', async () => {
    const table = await loadStaffNamespace('admin', 'es-MX');
    expect(lookup(table, 'admin.login.password')).toBe(esMX.login.password);
    expect(lookup(table, 'admin.title')).toBe(es.title);
    expect(lookup(await loadStaffNamespace('admin', 'ar'), 'admin.title')).toBe(ar.title);
    expect(lookup(await loadStaffNamespace('admin', 'en'), 'admin.title')).toBe(en.title);
  });

  it('is not part of what a storefront page loads for a locale', async () => {
    const dictionary = await loadDictionary('ar');
    expect(dictionary.kitchen).toBeDefined();
    expect(dictionary.admin).toBeUndefined();
  });
});

describe('lookup and translateWith', () => {
  const table = { admin: { title: 'Back office', nested: { hi: 'Hi {name}' }, empty: '' } };

  it('finds dotted keys and nothing else', () => {
    expect(lookup(table, 'admin.title')).toBe('Back office');
    expect(lookup(table, 'admin.nested.hi')).toBe('Hi {name}');
    expect(lookup(table, 'admin.nested')).toBeUndefined();
    expect(lookup(table, 'admin.title.more')).toBeUndefined();
    expect(lookup(table, 'admin.empty')).toBeUndefined();
    expect(lookup(table, 'common.retry')).toBeUndefined();
  });

  it('translates its own keys with params and hands the rest to the fallback', () => {
    const t = translateWith(table, (key) => `fallback:${key}`);
    expect(t('admin.nested.hi', { name: 'Ana' })).toBe('Hi Ana');
    expect(t('common.retry')).toBe('fallback:common.retry');
    expect(t('admin.missing')).toBe('fallback:admin.missing');
  });
});

// The phone country picker: preferred countries first, and search by name, ISO or dial code.
import { describe, expect, it } from 'vitest';
import { phoneCountries } from './countries';
import { countrySections, preferredCountries } from './country-search';

const en = phoneCountries('en');
const isoOf = (sections: ReturnType<typeof countrySections>) =>
  sections.flatMap((s) => s.countries.map((c) => c.iso2));

describe('preferred countries', () => {
  it("puts the company's country first, then the browser's regions, then the language's", () => {
    expect(preferredCountries(en, 'co', 'es', ['es-CO', 'en-US', 'en'])).toEqual([
      'CO',
      'US',
      'ES',
      'MX',
      'AR',
    ]);
    expect(preferredCountries(en, 'BR', 'pt', [])).toEqual(['BR', 'PT']);
    expect(preferredCountries(en, null, 'ar', ['ar'])).toEqual(['SA', 'AE', 'EG']);
    expect(preferredCountries(en, 'ZZ', 'xx', ['nonsense-tag!'])).toEqual([]);
  });
});

describe('country picker sections', () => {
  it('lists the preferred countries first, then every other one once, by name', () => {
    const sections = countrySections(en, ['MX', 'US'], '');
    expect(sections.map((s) => s.kind)).toEqual(['suggested', 'all']);
    expect(sections[0]?.countries.map((c) => c.iso2)).toEqual(['MX', 'US']);
    const all = isoOf(sections);
    expect(all).toHaveLength(en.length);
    expect(new Set(all).size).toBe(en.length);
    expect(sections[1]?.countries[0]?.name).toBe(
      en.find((c) => !['MX', 'US'].includes(c.iso2))?.name,
    );
  });

  it.each([
    ['Bra', 'BR'],
    ['bra', 'BR'],
    ['+55', 'BR'],
    ['55', 'BR'],
    ['+1', 'US'],
    ['+44', 'GB'],
    ['br', 'BR'],
    ['united k', 'GB'],
    ['kingdom', 'GB'],
    ['mexi', 'MX'],
  ])('%j finds %s first', (query, iso2) => {
    expect(isoOf(countrySections(en, [], query))[0]).toBe(iso2);
  });

  it('ignores accents and finds by a word inside the name', () => {
    const es = phoneCountries('es');
    expect(isoOf(countrySections(es, [], 'mexico'))[0]).toBe('MX');
    expect(isoOf(countrySections(en, [], 'zealand'))).toContain('NZ');
  });

  it('finds by the local name and by the English one in another language', () => {
    const ar = phoneCountries('ar');
    expect(isoOf(countrySections(ar, [], 'البرازيل'))[0]).toBe('BR');
    expect(isoOf(countrySections(ar, [], 'Bra'))[0]).toBe('BR');
    const de = phoneCountries('de');
    expect(isoOf(countrySections(de, [], 'Deutsch'))[0]).toBe('DE');
    expect(isoOf(countrySections(de, [], 'Germany'))[0]).toBe('DE');
  });

  it('prefers a preferred country among equal matches, and finds nothing for nonsense', () => {
    expect(isoOf(countrySections(en, ['CA'], '+1'))[0]).toBe('US');
    expect(isoOf(countrySections(en, ['CA'], '+1'))[1]).toBe('CA');
    expect(isoOf(countrySections(en, [], 'qqq'))).toEqual([]);
  });
});

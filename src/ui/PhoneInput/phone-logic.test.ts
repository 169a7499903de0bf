// The PhoneInput's pure parts: default country, formatting as you type, type-to-find.
import { describe, expect, it } from 'vitest';
import { phoneCountries, flagEmoji } from './countries';
import {
  defaultCountry,
  editedDigits,
  emptyTypeToFind,
  findCountryIndex,
  formatNational,
  phoneValue,
  typeToFind,
} from './phone-logic';

describe('default country (§2.10)', () => {
  it.each([
    ['mx', 'US', 'MX'],
    [null, 'br', 'BR'],
    ['', 'CO', 'CO'],
    ['zz', 'AR', 'AR'],
    [null, null, 'US'],
  ])('value %s, company %s → %s', (value, company, expected) => {
    expect(defaultCountry(value, company)).toBe(expected);
  });
});

describe('national format as you type', () => {
  it('formats a US number', () => {
    expect(formatNational('2125550123', 'US')).toBe('(212) 555-0123');
  });

  it('wraps the Brazilian area code in parentheses (§5.1)', () => {
    expect(formatNational('11912345678', 'BR')).toBe('(11) 91234-5678');
    expect(formatNational('119', 'BR').startsWith('(11)')).toBe(true);
  });

  it('drops the parentheses when the same digits move to another country', () => {
    const br = phoneCountries('en').find((c) => c.iso2 === 'BR')!;
    const mx = phoneCountries('en').find((c) => c.iso2 === 'MX')!;
    expect(phoneValue('11912345678', br).formattedNumber).toContain('(11)');
    const moved = phoneValue('5512345678', mx);
    expect(moved).toMatchObject({ number: '5512345678', countryCode: 'MX', countryDialCode: '52' });
    expect(moved.formattedNumber).not.toContain('(');
  });

  it('keeps only digits, at most 25', () => {
    expect(editedDigits('', '(212) 555-01a23')).toBe('2125550123');
    expect(editedDigits('', '1'.repeat(40))).toHaveLength(25);
  });

  it('deleting a formatting character removes the digit before it', () => {
    expect(editedDigits('(212) 555-0123', '(212) 5550123')).toBe('212555012');
    expect(editedDigits('(212', '(21')).toBe('21');
  });
});

describe('country list', () => {
  it('has flags and dial codes, and sorts by name in the locale', () => {
    const list = phoneCountries('en');
    const mx = list.find((c) => c.iso2 === 'MX');
    expect(mx).toMatchObject({ dialCode: '52', flag: flagEmoji('MX') });
    expect(flagEmoji('MX')).toBe('🇲🇽');
    const names = list.map((c) => c.name);
    expect(names.indexOf('Mexico')).toBeGreaterThan(names.indexOf('Brazil'));
  });

  it('type-to-find accumulates within 700 ms and starts over after', () => {
    let state = typeToFind(emptyTypeToFind, 'M', 10_000);
    state = typeToFind(state, 'e', 10_300);
    expect(state.query).toBe('me');
    state = typeToFind(state, 'x', 10_999);
    expect(state.query).toBe('mex');
    state = typeToFind(state, 'b', 11_700);
    expect(state.query).toBe('b');
  });

  it('finds by name prefix, accents ignored, by ISO code, and by dial code', () => {
    const list = phoneCountries('en');
    expect(list[findCountryIndex(list, 'mex')]?.iso2).toBe('MX');
    expect(list[findCountryIndex(list, 'united s')]?.iso2).toBe('US');
    expect(list[findCountryIndex(list, '+1')]?.iso2).toBe('US');
    expect(list[findCountryIndex(list, '55')]?.iso2).toBe('BR');
    const es = phoneCountries('es');
    expect(es[findCountryIndex(es, 'mexi')]?.iso2).toBe('MX');
    expect(findCountryIndex(list, 'qqq')).toBe(-1);
  });
});

// The PhoneInput's pure parts: default country, formatting as you type, typed and pasted
// international numbers.
import { describe, expect, it } from 'vitest';
import { phoneCountries, flagEmoji } from './countries';
import { defaultCountry, editedDigits, formatNational, phoneValue, readEdit } from './phone-logic';

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

  it('keeps only digits, and never cuts any (validation says too long instead)', () => {
    expect(editedDigits('', '(212) 555-01a23')).toBe('2125550123');
    expect(editedDigits('', '1'.repeat(30))).toBe('1'.repeat(30));
  });

  it('deleting a formatting character removes the digit before it', () => {
    expect(editedDigits('(212) 555-0123', '(212) 5550123')).toBe('212555012');
    expect(editedDigits('(212', '(21')).toBe('21');
  });
});

describe('what an edit or a paste means (issue [13/13])', () => {
  it.each([
    // GB numbers are dialled at home with the trunk 0, so they show as '020 7946 0958'.
    ['a pasted +44 number with the US selected', '', '+44 20 7946 0958', 'US', 'GB', '02079460958'],
    ["'00' instead of '+'", '', '0044 20 7946 0958', 'US', 'GB', '02079460958'],
    ['a pasted +55 mobile', '', '+55 11 91234-5678', 'US', 'BR', '11912345678'],
    ['a national number with GB selected', '', '(020) 7946 0958', 'GB', 'GB', '02079460958'],
    ['a +1 number with Brazil selected', '', '+1 (415) 555-0132', 'BR', 'US', '4155550132'],
    ['a + typed before the calling code is complete', '', '+4', 'US', 'US', '+4'],
    ['the calling code completed: country switches', '+4', '+44', 'US', 'GB', ''],
    ['national digits that are a Canadian number', '', '4165550123', 'US', 'CA', '4165550123'],
    ['national digits stay in their country', '(212) 555', '(212) 555-0', 'US', 'US', '2125550'],
    ["the issue's '1234567890' stays a US attempt", '', '1234567890', 'US', 'US', '1234567890'],
  ])('%s', (_name, before, text, current, iso2, number) => {
    expect(readEdit(before, text, current)).toEqual({ iso2, number });
  });

  it('shows an unfinished calling code as typed', () => {
    expect(formatNational('+4', 'US')).toBe('+4');
    const gb = phoneCountries('en').find((c) => c.iso2 === 'GB')!;
    const pasted = readEdit('', '+44 20 7946 0958', 'US');
    expect(phoneValue(pasted.number, gb).formattedNumber).toBe('020 7946 0958');
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
    expect(list.find((c) => c.iso2 === 'US')?.priority).toBe(0);
    expect(list.find((c) => c.iso2 === 'CA')?.priority).toBe(1);
  });
});

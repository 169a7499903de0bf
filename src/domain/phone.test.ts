import { describe, expect, it } from 'vitest';
import {
  countriesOfCallingCode,
  formatAreaCode,
  isInternationalInput,
  phoneParts,
  readInternational,
  stripAreaCode,
  toE164,
  validatePhone,
} from './phone';

describe('§5.1 phone validation: valid numbers', () => {
  it.each([
    ['BR mobile', '11 91234 5678', 'BR', '+5511912345678'],
    ['BR with area-code parentheses', '(11) 91234 5678', 'BR', '+5511912345678'],
    ['MX Mexico City', '55 1234 5678', 'MX', '+525512345678'],
    ['a MX number read as BR is a real BR number too', '55 1234 5678', 'BR', '+555512345678'],
    ['US', '2125550123', 'US', '+12125550123'],
    ['GB with its trunk 0 and parentheses', '(020) 7946 0958', 'GB', '+442079460958'],
    ['lower-case country', '55 1234 5678', 'mx', '+525512345678'],
    ['international text keeps its own country', '+44 20 7946 0958', 'US', '+442079460958'],
    ["'00' reads as '+'", '0044 20 7946 0958', 'BR', '+442079460958'],
  ])('%s', (_name, number, country, e164) => {
    expect(validatePhone(number, country)).toEqual({ ok: true, e164 });
  });
});

describe('§5.1 phone validation: each failure has its own message', () => {
  it.each([
    ['empty', '', 'MX', 'validation.phone_required'],
    ['blank', '   ', 'MX', 'validation.phone_required'],
    ['absent', null, 'MX', 'validation.phone_required'],
    ['too short for MX (9 digits)', '55 1234 567', 'MX', 'validation.phone_too_short'],
    ['too short for the US', '12', 'US', 'validation.phone_too_short'],
    ['too long for BR', '11 91234 5678 9', 'BR', 'validation.phone_too_long'],
    ['30 digits: too long, never cut to 25', '1'.repeat(30), 'US', 'validation.phone_too_long'],
    ['more than 25 characters', '5 5 1 2 3 4 5 6 7 8 0 0 0 0', 'MX', 'validation.phone_too_long'],
    // The example: no US area code starts with 1, so this is no real number.
    ['US area code starting with 1', '1234567890', 'US', 'validation.phone_invalid'],
    ['BR possible but not real', '11 1234 567', 'BR', 'validation.phone_invalid'],
    ['CO possible but not real', '100 123 4567', 'CO', 'validation.phone_invalid'],
    ['letters', '55 1234 abcd', 'MX', 'validation.phone_invalid'],
    ['hyphen', '55-1234-5678', 'MX', 'validation.phone_invalid'],
    ['double space', '55  1234 5678', 'MX', 'validation.phone_invalid'],
    ['unknown country', '55 1234 5678', 'ZZ', 'validation.phone_invalid_country'],
    ['no country', '55 1234 5678', '', 'validation.phone_invalid_country'],
    ['unknown calling code', '+999 1234 5678', 'US', 'validation.phone_invalid_country'],
    ['only a calling code', '+44', 'US', 'validation.phone_too_short'],
    ['only a plus', '+', 'US', 'validation.phone_too_short'],
    ['international, too short', '+44 20 79', 'US', 'validation.phone_too_short'],
    ['international, not real', '+1 123 456 7890', 'US', 'validation.phone_invalid'],
  ])('%s', (_name, number, country, key) => {
    expect(validatePhone(number, country)).toEqual({ ok: false, key });
  });
});

describe('pasted and typed international numbers', () => {
  it.each([
    ['+44 20 7946 0958', 'US', { callingCode: '44', country: 'GB', national: '2079460958' }],
    ['0044 20 7946 0958', 'US', { callingCode: '44', country: 'GB', national: '2079460958' }],
    ['+1 (415) 555-0132', 'BR', { callingCode: '1', country: 'US', national: '4155550132' }],
    [
      '  tel:+55 11 91234-5678',
      'US',
      { callingCode: '55', country: 'BR', national: '11912345678' },
    ],
    ['+52 55 1234 5678', 'US', { callingCode: '52', country: 'MX', national: '5512345678' }],
    // Typed one key at a time: no calling code yet, then the code alone.
    ['+', 'US', { callingCode: null, country: null, national: '' }],
    ['+4', 'US', { callingCode: null, country: null, national: '4' }],
    ['+44', 'US', { callingCode: '44', country: 'GB', national: '' }],
    // A shared code whose country the digits do not tell yet: the current country when it
    // shares the code, else the code's main country.
    ['+1 204', 'CA', { callingCode: '1', country: 'CA', national: '204' }],
    ['+1 204', 'BR', { callingCode: '1', country: 'US', national: '204' }],
  ])('%j with %s selected', (text, current, expected) => {
    expect(readInternational(text, current)).toEqual(expected);
  });

  it.each([
    ['(020) 7946 0958', false],
    ['2125550123', false],
    ['0 20 7946', false],
    ['+1 415', true],
    ['00 44', true],
  ])('%j is international → %s', (text, expected) => {
    expect(isInternationalInput(text)).toBe(expected);
    expect(readInternational(text) === null).toBe(!expected);
  });

  it('lists the countries of a shared calling code, the main one first', () => {
    expect(countriesOfCallingCode('1')[0]).toBe('US');
    expect(countriesOfCallingCode('1')).toContain('CA');
    expect(countriesOfCallingCode('44')[0]).toBe('GB');
    expect(countriesOfCallingCode('55')).toEqual(['BR']);
    expect(countriesOfCallingCode('999')).toEqual([]);
  });
});

describe('§5.1 E.164 and the client-create parts', () => {
  it.each([
    ['11 91234 5678', 'BR', '+5511912345678'],
    ['(11) 91234 5678', 'BR', '+5511912345678'],
    ['55 1234 5678', 'mx', '+525512345678'],
    ['0044 20 7946 0958', 'US', '+442079460958'],
    ['', 'MX', null],
    ['55 1234 5678', 'ZZ', null],
  ])('toE164(%s, %s) → %s', (number, country, expected) => {
    expect(toE164(number, country)).toBe(expected);
  });

  it('splits calling code and national number', () => {
    expect(phoneParts('(11) 91234 5678', 'BR')).toEqual({
      country_calling_code: '55',
      phone_number: '11912345678',
    });
    expect(phoneParts('(020) 7946 0958', 'GB')).toEqual({
      country_calling_code: '44',
      phone_number: '2079460958',
    });
  });
});

describe('§5.1 BR area-code display', () => {
  it.each([
    ['11912345678', 'BR', '(11) 912345678'],
    ['11 91234 5678', 'BR', '(11) 91234 5678'],
    ['(11) 91234 5678', 'BR', '(11) 91234 5678'],
    ['(1) 91234', 'BR', '(19) 1234'],
    ['1', 'BR', '1'],
    ['11', 'BR', '(11)'],
    ['(11) 91234 5678', 'MX', '11 91234 5678'],
    ['55 1234 5678', 'MX', '55 1234 5678'],
  ])('formatAreaCode(%s, %s) → %s', (number, country, expected) => {
    expect(formatAreaCode(number, country)).toBe(expected);
  });

  it.each([
    ['(11) 91234 5678', '11 91234 5678'],
    ['(11)91234', '1191234'],
    ['55 1234', '55 1234'],
  ])('stripAreaCode(%s) → %s', (number, expected) => {
    expect(stripAreaCode(number)).toBe(expected);
  });
});

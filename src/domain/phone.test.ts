import { describe, expect, it } from 'vitest';
import {
  formatAreaCode,
  isStrictPhoneCountry,
  phoneParts,
  stripAreaCode,
  toE164,
  validatePhone,
} from './phone';

describe('§5.1 phone validation', () => {
  it.each([
    ['BR mobile', '11 91234 5678', 'BR', 'BR', { ok: true, e164: '+5511912345678' }],
    [
      'BR with area-code parentheses',
      '(11) 91234 5678',
      'BR',
      'BR',
      { ok: true, e164: '+5511912345678' },
    ],
    ['MX Mexico City', '55 1234 5678', 'MX', 'MX', { ok: true, e164: '+525512345678' }],
    [
      'a MX number read as BR is still possible and valid in BR',
      '55 1234 5678',
      'BR',
      'BR',
      { ok: true, e164: '+555512345678' },
    ],
    [
      'MX with 9 digits is not possible',
      '55 1234 567',
      'MX',
      'MX',
      { ok: false, key: 'validation.phone_required' },
    ],
    [
      'BR possible but invalid, strict country',
      '11 1234 567',
      'BR',
      'BR',
      { ok: false, key: 'validation.phone_invalid' },
    ],
    [
      'CO possible but invalid, lenient country',
      '100 123 4567',
      'CO',
      'CO',
      { ok: true, e164: '+571001234567' },
    ],
    [
      'CO number, company in MX (strict)',
      '100 123 4567',
      'CO',
      'MX',
      { ok: false, key: 'validation.phone_invalid' },
    ],
    ['empty', '', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    ['blank', '   ', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    ['letters', '55 1234 abcd', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    ['hyphen', '55-1234-5678', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    ['double space', '55  1234 5678', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    ['plus sign', '+52 55 1234 5678', 'MX', 'MX', { ok: false, key: 'validation.phone_required' }],
    [
      'longer than 25 characters',
      '5 5 1 2 3 4 5 6 7 8 0 0 0 0',
      'MX',
      'MX',
      { ok: false, key: 'validation.phone_required' },
    ],
  ])('%s', (_name, number, country, companyCountry, expected) => {
    expect(validatePhone(number, country, companyCountry)).toEqual(expected);
  });

  it.each([
    ['BR', true],
    ['mx', true],
    ['AR', true],
    ['US', false],
    ['CO', false],
    [null, false],
  ])('%s is a strict country → %s', (country, expected) => {
    expect(isStrictPhoneCountry(country)).toBe(expected);
  });
});

describe('§5.1 E.164 and the client-create parts', () => {
  it.each([
    ['11 91234 5678', 'BR', '+5511912345678'],
    ['(11) 91234 5678', 'BR', '+5511912345678'],
    ['55 1234 5678', 'mx', '+525512345678'],
    ['', 'MX', null],
  ])('toE164(%s, %s) → %s', (number, country, expected) => {
    expect(toE164(number, country)).toBe(expected);
  });

  it('splits calling code and national number', () => {
    expect(phoneParts('(11) 91234 5678', 'BR')).toEqual({
      country_calling_code: '55',
      phone_number: '11912345678',
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

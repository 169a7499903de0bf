// §5.1 phone rules, with libphonenumber-js's small metadata (the same bundle in the browser and
// on the server), international input ('+44 …', '0044 …') and the area-code display rule for
// Brazil. Every failure has its own message key (issue [13/13]).
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { LIMITS } from './constants';

/** §5.1 "phone display for one particular country": we chose Brazil, whose area codes are 2 digits. */
export const AREA_CODE_COUNTRY = 'BR';

export type PhoneErrorKey =
  | 'validation.phone_required'
  | 'validation.phone_too_short'
  | 'validation.phone_too_long'
  | 'validation.phone_invalid'
  | 'validation.phone_invalid_country';
export type PhoneCheck = { ok: true; e164: string } | { ok: false; key: PhoneErrorKey };

/** Digits, single spaces and area-code parentheses, after an optional '+' (§5.1, plus paste). */
const ALLOWED_TEXT = /^\+?([\d()]+( [\d()]+)*)?$/;
/** A leading '+' or '00' (the international prefix most of the world dials), 'tel:' allowed. */
const INTERNATIONAL_PREFIX = /^\s*(?:tel:\s*)?(?:\+|00)/i;

/** Where a calling code is shared, the country a bare code means (+1 → US, +44 → GB). */
const MAIN_OF_SHARED_CODE: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '590': 'GP',
  '599': 'CW',
};

export function isMainCountryOfCode(iso2: string, callingCode: string): boolean {
  return MAIN_OF_SHARED_CODE[callingCode] === iso2.toUpperCase();
}

/** An upper-case ISO code the phone metadata knows. */
export function isPhoneCountry(iso2: string | null | undefined): iso2 is CountryCode {
  return typeof iso2 === 'string' && /^[A-Z]{2}$/.test(iso2) && isSupportedCountry(iso2);
}

/** The countries dialled with a calling code, its main country first. */
export function countriesOfCallingCode(callingCode: string): string[] {
  const main = MAIN_OF_SHARED_CODE[callingCode];
  const all = getCountries().filter((iso2) => getCountryCallingCode(iso2) === callingCode);
  return main && all.includes(main as CountryCode) ? [main, ...all.filter((c) => c !== main)] : all;
}

/**
 * The country national digits belong to, among those sharing the current one's calling code:
 * a Canadian number typed with the US selected (or after '+1') is Canada's, so the flag
 * follows the number. The current country until the digits make a real number.
 */
export function countryOfNational(digits: string, countryIso2: string): string {
  const country = countryIso2.toUpperCase();
  if (!isPhoneCountry(country) || digits === '') return country;
  const code = getCountryCallingCode(country);
  if (countriesOfCallingCode(code).length < 2) return country;
  const parsed = parsePhoneNumberFromString(`+${code}${digits}`);
  return parsed?.isValid() && parsed.country ? parsed.country : country;
}

export interface InternationalEntry {
  /** The calling code, once the digits after the prefix hold one ('44'); else null. */
  callingCode: string | null;
  /**
   * The number's country: read from the number when it tells, else the current country when it
   * shares the calling code, else the code's main country; null while no calling code is known.
   */
  country: string | null;
  /** The national significant digits after the calling code. */
  national: string;
}

export const isInternationalInput = (text: string): boolean => INTERNATIONAL_PREFIX.test(text);

/**
 * Reads a number typed or pasted with its calling code ('+44 20 7946 0958', '0044 …',
 * '+1 (415) 555-0132'); null when the text does not start with '+' or '00'.
 */
export function readInternational(
  text: string,
  currentCountry?: string | null,
): InternationalEntry | null {
  const prefix = INTERNATIONAL_PREFIX.exec(text);
  if (!prefix) return null;
  const digits = text.slice(prefix[0].length).replace(/\D/g, '');
  const typer = new AsYouType();
  typer.input(`+${digits}`);
  const callingCode = typer.getCallingCode() ?? null;
  if (!callingCode) return { callingCode: null, country: null, national: digits };
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  const sharing = countriesOfCallingCode(callingCode);
  const current = (currentCountry ?? '').toUpperCase();
  const country =
    parsed?.country ?? typer.getCountry() ?? (sharing.includes(current) ? current : sharing[0]);
  return {
    callingCode,
    country: country ?? null,
    national: parsed?.nationalNumber ?? digits.slice(callingCode.length),
  };
}

/** Removes the area-code parentheses (used when switching away from BR, and before validating). */
export function stripAreaCode(number: string): string {
  return number.replace(/[()]/g, '').replace(/ {2,}/g, ' ').trim();
}

/**
 * BR: wraps the first two digits as '(dd) rest', unless the number already holds a parenthesised
 * group of length ≥ 4 (e.g. '(11)'). Any other country: the parentheses are removed.
 */
export function formatAreaCode(number: string, countryIso2: string): string {
  if (countryIso2.toUpperCase() !== AREA_CODE_COUNTRY) return stripAreaCode(number);
  const group = /\([^()]*\)/.exec(number);
  if (group && group[0].length >= 4) return number;
  const plain = stripAreaCode(number);
  const match = /^(\d)\s*(\d)\s*(.*)$/.exec(plain);
  if (!match) return plain;
  const [, first = '', second = '', rest = ''] = match;
  return rest ? `(${first}${second}) ${rest}` : `(${first}${second})`;
}

function parse(number: string, countryIso2: string) {
  if (isInternationalInput(number))
    return parsePhoneNumberFromString(
      `+${number.replace(INTERNATIONAL_PREFIX, '').replace(/\D/g, '')}`,
    );
  const country = countryIso2.toUpperCase();
  return isPhoneCountry(country)
    ? parsePhoneNumberFromString(stripAreaCode(number), country)
    : undefined;
}

const fail = (key: PhoneErrorKey): PhoneCheck => ({ ok: false, key });

const LENGTH_FAILURES: Readonly<Record<string, PhoneErrorKey>> = {
  TOO_SHORT: 'validation.phone_too_short',
  TOO_LONG: 'validation.phone_too_long',
  INVALID_COUNTRY: 'validation.phone_invalid_country',
  INVALID_LENGTH: 'validation.phone_invalid',
  NOT_A_NUMBER: 'validation.phone_invalid',
};

/**
 * §5.1, each failure with its own key: empty → required; more than 25 characters, or more
 * digits than the country's longest number → too long; fewer than its shortest → too short; a
 * country (or calling code) the metadata does not know → invalid country; a number whose digits
 * no real number of that country has (US '123 456 7890': no area code starts with 1), or a
 * character other than digits and single spaces → invalid. Every country is checked for
 * validity, not only §5.1's qualifying ones: the issue names '+1 123 456 7890' as accepted
 * wrongly. A number starting with '+' or '00' is read with its own calling code.
 */
export function validatePhone(
  number: string | null | undefined,
  countryIso2: string | null | undefined,
): PhoneCheck {
  const text = (number ?? '').trim();
  if (text === '') return fail('validation.phone_required');
  if (text.length > LIMITS.phoneMax) return fail('validation.phone_too_long');
  const international = readInternational(text, countryIso2);
  const plain = international ? `+${text.replace(INTERNATIONAL_PREFIX, '')}` : text;
  if (!ALLOWED_TEXT.test(plain)) return fail('validation.phone_invalid');
  const country = international ? international.country : (countryIso2 ?? '').toUpperCase();
  if (!isPhoneCountry(country)) {
    return fail(
      international && international.national === ''
        ? 'validation.phone_too_short'
        : 'validation.phone_invalid_country',
    );
  }
  const digits = international ? international.national : plain.replace(/\D/g, '');
  if (digits === '') return fail('validation.phone_too_short');
  const lengthFailure = validatePhoneNumberLength(digits, country);
  if (lengthFailure) return fail(LENGTH_FAILURES[lengthFailure] ?? 'validation.phone_invalid');
  const parsed = parsePhoneNumberFromString(digits, country);
  if (!parsed?.isValid()) return fail('validation.phone_invalid');
  return { ok: true, e164: parsed.number };
}

/** '+5511912345678' for a national number and its country, or null when unparseable. */
export function toE164(number: string, countryIso2: string): string | null {
  return parse(number, countryIso2)?.number ?? null;
}

/** The client-create payload parts of §7.5: country_calling_code ('55') and the national digits. */
export function phoneParts(
  number: string,
  countryIso2: string,
): { country_calling_code: string; phone_number: string } | null {
  const parsed = parse(number, countryIso2);
  return parsed
    ? { country_calling_code: parsed.countryCallingCode, phone_number: parsed.nationalNumber }
    : null;
}

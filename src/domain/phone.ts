// §5.1 phone rules, with libphonenumber-js's small metadata (the same bundle in the browser and
// on the server), and the area-code display rule for Brazil.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { LIMITS, STRICT_PHONE_COUNTRIES } from './constants';

/** §5.1 "phone display for one particular country": we chose Brazil, whose area codes are 2 digits. */
export const AREA_CODE_COUNTRY = 'BR';

export type PhoneErrorKey = 'validation.phone_required' | 'validation.phone_invalid';
export type PhoneCheck = { ok: true; e164: string } | { ok: false; key: PhoneErrorKey };

const DIGITS_AND_SINGLE_SPACES = /^\d+( \d+)*$/;

export function isStrictPhoneCountry(countryIso2: string | null | undefined): boolean {
  return (STRICT_PHONE_COUNTRIES as readonly string[]).includes((countryIso2 ?? '').toUpperCase());
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
  return parsePhoneNumberFromString(
    stripAreaCode(number),
    countryIso2.toUpperCase() as CountryCode,
  );
}

/**
 * §5.1: required; digits and single spaces only (area-code parentheses allowed for display);
 * at most 25 characters; possible per the library → else 'phone_required' (the table's message).
 * When `companyCountry` is one of STRICT_PHONE_COUNTRIES the number must also be valid → else
 * 'phone_invalid' ('the_number_you_entered_is_invalid').
 */
export function validatePhone(
  number: string,
  countryIso2: string,
  companyCountry?: string | null,
): PhoneCheck {
  // Only the parentheses go: a double space must still fail the format rule.
  const plain = (number ?? '').replace(/[()]/g, '').trim();
  if (plain === '' || !DIGITS_AND_SINGLE_SPACES.test(plain) || number.length > LIMITS.phoneMax) {
    return { ok: false, key: 'validation.phone_required' };
  }
  const parsed = parse(plain, countryIso2);
  if (!parsed?.isPossible()) return { ok: false, key: 'validation.phone_required' };
  if (isStrictPhoneCountry(companyCountry ?? countryIso2) && !parsed.isValid()) {
    return { ok: false, key: 'validation.phone_invalid' };
  }
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

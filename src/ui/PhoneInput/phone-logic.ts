// The PhoneInput's pure parts: default country, national formatting as you type, and the
// country list's type-to-find (§9 TIMINGS.phoneTypeToFindResetMs).
import { AsYouType } from 'libphonenumber-js/min';
import { LIMITS, TIMINGS } from '../../domain/constants';
import { AREA_CODE_COUNTRY, formatAreaCode } from '../../domain/phone';
import { isPhoneCountry } from './countries';
import type { PhoneCountry } from './countries';

/** §3 "Phone value". */
export interface PhoneValue {
  formattedNumber: string;
  /** National significant digits, as typed (what validation and the API read). */
  number: string;
  countryCode: string;
  countryDialCode: string;
}

/** §2.10: the value's countryCode upper-cased, else the company country, else US. */
export function defaultCountry(
  valueCountry: string | null | undefined,
  companyCountry: string | null | undefined,
): string {
  for (const candidate of [valueCountry, companyCountry]) {
    const code = (candidate ?? '').trim().toUpperCase();
    if (code !== '' && isPhoneCountry(code)) return code;
  }
  return 'US';
}

export const digitsOf = (text: string): string => text.replace(/\D/g, '').slice(0, LIMITS.phoneMax);

/** National format while typing; Brazil also gets the §5.1 area-code parentheses. */
export function formatNational(digits: string, iso2: string): string {
  if (digits === '') return '';
  const code = iso2.toUpperCase();
  const typed = isPhoneCountry(code) ? new AsYouType(code).input(digits) : digits;
  return code === AREA_CODE_COUNTRY ? formatAreaCode(typed, code) : typed;
}

/**
 * The digits after an edit. Deleting only a formatting character (a bracket, a dash) would
 * leave the digits unchanged and the edit would seem ignored, so it removes the digit before it.
 */
export function editedDigits(previousDisplay: string, nextText: string): string {
  const before = digitsOf(previousDisplay);
  const after = digitsOf(nextText);
  if (after === before && nextText.length < previousDisplay.length) return before.slice(0, -1);
  return after;
}

export function phoneValue(digits: string, country: PhoneCountry): PhoneValue {
  return {
    formattedNumber: formatNational(digits, country.iso2),
    number: digits,
    countryCode: country.iso2,
    countryDialCode: country.dialCode,
  };
}

export interface TypeToFind {
  query: string;
  at: number;
}

export const emptyTypeToFind: TypeToFind = { query: '', at: 0 };

/** Adds a typed character; a pause longer than the reset time starts a new query. */
export function typeToFind(
  state: TypeToFind,
  char: string,
  now: number,
  resetMs: number = TIMINGS.phoneTypeToFindResetMs,
): TypeToFind {
  const fresh = now - state.at > resetMs;
  return { query: (fresh ? '' : state.query) + char.toLowerCase(), at: now };
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Digits find by dial code ('+' optional), letters by name or ISO code; -1 when none. */
export function findCountryIndex(countries: readonly PhoneCountry[], query: string): number {
  const q = fold(query.trim().replace(/^\+/, ''));
  if (q === '') return -1;
  if (/^\d+$/.test(q)) {
    const exact = countries
      .map((c, i) => [c, i] as const)
      .filter(([c]) => c.dialCode === q)
      .sort(([a], [b]) => a.priority - b.priority)[0];
    if (exact) return exact[1];
    return countries.findIndex((c) => c.dialCode.startsWith(q));
  }
  const byName = countries.findIndex((c) => fold(c.name).startsWith(q));
  return byName >= 0 ? byName : countries.findIndex((c) => c.iso2.toLowerCase() === q);
}

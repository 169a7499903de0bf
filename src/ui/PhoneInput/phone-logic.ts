// The PhoneInput's pure parts: default country, national formatting as you type, and what an
// edit or a paste means (national digits, or a number with its calling code that picks the
// country).
import { AsYouType, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import {
  AREA_CODE_COUNTRY,
  countryOfNational,
  formatAreaCode,
  isPhoneCountry,
  readInternational,
} from '../../domain/phone';
import type { PhoneCountry } from './countries';

/** §3 "Phone value". */
export interface PhoneValue {
  formattedNumber: string;
  /**
   * National significant digits, as typed (what validation and the API read); while a calling
   * code is being typed and is not complete yet, that text ('+4').
   */
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
    if (isPhoneCountry(code)) return code;
  }
  return 'US';
}

/** Every digit: none is ever dropped, so a number too long says so instead of being cut. */
export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** National format while typing; Brazil also gets the §5.1 area-code parentheses. */
export function formatNational(digits: string, iso2: string): string {
  if (digits === '' || digits.startsWith('+')) return digits;
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

export interface PhoneEdit {
  iso2: string;
  number: string;
}

/**
 * What the field's new text means. A leading '+' or '00' (typed or pasted) reads the calling
 * code and switches to its country, keeping the national digits; until the code is complete
 * the text stays as typed. Otherwise the digits are national ones of the current country, or of
 * a country sharing its calling code when they make one of its numbers.
 */
export function readEdit(previousDisplay: string, nextText: string, iso2: string): PhoneEdit {
  const international = readInternational(nextText, iso2);
  if (international?.country) {
    const country = international.country;
    return { iso2: country, number: dialledNationally(international.national, country) };
  }
  if (international) return { iso2, number: `+${international.national}` };
  const number = editedDigits(previousDisplay, nextText);
  return { iso2: countryOfNational(number, iso2), number };
}

/**
 * The digits as dialled within the country, trunk prefix included ('2079460958' in GB →
 * '02079460958'), so national formatting applies: '020 7946 0958'. Unchanged while incomplete.
 */
function dialledNationally(national: string, iso2: string): string {
  if (!isPhoneCountry(iso2) || national === '') return national;
  const parsed = parsePhoneNumberFromString(national, iso2);
  return parsed?.isValid() ? digitsOf(parsed.formatNational()) : national;
}

export function phoneValue(digits: string, country: PhoneCountry): PhoneValue {
  return {
    formattedNumber: formatNational(digits, country.iso2),
    number: digits,
    countryCode: country.iso2,
    countryDialCode: country.dialCode,
  };
}

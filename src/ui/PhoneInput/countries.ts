// §3 "Country (phone list)": every country the phone metadata knows, with its dial code, a flag
// emoji and a name in the visitor's language (Intl.DisplayNames, so nothing to translate).
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/min';
import { isMainCountryOfCode } from '../../domain/phone';

export { isPhoneCountry } from '../../domain/phone';

export interface PhoneCountry {
  iso2: string;
  name: string;
  /** The English name too, so 'Bra' finds Brazil whatever the storefront's language. */
  englishName: string;
  dialCode: string;
  /** Countries sharing a dial code: the lower number is the one a bare code means (+1 → US). */
  priority: number;
  flag: string;
}

/** Regional-indicator letters: 'MX' → 🇲🇽. */
export function flagEmoji(iso2: string): string {
  const code = iso2.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

function displayNames(locale: string): (iso2: string) => string {
  try {
    const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    return (iso2) => names.of(iso2) ?? iso2;
  } catch {
    return (iso2) => iso2;
  }
}

const cache = new Map<string, PhoneCountry[]>();

/** Sorted by name in the given locale. */
export function phoneCountries(locale: string): PhoneCountry[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const nameOf = displayNames(locale);
  const englishOf = displayNames('en');
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  const list = getCountries()
    .map((iso2) => {
      const dialCode = getCountryCallingCode(iso2);
      return {
        iso2,
        name: nameOf(iso2),
        englishName: englishOf(iso2),
        dialCode,
        priority: isMainCountryOfCode(iso2, dialCode) ? 0 : 1,
        flag: flagEmoji(iso2),
      };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(locale, list);
  return list;
}

// §7.5 get-or-create is keyed by the phone in E.164. The payload carries the calling code and
// the national number; the domain's validatePhone applies §5.1 (strict in the qualifying
// countries) for the country the number belongs to.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { validatePhone } from '../../../src/domain/phone';
import type { PhoneErrorKey } from '../../../src/domain/phone';

export type E164Result = { ok: true; e164: string } | { ok: false; key: PhoneErrorKey };

export function e164Of(
  callingCode: string,
  nationalNumber: string,
  companyCountry: string,
): E164Result {
  const digits = nationalNumber.replace(/\s+/g, '');
  const parsed = parsePhoneNumberFromString(
    `+${callingCode.replace(/^\+/, '')}${digits}`,
    companyCountry.toUpperCase() as CountryCode,
  );
  if (!parsed) return { ok: false, key: 'validation.phone_required' };
  const country = parsed.country ?? companyCountry;
  return validatePhone(parsed.nationalNumber, country, country);
}

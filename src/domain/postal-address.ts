// The company's address written on one line, in the order its country writes addresses (issue
// [13/13]). Two orders cover the demo countries and most others: the postal code after the
// region ('123 Main Street, New York, NY 10007'; also Brazil's 'São Paulo, SP 01310-200') or
// before the city ('12 rue des Martyrs, 75009 Paris'; Mexico's '06000 Ciudad de México, CDMX').
// A region that only repeats the city (Dubai, the emirate of Dubai) is written once. Arabic
// text is joined with the Arabic comma.
import type { Company } from './types';

/** Countries that write the postal code before the city (continental Europe, Latin America…). */
const POSTAL_CODE_BEFORE_CITY = new Set([
  'AR',
  'AT',
  'BE',
  'CH',
  'CL',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GR',
  'IT',
  'LU',
  'MX',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'TR',
  'UY',
]);

const ARABIC = /[\u0600-\u06FF]/;

export type PostalAddressParts = Pick<Company, 'address' | 'city'> &
  // Older cached companies (stored before these fields existed) lack them.
  Partial<Pick<Company, 'region' | 'postal_code'>> & { country_code: string };

const clean = (value: string | null | undefined): string => value?.trim() ?? '';

const joined = (parts: readonly string[], separator: string): string =>
  parts.filter((part) => part !== '').join(separator);

/** The street line, city, region and postal code on one line; '' when there is no street line. */
export function postalAddressLine(parts: PostalAddressParts): string {
  const street = clean(parts.address);
  if (street === '') return '';
  const city = clean(parts.city);
  const postal = clean(parts.postal_code);
  const ownRegion = clean(parts.region);
  const region = ownRegion.toLocaleLowerCase() === city.toLocaleLowerCase() ? '' : ownRegion;
  const separator = ARABIC.test(street) ? '، ' : ', ';
  const place = POSTAL_CODE_BEFORE_CITY.has(parts.country_code.trim().toUpperCase())
    ? [joined([postal, city], ' '), region]
    : [city, joined([region, postal], ' ')];
  return joined([street, ...place], separator);
}

/** The company's own address on one line (see postalAddressLine). */
export const companyAddressLine = (company: Company): string =>
  postalAddressLine({ ...company, country_code: company.country.country_code });

// How an OpenStreetMap address (Photon's properties, Nominatim's address details) becomes one line
// of text: the house number where the country writes it, then the district and the city.
import { text } from './upstream';

export interface OsmParts {
  name: string | null;
  street: string | null;
  houseNumber: string | null;
  district: string | null;
  city: string | null;
}

/** Countries that write the number before the street ("200 Broadway", "12 rue des Martyrs"). */
const NUMBER_FIRST = new Set(['US', 'CA', 'GB', 'IE', 'AU', 'NZ', 'FR', 'LU', 'PH', 'SG', 'ZA']);

/** "200 Broadway", "Rua Augusta, 1500", or the place's name when it has no street. */
export function streetLine(parts: OsmParts, countryCode: string): string | null {
  const { street, houseNumber } = parts;
  if (!street) return parts.name;
  if (!houseNumber) return street;
  if (NUMBER_FIRST.has(countryCode.toUpperCase())) return `${houseNumber} ${street}`;
  return countryCode.toUpperCase() === 'BR'
    ? `${street}, ${houseNumber}`
    : `${street} ${houseNumber}`;
}

/** The suggestion's text: a named place first, then its street line, district and city. */
export function suggestionText(parts: OsmParts, countryCode: string): string | null {
  const line = streetLine(parts, countryCode);
  const named = parts.name && parts.street && parts.name !== parts.street ? parts.name : null;
  const pieces = [named, line, parts.district, parts.city].filter(
    (p, i, all): p is string => p !== null && all.indexOf(p) === i,
  );
  return pieces.length > 0 ? pieces.join(', ') : null;
}

export const firstText = (...values: unknown[]): string | null => {
  for (const v of values) {
    const t = text(v);
    if (t) return t;
  }
  return null;
};

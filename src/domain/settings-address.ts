// The company's address as the back office edits it (issue [13/13]): whether the storefront shows
// it, the street line, the city, and the optional region (state, province, emirate) and postal
// code that complete the PostalAddress of the structured data. Every text is one trimmed line;
// blank is stored as null. The browser checks with this schema before saving and the server
// refuses the same values with 422 invalid_body, each at its field's path ('value.postal_code':
// 'too_long'). Postal codes are not matched against a per-country pattern: their shapes vary too
// much (01310-200, SW1A 1AA, D02 X285) and a wrong refusal would block a real address.
// The store's pin on the map (latitude and longitude, both or neither) is edited here too: the
// storefront shows the address and its map only with it (§2.3 / §2.8), and delivery by distance
// is measured from it.
import { boolean, nullable, object } from 'superstruct';
import type { Infer } from 'superstruct';
import { Latitude, Longitude, checked, optionalLine } from './settings-core';
import type { SettingsProblem } from './settings-core';

export const ADDRESS_LIMITS = {
  address: 200,
  city: 100,
  region: 100,
  postal_code: 20,
} as const;

const AddressShape = object({
  /** §3 address_enabled: the storefront shows the address (with coordinates, §2.3 / §2.8). */
  address_enabled: boolean(),
  address: optionalLine(ADDRESS_LIMITS.address),
  city: optionalLine(ADDRESS_LIMITS.city),
  region: optionalLine(ADDRESS_LIMITS.region),
  postal_code: optionalLine(ADDRESS_LIMITS.postal_code),
  /** The pin: both null (no pin) or both set. */
  latitude: nullable(Latitude),
  longitude: nullable(Longitude),
});

/**
 * An address on show needs its street line: without one the storefront would show nothing. A pin
 * needs both coordinates: the missing one is required.
 */
export const AddressValue = checked(AddressShape, 'address', (value) => {
  const problems: SettingsProblem[] = [];
  if (value.address_enabled && value.address === null)
    problems.push({ path: ['address'], code: 'required' });
  if (value.latitude === null && value.longitude !== null)
    problems.push({ path: ['latitude'], code: 'required' });
  if (value.longitude === null && value.latitude !== null)
    problems.push({ path: ['longitude'], code: 'required' });
  return problems;
});
export type AddressValueInput = Infer<typeof AddressValue>;

/** What the back office reads of the address: exactly what it saves. */
export type AddressSettings = AddressValueInput;

/** The store has a pin; without one the storefront does not show the address. */
export const hasLocation = (value: Pick<AddressSettings, 'latitude' | 'longitude'>): boolean =>
  value.latitude !== null && value.longitude !== null;

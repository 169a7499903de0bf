// The company's address as the back office edits it (issue [13/13]): whether the storefront shows
// it, the street line, the city, and the optional region (state, province, emirate) and postal
// code that complete the PostalAddress of the structured data. Every text is one trimmed line;
// blank is stored as null. The browser checks with this schema before saving and the server
// refuses the same values with 422 invalid_body, each at its field's path ('value.postal_code':
// 'too_long'). Postal codes are not matched against a per-country pattern: their shapes vary too
// much (01310-200, SW1A 1AA, D02 X285) and a wrong refusal would block a real address.
import { boolean, object } from 'superstruct';
import type { Infer } from 'superstruct';
import { checked, optionalLine } from './settings-core';

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
});

/** An address on show needs its street line: without one the storefront would show nothing. */
export const AddressValue = checked(AddressShape, 'address', (value) =>
  value.address_enabled && value.address === null ? [{ path: ['address'], code: 'required' }] : [],
);
export type AddressValueInput = Infer<typeof AddressValue>;

/** What the back office reads of the address: the editable fields and whether a map pin exists. */
export interface AddressSettings extends AddressValueInput {
  /** The company has coordinates; without them the storefront does not show the address. */
  has_location: boolean;
}

// Saved addresses shown and kept once (issue [9/13]). The server answers an identical address
// already in the device's list instead of saving another (issue [8/13]); the device applies the
// same rule to what it shows and stores, including lists it stored before that rule existed.
import type { ClientAddress } from './types';

type Compared = Omit<ClientAddress, 'id'>;

/** The same place as the server compares it: text, complement, reference, area and point. */
export function isSameAddress(a: Compared, b: Compared): boolean {
  return (
    a.address === b.address &&
    a.complement === b.complement &&
    a.reference === b.reference &&
    a.area_id === b.area_id &&
    a.area_name === b.area_name &&
    a.latitude === b.latitude &&
    a.longitude === b.longitude
  );
}

/**
 * The list without repeats, in its order: an address with an id already listed, or identical to
 * one already listed, is left out (the first one stays, so a selected id keeps pointing at it).
 */
export function uniqueAddresses<T extends ClientAddress>(addresses: readonly T[]): T[] {
  const kept: T[] = [];
  for (const address of addresses) {
    if (kept.some((k) => k.id === address.id || isSameAddress(k, address))) continue;
    kept.push(address);
  }
  return kept;
}

// §3 Client address from the map flow (DELIVERY_MAP_ADDRESS_CREATE), and the one rule for adding
// a created address to a list: the server answers an identical address with the saved one
// (issue [8/13]), so an address is replaced by id, never appended twice.
import type { MapPlace } from './checkout-data';
import type { ClientAddress } from './types';

const blankAsNull = (v: string | null | undefined): string | null => {
  const text = (v ?? '').trim();
  return text === '' ? null : text;
};

/**
 * §3 complement (map flow): '{label} {exact} / {complement}', '{label} {exact}', or just the
 * complement. `label` is 'exact location:' in the diner's language.
 */
export function mapAddressComplement(
  exact: string | null | undefined,
  complement: string | null | undefined,
  label: string,
): string | null {
  const e = blankAsNull(exact);
  const c = blankAsNull(complement);
  if (e === null) return c;
  return c === null ? `${label} ${e}` : `${label} ${e} / ${c}`;
}

/** The delivery-area lookup's answer, or none when it failed (§8: created without an area). */
export interface AreaLookup {
  area_id: string | null;
  area_name: string | null;
}

export interface MapAddressPayload {
  client_id: string;
  address: string;
  area_id: string | null;
  area_name: string | null;
  complement: string | null;
  reference: string | null;
  latitude: number;
  longitude: number;
}

/** §3 create payload for a map place: the place's address and coordinates, the looked-up area. */
export function mapAddressPayload(input: {
  clientId: string;
  place: MapPlace;
  complement: string | null | undefined;
  reference: string | null | undefined;
  area: AreaLookup | null;
  exactLabel: string;
}): MapAddressPayload {
  const { place } = input;
  return {
    client_id: input.clientId,
    address: place.address.trim(),
    area_id: input.area?.area_id ?? null,
    area_name: input.area?.area_name ?? null,
    complement: mapAddressComplement(place.exactAddress, input.complement, input.exactLabel),
    reference: blankAsNull(input.reference),
    latitude: place.lat,
    longitude: place.lng,
  };
}

/** Adds or replaces (same id) an address, keeping the list's order. */
export function upsertAddress(
  list: readonly ClientAddress[],
  address: ClientAddress,
): ClientAddress[] {
  const at = list.findIndex((a) => a.id === address.id);
  if (at === -1) return [...list, address];
  return list.map((a, i) => (i === at ? address : a));
}

/** The map confirm screen's coordinates line, 'lat,lng' (§2.10), at about 1 m precision. */
export function coordinatesLine(place: Pick<MapPlace, 'lat' | 'lng'>): string {
  return `${place.lat.toFixed(6)},${place.lng.toFixed(6)}`;
}

/**
 * The read-only address of the map pin: what reverse geocoding found; without it (no answer, the
 * provider down) the locality with the coordinates, or the coordinates alone, so the diner can
 * still place an order by pin and number (docs/decisions.md).
 */
export function pinAddress(
  answer: { address: string | null; locality: string | null } | null,
  point: Pick<MapPlace, 'lat' | 'lng'>,
): string {
  const address = answer?.address?.trim();
  if (address) return address;
  const locality = answer?.locality?.trim();
  const coordinates = coordinatesLine(point);
  return locality ? `${locality} (${coordinates})` : coordinates;
}

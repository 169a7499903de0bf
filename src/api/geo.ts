// The geocoding endpoints of our server (docs/api.md "Geocoding"): address search, place details
// and reverse geocoding, each scoped by company. Provider keys stay on the server; the browser
// only ever talks to /ms-geo. Errors: 503 geocoding_unavailable, 429 rate_limited.
import type { AddressSuggestion, PlaceDetails, ReverseAnswer } from '../domain/address-search';
import { request } from './client';
import { segment } from './url';

export type { AddressSuggestion, PlaceDetails, ReverseAnswer } from '../domain/address-search';

export interface AddressSearchAnswer {
  provider: { id: string; name: string };
  suggestions: AddressSuggestion[];
}

const companyPath = (companyId: string) => `/ms-geo/public/companies/${segment(companyId)}`;

/** Autocomplete (≤ 8 suggestions). `expanded` is the 'expand search' place search (§2.10). */
export function searchAddress(
  companyId: string,
  query: { q: string; expanded: boolean; session: string | null },
  signal?: AbortSignal,
): Promise<AddressSearchAnswer> {
  return request('GET', `${companyPath(companyId)}/address-search`, {
    query: { q: query.q, expanded: query.expanded ? 1 : 0, session: query.session },
    ...(signal ? { signal } : {}),
  });
}

/** The details of a place_id-only suggestion; 404 place_not_found. */
export function placeDetails(
  companyId: string,
  placeId: string,
  session: string | null,
): Promise<PlaceDetails> {
  return request('GET', `${companyPath(companyId)}/places/${segment(placeId)}`, {
    query: { session },
  });
}

export function reverseGeocode(
  companyId: string,
  point: { latitude: number; longitude: number },
  signal?: AbortSignal,
): Promise<ReverseAnswer> {
  return request('GET', `${companyPath(companyId)}/reverse`, {
    query: { latitude: point.latitude, longitude: point.longitude },
    ...(signal ? { signal } : {}),
  });
}

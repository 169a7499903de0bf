// §2.10 DELIVERY_AUTOCOMPLETE and §4.4 'Address search': what the search screen decides beyond the
// §5.3 thresholds (those live in validation-submit.ts): the house-number note, the session token
// of the expanded search, and which suggestions can be chosen without a details call.
import type { MapPlace } from './checkout-data';

/** A suggestion as the server's address search answers it (docs/api.md). */
/** One suggestion of the address search, as the server answers it (docs/api.md "Geocoding"). */
export interface AddressSuggestion {
  text: string;
  /** Present when the provider gives coordinates directly. */
  latitude: number | null;
  longitude: number | null;
  /** Present when coordinates need the place details: 'expand search' predictions. */
  place_id: string | null;
}

/** The place details answer. */
export interface PlaceDetails {
  address: string;
  latitude: number;
  longitude: number;
}

/** The reverse geocoding answer. */
export interface ReverseAnswer {
  address: string | null;
  locality: string | null;
}

/**
 * The note 'include your house or building number to find your address' (its condition is not
 * shown, §2.10): shown while the typed text holds no digit, since a street without a number
 * places the pin mid-street and §5.3 (Brazil) does not search without one.
 */
export function showsHouseNumberNote(text: string): boolean {
  return !/\d/.test(text);
}

const isCoordinate = (n: number | null): n is number => typeof n === 'number' && Number.isFinite(n);

/** A suggestion with coordinates is a place at once; one with only a place_id needs details. */
export function suggestionPlace(s: AddressSuggestion): MapPlace | null {
  if (!isCoordinate(s.latitude) || !isCoordinate(s.longitude) || s.text.trim() === '') return null;
  return { address: s.text.trim(), lat: s.latitude, lng: s.longitude, exactAddress: null };
}

/**
 * §7.6 session token: a random base-36 string, reused until a place is chosen. `random` is a
 * parameter so the domain stays deterministic under test.
 */
export function newSessionToken(random: () => number = Math.random): string {
  let token = '';
  while (token.length < 16) token += Math.floor(random() * 36).toString(36);
  return token;
}

/** Keyboard movement in the suggestion list: wraps at both ends; -1 is "none active". */
export function moveActive(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

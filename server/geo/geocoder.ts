// The one interface every geocoding provider sits behind (DESIGN.md rule 4): address search
// (§2.10 DELIVERY_AUTOCOMPLETE, with 'expand search'), place details for a prediction, and reverse
// geocoding for the map pin (DELIVERY_MAP). Adapters: photon.ts, nominatim.ts, google.ts and the
// demo gazetteer (demo/). The routes (server/routes/geo) only ever see this interface.
import type { LatLng } from '../../src/domain/types';

/** §9 "geocoding autocomplete at most 8 results". */
export const MAX_SUGGESTIONS = 8;

/** Where a company searches: its country, its own point (bias) and its language. */
export interface GeoScope {
  /** ISO 3166-1 alpha-2, upper case ("US"). */
  countryCode: string;
  /** The company's coordinates; null when it has none (then no bias). */
  near: LatLng | null;
  /** The company's language ("pt", "es-MX"). */
  language: string;
}

// The answers' shapes are the storefront's own (src/domain/address-search.ts): one definition
// for both ends of the wire.
import type {
  AddressSuggestion as Suggestion,
  PlaceDetails,
  ReverseAnswer,
} from '../../src/domain/address-search';

export type { Suggestion, PlaceDetails, ReverseAnswer };

export interface SearchOptions {
  /** §2.10 'expand search': the provider's wider search (predictions that may need place()). */
  expanded: boolean;
  /** A session token the diner's device keeps until a place is chosen (billing sessions). */
  sessionToken: string | null;
}

export interface Geocoder {
  /** Stable id shown to the storefront ("photon", "nominatim", "google", "demo"). */
  readonly id: string;
  /** The 'powered by' text on the last suggestion. */
  readonly poweredBy: string;
  search(query: string, scope: GeoScope, options: SearchOptions): Promise<Suggestion[]>;
  /** Null when the provider knows no such place. */
  place(
    placeId: string,
    scope: GeoScope,
    sessionToken: string | null,
  ): Promise<PlaceDetails | null>;
  reverse(point: LatLng, scope: GeoScope): Promise<ReverseAnswer>;
}

/**
 * The provider could not answer (network, timeout, non-2xx, unreadable body, quota). The message
 * is ours and never holds the provider's URL (Google's carries the key) or its error body.
 */
export class GeocoderUnavailable extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} geocoding unavailable: ${reason}`);
    this.name = 'GeocoderUnavailable';
  }
}

/** A finite coordinate inside the globe, or null. */
export function coordinate(value: unknown, limit: number): number | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

// Google, as §7.6 describes it. Standard search: the Geocoding API forward
// (GET {geocoding}/maps/api/geocode/json?address=&components=country:XX&bounds=&language=&key=),
// which answers coordinates at once. 'Expand search': Places API (New) autocomplete
// (POST {places}/v1/places:autocomplete with input, sessionToken, includedRegionCodes, locationBias,
// key in X-Goog-Api-Key) answering predictions, then place details (GET {places}/v1/places/{id}
// with X-Goog-FieldMask: location,shortFormattedAddress). Reverse: the Geocoding API with
// latlng= and result_type=route. The key travels only to Google: never into an answer or a log
// (upstream.ts never reports URLs or error bodies).
import { coordinate, GeocoderUnavailable, MAX_SUGGESTIONS } from './geocoder';
import type { GeoScope, Geocoder, PlaceDetails, ReverseAnswer, Suggestion } from './geocoder';
import { arrayOf, field, requestJson, text } from './upstream';

export interface GoogleOptions {
  apiKey: string;
  placesUrl: string;
  geocodingUrl: string;
  timeoutMs: number;
}

/** Bias radius for autocomplete (Places API's maximum is 50 km). */
const BIAS_METRES = 50_000;
/** Half the side of the forward-geocoding bounds, in degrees (about 30 km). */
const BOUNDS_DEGREES = 0.27;

/** Geocoding API statuses that mean "no match", not an outage. */
const EMPTY_STATUSES = new Set(['ZERO_RESULTS']);

function geocodingResults(json: unknown): unknown[] {
  const status = text(field(json, 'status'));
  if (status === 'OK') return arrayOf(field(json, 'results'));
  if (status !== null && EMPTY_STATUSES.has(status)) return [];
  // OVER_QUERY_LIMIT, REQUEST_DENIED (a bad key), INVALID_REQUEST, UNKNOWN_ERROR: its
  // error_message may quote the request, so only the status is kept.
  throw new GeocoderUnavailable('google', `geocoding status ${status ?? 'missing'}`);
}

export function googleForwardSuggestions(json: unknown): Suggestion[] {
  return geocodingResults(json)
    .flatMap((result): Suggestion[] => {
      const location = field(field(result, 'geometry'), 'location');
      const latitude = coordinate(field(location, 'lat'), 90);
      const longitude = coordinate(field(location, 'lng'), 180);
      const address = text(field(result, 'formatted_address'));
      if (!address || latitude === null || longitude === null) return [];
      return [{ text: address, latitude, longitude, place_id: null }];
    })
    .slice(0, MAX_SUGGESTIONS);
}

export function googleAutocompleteSuggestions(json: unknown): Suggestion[] {
  return arrayOf(field(json, 'suggestions'))
    .flatMap((s): Suggestion[] => {
      const prediction = field(s, 'placePrediction');
      const placeId = text(field(prediction, 'placeId'));
      const label = text(field(field(prediction, 'text'), 'text'));
      if (!placeId || !label) return [];
      return [{ text: label, latitude: null, longitude: null, place_id: placeId }];
    })
    .slice(0, MAX_SUGGESTIONS);
}

export function googlePlaceDetails(json: unknown): PlaceDetails | null {
  const location = field(json, 'location');
  const latitude = coordinate(field(location, 'latitude'), 90);
  const longitude = coordinate(field(location, 'longitude'), 180);
  const address =
    text(field(json, 'shortFormattedAddress')) ?? text(field(json, 'formattedAddress'));
  if (!address || latitude === null || longitude === null) return null;
  return { address, latitude, longitude };
}

/** §7.6 reads the third address component as the locality; its type names it more reliably. */
export function googleReverse(json: unknown): ReverseAnswer {
  const first = geocodingResults(json)[0];
  if (first === undefined) return { address: null, locality: null };
  const components = arrayOf(field(first, 'address_components'));
  const typed = (type: string) => components.find((c) => arrayOf(field(c, 'types')).includes(type));
  const locality =
    text(field(typed('locality'), 'long_name')) ??
    text(field(typed('administrative_area_level_2'), 'long_name')) ??
    text(field(components[2], 'long_name'));
  return { address: text(field(first, 'formatted_address')), locality };
}

const slash = (base: string) => (base.endsWith('/') ? base : `${base}/`);

export function createGoogleGeocoder(options: GoogleOptions): Geocoder {
  const keyHeader = { 'X-Goog-Api-Key': options.apiKey };
  const geocode = async (params: Record<string, string>) => {
    const url = new URL('maps/api/geocode/json', slash(options.geocodingUrl));
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('key', options.apiKey);
    return (await requestJson({ provider: 'google', url, timeoutMs: options.timeoutMs })).json;
  };

  return {
    id: 'google',
    poweredBy: 'Google',

    async search(query, scope, { expanded, sessionToken }) {
      if (!expanded) {
        const bounds = scope.near
          ? `${scope.near.latitude - BOUNDS_DEGREES},${scope.near.longitude - BOUNDS_DEGREES}|` +
            `${scope.near.latitude + BOUNDS_DEGREES},${scope.near.longitude + BOUNDS_DEGREES}`
          : null;
        const json = await geocode({
          address: query,
          components: `country:${scope.countryCode.toUpperCase()}`,
          region: scope.countryCode.toLowerCase(),
          language: scope.language,
          ...(bounds ? { bounds } : {}),
        });
        return googleForwardSuggestions(json);
      }
      const { json } = await requestJson({
        provider: 'google',
        url: new URL('v1/places:autocomplete', slash(options.placesUrl)),
        method: 'POST',
        headers: keyHeader,
        timeoutMs: options.timeoutMs,
        body: autocompleteBody(query, scope, sessionToken),
      });
      return googleAutocompleteSuggestions(json);
    },

    async place(placeId, scope, sessionToken) {
      const url = new URL(`v1/places/${encodeURIComponent(placeId)}`, slash(options.placesUrl));
      url.searchParams.set('languageCode', scope.language);
      if (sessionToken) url.searchParams.set('sessionToken', sessionToken);
      // 404 (no such place) and 400 (a malformed id) are answers about the id, not outages.
      const { status, json } = await requestJson(
        {
          provider: 'google',
          url,
          headers: { ...keyHeader, 'X-Goog-FieldMask': 'location,shortFormattedAddress' },
          timeoutMs: options.timeoutMs,
        },
        [400, 404],
      );
      return status === 200 ? googlePlaceDetails(json) : null;
    },

    async reverse(point, scope) {
      const json = await geocode({
        latlng: `${point.latitude},${point.longitude}`,
        result_type: 'route',
        language: scope.language,
      });
      return googleReverse(json);
    },
  };
}

function autocompleteBody(query: string, scope: GeoScope, sessionToken: string | null) {
  return {
    input: query,
    includedRegionCodes: [scope.countryCode.toLowerCase()],
    languageCode: scope.language,
    ...(sessionToken ? { sessionToken } : {}),
    ...(scope.near
      ? {
          locationBias: {
            circle: {
              center: { latitude: scope.near.latitude, longitude: scope.near.longitude },
              radius: BIAS_METRES,
            },
          },
        }
      : {}),
  };
}

// Nominatim (OpenStreetMap's geocoder, self-hostable): GET {base}/search?format=jsonv2&q=
// &countrycodes=&limit=&viewbox=&bounded=&addressdetails=1&accept-language= answers an array of
// places with lat/lon as strings and an address object; GET {base}/reverse?format=jsonv2&lat=&lon=
// answers one place, or { error } where nothing is near. Its usage policy asks for an identifying
// User-Agent and at most one request a second on the public server; our cache and rate limits keep
// us well below, and a busy deployment should run its own instance (GEOCODER_URL).
// Standard search is bounded to a box about 30 km around the company; 'expand search' searches
// the whole country, the box only biasing the order.
import { coordinate, MAX_SUGGESTIONS } from './geocoder';
import type { GeoScope, Geocoder, ReverseAnswer, Suggestion } from './geocoder';
import { firstText, streetLine, suggestionText } from './osm-address';
import type { OsmParts } from './osm-address';
import { field, isRecord, requestJson } from './upstream';

export const NOMINATIM_USER_AGENT = 'Comanda-storefront/1.0';
/** Half the side of the search box, in degrees of latitude (about 30 km). */
const BOX_DEGREES = 0.27;

export interface NominatimOptions {
  baseUrl: string;
  timeoutMs: number;
  userAgent?: string;
}

function partsOf(place: unknown): OsmParts {
  const a = field(place, 'address');
  return {
    name: firstText(field(place, 'name')),
    street: firstText(field(a, 'road'), field(a, 'pedestrian'), field(a, 'footway')),
    houseNumber: firstText(field(a, 'house_number')),
    district: firstText(field(a, 'suburb'), field(a, 'neighbourhood'), field(a, 'quarter')),
    city: firstText(
      field(a, 'city'),
      field(a, 'town'),
      field(a, 'village'),
      field(a, 'municipality'),
    ),
  };
}

export function nominatimSuggestions(json: unknown, scope: GeoScope): Suggestion[] {
  if (!Array.isArray(json)) return [];
  const seen = new Set<string>();
  return json
    .flatMap((place): Suggestion[] => {
      const latitude = coordinate(field(place, 'lat'), 90);
      const longitude = coordinate(field(place, 'lon'), 180);
      const text =
        suggestionText(partsOf(place), scope.countryCode) ??
        firstText(field(place, 'display_name'));
      if (!text || latitude === null || longitude === null || seen.has(text)) return [];
      seen.add(text);
      return [{ text, latitude, longitude, place_id: null }];
    })
    .slice(0, MAX_SUGGESTIONS);
}

export function nominatimReverse(json: unknown, scope: GeoScope): ReverseAnswer {
  if (!isRecord(json) || 'error' in json) return { address: null, locality: null };
  const parts = partsOf(json);
  return {
    address: streetLine(parts, scope.countryCode) ?? firstText(json.display_name),
    locality: parts.city ?? parts.district,
  };
}

function viewbox(scope: GeoScope): string | null {
  if (!scope.near) return null;
  const { latitude: lat, longitude: lng } = scope.near;
  const dLng = BOX_DEGREES / Math.max(0.1, Math.cos((lat * Math.PI) / 180));
  const clamp = (v: number, limit: number) => Math.max(-limit, Math.min(limit, v));
  // x1,y1,x2,y2 = left,top,right,bottom (lon/lat), as Nominatim documents it.
  return [lng - dLng, lat + BOX_DEGREES, lng + dLng, lat - BOX_DEGREES]
    .map((v, i) => clamp(v, i % 2 === 0 ? 180 : 90).toFixed(5))
    .join(',');
}

export function createNominatimGeocoder(options: NominatimOptions): Geocoder {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const get = (path: string, params: Record<string, string>) => {
    const url = new URL(path, base);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    return requestJson({
      provider: 'nominatim',
      url,
      timeoutMs: options.timeoutMs,
      headers: { 'User-Agent': options.userAgent ?? NOMINATIM_USER_AGENT },
    });
  };
  const language = (scope: GeoScope) => scope.language || 'en';

  return {
    id: 'nominatim',
    poweredBy: 'Nominatim',

    async search(query, scope, { expanded }) {
      const box = viewbox(scope);
      const { json } = await get('search', {
        format: 'jsonv2',
        q: query,
        countrycodes: scope.countryCode.toLowerCase(),
        limit: String(MAX_SUGGESTIONS),
        addressdetails: '1',
        'accept-language': language(scope),
        ...(box ? { viewbox: box, bounded: expanded ? '0' : '1' } : {}),
      });
      return nominatimSuggestions(json, scope);
    },

    place() {
      // Nominatim's suggestions carry coordinates; nothing needs a details call.
      return Promise.resolve(null);
    },

    async reverse(point, scope) {
      const { json } = await get('reverse', {
        format: 'jsonv2',
        lat: String(point.latitude),
        lon: String(point.longitude),
        zoom: '18',
        addressdetails: '1',
        'accept-language': language(scope),
      });
      return nominatimReverse(json, scope);
    },
  };
}

// Photon (komoot's OpenStreetMap geocoder, self-hostable): GET {base}/api?q=&lat=&lon=&limit=&lang=
// and GET {base}/reverse?lat=&lon=, both answering a GeoJSON FeatureCollection whose features
// carry [lon, lat] and address properties (name, street, housenumber, district, city,
// countrycode). Photon has no country filter, so features of other countries are dropped here.
// Standard search asks for houses and streets near the company; 'expand search' drops the layer
// filter, so shops, buildings and landmarks are found too.
import { coordinate, MAX_SUGGESTIONS } from './geocoder';
import type { GeoScope, Geocoder, ReverseAnswer, Suggestion } from './geocoder';
import { firstText, streetLine, suggestionText } from './osm-address';
import type { OsmParts } from './osm-address';
import { arrayOf, field, requestJson } from './upstream';

/** Languages the public Photon instance knows; others get its default (local names). */
const LANGUAGES = new Set(['en', 'de', 'fr']);
/** Asked for more than 8, since features of other countries are dropped afterwards. */
const FETCH_LIMIT = 20;

export interface PhotonOptions {
  baseUrl: string;
  timeoutMs: number;
}

interface PhotonFeature {
  parts: OsmParts;
  countryCode: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function readPhotonFeatures(json: unknown): PhotonFeature[] {
  return arrayOf(field(json, 'features')).map((feature) => {
    const p = field(feature, 'properties');
    const coordinates = arrayOf(field(field(feature, 'geometry'), 'coordinates'));
    return {
      parts: {
        name: firstText(field(p, 'name')),
        street: firstText(field(p, 'street')),
        houseNumber: firstText(field(p, 'housenumber')),
        district: firstText(field(p, 'district'), field(p, 'locality')),
        city: firstText(field(p, 'city'), field(p, 'county')),
      },
      countryCode: firstText(field(p, 'countrycode'))?.toUpperCase() ?? null,
      latitude: coordinate(coordinates[1], 90),
      longitude: coordinate(coordinates[0], 180),
    };
  });
}

export function photonSuggestions(json: unknown, scope: GeoScope): Suggestion[] {
  const seen = new Set<string>();
  return readPhotonFeatures(json)
    .flatMap((f): Suggestion[] => {
      if (f.countryCode !== scope.countryCode.toUpperCase()) return [];
      const text = suggestionText(f.parts, scope.countryCode);
      if (!text || f.latitude === null || f.longitude === null || seen.has(text)) return [];
      seen.add(text);
      return [{ text, latitude: f.latitude, longitude: f.longitude, place_id: null }];
    })
    .slice(0, MAX_SUGGESTIONS);
}

export function photonReverse(json: unknown, scope: GeoScope): ReverseAnswer {
  const first = readPhotonFeatures(json)[0];
  if (!first) return { address: null, locality: null };
  return {
    address: streetLine(first.parts, first.countryCode ?? scope.countryCode),
    locality: first.parts.city ?? first.parts.district,
  };
}

const language = (scope: GeoScope): string | null => {
  const base = scope.language.slice(0, 2).toLowerCase();
  return LANGUAGES.has(base) ? base : null;
};

export function createPhotonGeocoder(options: PhotonOptions): Geocoder {
  const url = (path: string, params: [string, string][]): URL => {
    const u = new URL(
      path,
      options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`,
    );
    for (const [k, v] of params) u.searchParams.append(k, v);
    return u;
  };
  const get = (u: URL) => requestJson({ provider: 'photon', url: u, timeoutMs: options.timeoutMs });

  return {
    id: 'photon',
    poweredBy: 'Photon',

    async search(query, scope, { expanded }) {
      const lang = language(scope);
      const params: [string, string][] = [
        ['q', query],
        ['limit', String(FETCH_LIMIT)],
        ...(scope.near
          ? ([
              ['lat', String(scope.near.latitude)],
              ['lon', String(scope.near.longitude)],
            ] as [string, string][])
          : []),
        ...(lang ? ([['lang', lang]] as [string, string][]) : []),
        ...(expanded
          ? []
          : ([
              ['layer', 'house'],
              ['layer', 'street'],
            ] as [string, string][])),
      ];
      const { json } = await get(url('api', params));
      return photonSuggestions(json, scope);
    },

    place() {
      // Photon's suggestions carry coordinates; it has no place ids to look up.
      return Promise.resolve(null);
    },

    async reverse(point, scope) {
      const lang = language(scope);
      const { json } = await get(
        url('reverse', [
          ['lat', String(point.latitude)],
          ['lon', String(point.longitude)],
          ['limit', '1'],
          ...(lang ? ([['lang', lang]] as [string, string][]) : []),
        ]),
      );
      return photonReverse(json, scope);
    },
  };
}

// The demo gazetteer as a Geocoder: the default when no provider is configured (GEOCODER=demo), so
// the whole delivery flow works offline and without keys. Standard search answers coordinates at
// once; 'expand search' answers predictions (demo:{city}:{street}:{number}) that need place(), so
// the details path is exercised end to end as with Google. Named as the demo provider in
// 'powered by' so nobody mistakes it for real addresses.
import type { LatLng } from '../../../src/domain/types';
import { haversineKm } from '../../../src/domain/geo';
import { MAX_SUGGESTIONS } from '../geocoder';
import type { GeoScope, Geocoder, PlaceDetails, ReverseAnswer, Suggestion } from '../geocoder';
import { DEMO_CITIES } from './cities';
import type { DemoCity, DemoStreet } from './cities';
import {
  addressLine,
  matches,
  middleNumber,
  nearestStreet,
  normalize,
  parseQuery,
  pointOf,
} from './streets';

/** A city serves a company within this distance of its centre. */
const CITY_REACH_KM = 60;
/** Reverse geocoding names a street only this close to the point. */
const STREET_REACH_M = 400;

function citiesFor(scope: GeoScope): DemoCity[] {
  const inCountry = DEMO_CITIES.filter((c) => c.countryCode === scope.countryCode.toUpperCase());
  const near = scope.near;
  if (!near) return inCountry;
  return inCountry.filter((c) => haversineKm(c.centre, near) <= CITY_REACH_KM);
}

const slug = (text: string): string => normalize(text).replace(/ /g, '-') || 'x';

interface Hit {
  city: DemoCity;
  street: DemoStreet;
  houseNumber: number | null;
}

function findHits(query: string, scope: GeoScope): Hit[] {
  const { words, number } = parseQuery(query);
  const hits: Hit[] = [];
  for (const city of citiesFor(scope)) {
    for (const street of city.streets) {
      // "Calle 85": the number may be part of the street's name rather than a house number.
      if (number !== null && matches(city, street, [...words, String(number)]))
        hits.push({ city, street, houseNumber: null });
      else if (matches(city, street, words)) {
        const inRange = number !== null && pointOf(street, number) !== null;
        hits.push({ city, street, houseNumber: inRange ? number : null });
      }
    }
  }
  return hits.slice(0, MAX_SUGGESTIONS);
}

function locate(hit: Hit): { text: string; point: LatLng } | null {
  const houseNumber = hit.houseNumber ?? middleNumber(hit.street);
  const point = pointOf(hit.street, houseNumber);
  if (!point) return null;
  const line = addressLine(hit.city.style, hit.street.name, hit.houseNumber);
  return { text: `${line}, ${hit.street.locality ?? hit.city.name}`, point };
}

/** demo:{city}:{street slug}:{number, 0 for none}. */
function placeIdOf(hit: Hit): string {
  return `demo:${hit.city.key}:${slug(hit.street.name)}:${hit.houseNumber ?? 0}`;
}

function hitOfPlaceId(placeId: string, scope: GeoScope): Hit | null {
  const match = /^demo:([a-z0-9-]+):([\p{L}\p{N}-]+):(\d{1,5})$/u.exec(placeId);
  if (!match) return null;
  const [, cityKey, streetSlug, numberText] = match;
  const city = citiesFor(scope).find((c) => c.key === cityKey);
  const street = city?.streets.find((s) => slug(s.name) === streetSlug);
  if (!city || !street) return null;
  const n = Number(numberText);
  return { city, street, houseNumber: n > 0 && pointOf(street, n) ? n : null };
}

export function createDemoGeocoder(): Geocoder {
  return {
    id: 'demo',
    poweredBy: 'Demo gazetteer (not a real geocoder)',

    search(query, scope, { expanded }): Promise<Suggestion[]> {
      const suggestions = findHits(query, scope).flatMap((hit): Suggestion[] => {
        const found = locate(hit);
        if (!found) return [];
        return expanded
          ? [{ text: found.text, latitude: null, longitude: null, place_id: placeIdOf(hit) }]
          : [{ text: found.text, ...found.point, place_id: null }];
      });
      return Promise.resolve(suggestions);
    },

    place(placeId, scope): Promise<PlaceDetails | null> {
      const hit = hitOfPlaceId(placeId, scope);
      const found = hit ? locate(hit) : null;
      return Promise.resolve(found ? { address: found.text, ...found.point } : null);
    },

    reverse(point, scope): Promise<ReverseAnswer> {
      const city = citiesFor({ ...scope, near: point })[0] ?? null;
      const nearest = city ? nearestStreet(city, point) : null;
      if (!city || !nearest || nearest.metres > STREET_REACH_M)
        return Promise.resolve({ address: null, locality: city?.name ?? null });
      return Promise.resolve({
        address: addressLine(city.style, nearest.street.name, nearest.houseNumber),
        locality: nearest.street.locality ?? city.name,
      });
    },
  };
}

// Each adapter's parsing, fed responses recorded in the providers' documented shapes
// (tests/fixtures/geo). The wire side (requests, timeouts) is tests/integration/geo.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeoScope } from './geocoder';
import { GeocoderUnavailable } from './geocoder';
import {
  googleAutocompleteSuggestions,
  googleForwardSuggestions,
  googlePlaceDetails,
  googleReverse,
} from './google';
import { nominatimReverse, nominatimSuggestions } from './nominatim';
import { photonReverse, photonSuggestions } from './photon';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../tests/fixtures/geo/${name}`, import.meta.url), 'utf8'));

const scope = (countryCode: string, language = 'en'): GeoScope => ({
  countryCode,
  near: null,
  language,
});

describe('Photon', () => {
  it('keeps the company country, numbers first in the US, names a shop before its street', () => {
    expect(photonSuggestions(fixture('photon-search.json'), scope('US'))).toEqual([
      {
        text: '200 Broadway, Manhattan, New York',
        latitude: 40.7106,
        longitude: -74.0092,
        place_id: null,
      },
      {
        text: 'Broadway, Manhattan, New York',
        latitude: 40.7424,
        longitude: -73.9896,
        place_id: null,
      },
      {
        text: 'Broadway Café, 195 Broadway, New York',
        latitude: 40.7115,
        longitude: -74.0107,
        place_id: null,
      },
    ]);
  });

  it('finds nothing of another country', () => {
    expect(photonSuggestions(fixture('photon-search.json'), scope('BR'))).toEqual([]);
  });

  it('reverse: the street line as Brazil writes it, and the city', () => {
    expect(photonReverse(fixture('photon-reverse.json'), scope('BR', 'pt'))).toEqual({
      address: 'Rua Augusta, 1500',
      locality: 'São Paulo',
    });
    expect(photonReverse({ type: 'FeatureCollection', features: [] }, scope('BR'))).toEqual({
      address: null,
      locality: null,
    });
  });

  it('drops features without usable coordinates', () => {
    const broken = {
      features: [
        { geometry: { coordinates: ['x', 95] }, properties: { name: 'A', countrycode: 'US' } },
        { properties: { name: 'B', countrycode: 'US' } },
      ],
    };
    expect(photonSuggestions(broken, scope('US'))).toEqual([]);
    expect(photonSuggestions('not json', scope('US'))).toEqual([]);
  });
});

describe('Nominatim', () => {
  it('reads string coordinates and the address details', () => {
    expect(nominatimSuggestions(fixture('nominatim-search.json'), scope('BR', 'pt'))).toEqual([
      {
        text: 'Rua Augusta, 1500, Consolação, São Paulo',
        latitude: -23.5559121,
        longitude: -46.6572544,
        place_id: null,
      },
      {
        text: 'Rua Augusta, Consolação, São Paulo',
        latitude: -23.5521,
        longitude: -46.6519,
        place_id: null,
      },
    ]);
  });

  it('reverse: road and city; { error } is no address', () => {
    expect(nominatimReverse(fixture('nominatim-reverse.json'), scope('FR', 'fr'))).toEqual({
      address: 'Rue des Martyrs',
      locality: 'Paris',
    });
    expect(nominatimReverse({ error: 'Unable to geocode' }, scope('FR'))).toEqual({
      address: null,
      locality: null,
    });
  });

  it('caps the answer at 8', () => {
    const many = Array.from({ length: 12 }, (_, i) => ({
      lat: '1',
      lon: '2',
      display_name: `Place ${i}`,
      address: { road: `Road ${i}` },
    }));
    expect(nominatimSuggestions(many, scope('US'))).toHaveLength(8);
  });
});

describe('Google', () => {
  it('forward geocoding gives coordinates at once', () => {
    expect(googleForwardSuggestions(fixture('google-geocode.json'))).toEqual([
      {
        text: '200 Broadway, New York, NY 10038, USA',
        latitude: 40.7106,
        longitude: -74.0092,
        place_id: null,
      },
    ]);
    expect(googleForwardSuggestions({ status: 'ZERO_RESULTS', results: [] })).toEqual([]);
  });

  it('a refused request is an outage, and its message (which may quote the key) is dropped', () => {
    let caught: unknown;
    try {
      googleForwardSuggestions(fixture('google-denied.json'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(GeocoderUnavailable);
    expect((caught as Error).message).toContain('REQUEST_DENIED');
    expect((caught as Error).message).not.toContain('SECRET-KEY');
  });

  it('autocomplete keeps place predictions (text and id), not query predictions', () => {
    expect(googleAutocompleteSuggestions(fixture('google-autocomplete.json'))).toEqual([
      {
        text: '200 Broadway, New York, NY, USA',
        latitude: null,
        longitude: null,
        place_id: 'ChIJqaUj8fBZwokR-6t9wbyVwFk',
      },
      {
        text: '200 Broadway, Brooklyn, NY, USA',
        latitude: null,
        longitude: null,
        place_id: 'ChIJ7zb4oBpawokRrT7KJXm3Z9Q',
      },
    ]);
  });

  it('place details read shortFormattedAddress and location', () => {
    expect(googlePlaceDetails(fixture('google-place.json'))).toEqual({
      address: '200 Broadway, New York',
      latitude: 40.7106347,
      longitude: -74.0091735,
    });
    expect(googlePlaceDetails({ location: {} })).toBeNull();
  });

  it('reverse reads formatted_address and the locality component', () => {
    expect(googleReverse(fixture('google-reverse.json'))).toEqual({
      address: 'Broadway, New York, NY, USA',
      locality: 'New York',
    });
  });
});

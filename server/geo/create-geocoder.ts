// Picks the geocoder from the environment (GEOCODER, GEOCODER_URL, GOOGLE_*) and puts it behind
// the cache. server/env.ts has already refused a Google geocoder without a key.
import type { Env } from '../env';
import { cachedGeocoder } from './cached-geocoder';
import { createDemoGeocoder } from './demo/demo-geocoder';
import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google';
import { createNominatimGeocoder, NOMINATIM_USER_AGENT } from './nominatim';
import { createPhotonGeocoder } from './photon';

export const DEFAULT_PHOTON_URL = 'https://photon.komoot.io';
export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';

export type GeocoderEnv = Pick<
  Env,
  | 'GEOCODER'
  | 'GEOCODER_URL'
  | 'GOOGLE_MAPS_API_KEY'
  | 'GOOGLE_PLACES_URL'
  | 'GOOGLE_GEOCODING_URL'
  | 'GEOCODER_TIMEOUT_MS'
  | 'GEOCODER_CACHE_TTL_SECONDS'
  | 'BASE_HOST'
>;

function providerOf(env: GeocoderEnv): Geocoder {
  const timeoutMs = env.GEOCODER_TIMEOUT_MS;
  switch (env.GEOCODER) {
    case 'photon':
      return createPhotonGeocoder({ baseUrl: env.GEOCODER_URL ?? DEFAULT_PHOTON_URL, timeoutMs });
    case 'nominatim':
      return createNominatimGeocoder({
        baseUrl: env.GEOCODER_URL ?? DEFAULT_NOMINATIM_URL,
        timeoutMs,
        // The usage policy asks to identify the application; the deployment's host names it.
        userAgent: `${NOMINATIM_USER_AGENT} (+https://${env.BASE_HOST})`,
      });
    case 'google':
      if (!env.GOOGLE_MAPS_API_KEY) throw new Error('GOOGLE_MAPS_API_KEY is required for Google');
      return createGoogleGeocoder({
        apiKey: env.GOOGLE_MAPS_API_KEY,
        placesUrl: env.GOOGLE_PLACES_URL,
        geocodingUrl: env.GOOGLE_GEOCODING_URL,
        timeoutMs,
      });
    default:
      return createDemoGeocoder();
  }
}

export function createGeocoder(env: GeocoderEnv): Geocoder {
  return cachedGeocoder(providerOf(env), { ttlSeconds: env.GEOCODER_CACHE_TTL_SECONDS });
}

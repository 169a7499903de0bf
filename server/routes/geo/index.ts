// Geocoding through our server (issue [9/13], docs/api.md "Geocoding and maps"): address search
// with 'expand search', place details, reverse geocoding and the map configuration. Every lookup
// is scoped by the company (its country, biased near it, in its language), cached
// (server/geo/cached-geocoder.ts) and rate-limited per visitor and company. Provider keys never
// leave the server; a provider outage is a 503 with Retry-After, never a 500.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { enums, object, optional, pattern, size, string, type } from 'superstruct';
import { getCompany } from '../../db/repositories/companies';
import { GeocoderUnavailable, MAX_SUGGESTIONS } from '../../geo/geocoder';
import type { GeoScope, Geocoder } from '../../geo/geocoder';
import { mapConfigOf } from '../../geo/map-config';
import { handleError, HttpError, notFound } from '../../http/errors';
import { limitGeocoding } from '../../http/rate-limit/geocoding';
import type { RateLimits } from '../../http/rate-limit/rate-limits';
import { CompanyParams, Id } from '../../http/schemas';
import { readParams, readQuery } from '../../http/validate';
import type { RouteDeps } from '../deps';

/** §2.10: the device's random base-36 token, reused until a place is chosen. */
const Session = pattern(string(), /^[A-Za-z0-9_-]{1,128}$/);
/** Provider place ids (Google's, the demo's demo:city:street:number); no dots or slashes. */
const PlaceId = pattern(string(), /^[A-Za-z0-9][A-Za-z0-9_:-]{0,299}$/);

const SearchQuery = type({
  q: optional(size(string(), 0, 200)),
  expanded: optional(enums(['0', '1'])),
  session: optional(Session),
});
const PlaceParams = object({ companyId: Id, placeId: PlaceId });
const SessionQuery = type({ session: optional(Session) });
const ReverseQuery = type({ latitude: size(string(), 1, 32), longitude: size(string(), 1, 32) });

/** Shorter queries find nothing useful; the storefront applies §5.3's thresholds before asking. */
const MIN_QUERY_LENGTH = 3;
/** Seconds a client waits before asking again after an outage. */
const RETRY_AFTER_SECONDS = 30;

function unavailable(c: Context, error: GeocoderUnavailable): Response {
  // Our own words only (upstream.ts): no URL, key or provider body reaches the log.
  console.warn(`[geo] ${error.message}`);
  return c.json(
    { message: 'Address lookup is unavailable right now', code: 'geocoding_unavailable' },
    503,
    { 'Retry-After': String(RETRY_AFTER_SECONDS) },
  );
}

function readCoordinates(c: Context): { latitude: number; longitude: number } {
  const query = readQuery(c, ReverseQuery);
  const parse = (text: string, limit: number): number | null => {
    const n = /^\s*-?\d{1,3}(\.\d{1,15})?\s*$/.test(text) ? Number(text) : Number.NaN;
    return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
  };
  const latitude = parse(query.latitude, 90);
  const longitude = parse(query.longitude, 180);
  if (latitude === null || longitude === null)
    throw new HttpError(422, 'invalid_request', 'Coordinates out of range', {
      errors: {
        ...(latitude === null ? { latitude: ['a number from -90 to 90'] } : {}),
        ...(longitude === null ? { longitude: ['a number from -180 to 180'] } : {}),
      },
    });
  return { latitude, longitude };
}

export function geoRoutes(deps: RouteDeps, limits: RateLimits, geocoder: Geocoder): Hono {
  const app = new Hono();
  app.onError((error, c) =>
    error instanceof GeocoderUnavailable ? unavailable(c, error) : handleError(error, c),
  );

  /** The company's scope; 404 for an unknown or disabled company. */
  async function scopeOf(companyId: string): Promise<GeoScope> {
    const company = await getCompany(deps.db, companyId);
    if (!company || !company.menu_enabled) throw notFound('Company');
    const { latitude, longitude } = company;
    return {
      countryCode: company.country.country_code.toUpperCase(),
      near:
        typeof latitude === 'number' && typeof longitude === 'number'
          ? { latitude, longitude }
          : null,
      language: company.language,
    };
  }

  app.get('/public/map-config', (c) =>
    c.json(mapConfigOf(deps.env), 200, { 'Cache-Control': 'public, max-age=3600' }),
  );

  app.use('/public/companies/:companyId/*', limitGeocoding(limits));

  app.get('/public/companies/:companyId/address-search', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const { q = '', expanded, session } = readQuery(c, SearchQuery);
    const scope = await scopeOf(companyId);
    const provider = { id: geocoder.id, name: geocoder.poweredBy };
    const query = q.trim();
    if (query.length < MIN_QUERY_LENGTH) return c.json({ provider, suggestions: [] });
    const suggestions = await geocoder.search(query, scope, {
      expanded: expanded === '1',
      sessionToken: session ?? null,
    });
    return c.json({ provider, suggestions: suggestions.slice(0, MAX_SUGGESTIONS) });
  });

  app.get('/public/companies/:companyId/places/:placeId', async (c) => {
    const { companyId, placeId } = readParams(c, PlaceParams);
    const { session } = readQuery(c, SessionQuery);
    const scope = await scopeOf(companyId);
    const place = await geocoder.place(placeId, scope, session ?? null);
    if (!place) throw new HttpError(404, 'place_not_found', 'Place not found');
    return c.json(place);
  });

  app.get('/public/companies/:companyId/reverse', async (c) => {
    const { companyId } = readParams(c, CompanyParams);
    const point = readCoordinates(c);
    const scope = await scopeOf(companyId);
    return c.json(await geocoder.reverse(point, scope));
  });

  return app;
}

// The geocoding routes with the built-in demo gazetteer (GEOCODER unset): scoping by the company,
// at most 8 suggestions, place details, reverse, map configuration, validation and rate limits.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MapConfig } from '../../../src/ui/map/types';
import { testDialects } from '../helpers/databases';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyId, geoPath } from './support';

interface SearchAnswer {
  provider: { id: string; name: string };
  suggestions: {
    text: string;
    latitude: number | null;
    longitude: number | null;
    place_id: string | null;
  }[];
}

describe.each(testDialects)('geocoding routes (%s)', (dialect) => {
  let h: Harness;
  const ids: Record<string, string> = {};
  const get = (path: string) => h.app.request(api(h, path));
  const search = (token: string, query: string) =>
    get(geoPath(ids[token] ?? '', `/address-search?${query}`));

  beforeAll(async () => {
    h = await startHarness(dialect, { env: { RATE_LIMIT_GEOCODING_PER_MINUTE: '10000' } });
    for (const token of ['demo', 'sabor', 'closedmenu']) ids[token] = await companyId(h, token);
  });
  afterAll(() => h.cleanup());

  it('finds "200 Broadway" for demo, named as the demo provider', async () => {
    const res = await search('demo', 'q=200%20Broadway');
    expect(res.status).toBe(200);
    const body = await json<SearchAnswer>(res);
    expect(body.provider).toEqual({ id: 'demo', name: 'Demo gazetteer (not a real geocoder)' });
    expect(body.suggestions[0]).toMatchObject({ text: '200 Broadway, New York', place_id: null });
    expect(body.suggestions[0]?.latitude).toEqual(expect.any(Number));
  });

  it('scopes by the company: Broadway is not in São Paulo, Rua Augusta is', async () => {
    expect((await json<SearchAnswer>(await search('sabor', 'q=Broadway'))).suggestions).toEqual([]);
    const sabor = await json<SearchAnswer>(await search('sabor', 'q=Rua%20Augusta%201500'));
    expect(sabor.suggestions.map((s) => s.text)).toEqual(['Rua Augusta, 1500, Consolação']);
    const demo = await json<SearchAnswer>(await search('demo', 'q=Rua%20Augusta'));
    expect(demo.suggestions).toEqual([]);
  });

  it('answers at most 8 suggestions', async () => {
    const body = await json<SearchAnswer>(await search('demo', 'q=New%20York'));
    expect(body.suggestions).toHaveLength(8);
  });

  it('a short or empty query is 200 with nothing', async () => {
    for (const q of ['', 'q=', 'q=ab', 'q=%20%20%20']) {
      const res = await search('demo', q);
      expect(res.status, q).toBe(200);
      expect((await json<SearchAnswer>(res)).suggestions).toEqual([]);
    }
  });

  it('expand search gives predictions whose details carry the coordinates', async () => {
    const res = await search('demo', 'q=200%20Broadway&expanded=1&session=k3j2h1');
    const [prediction] = (await json<SearchAnswer>(res)).suggestions;
    expect(prediction).toMatchObject({ latitude: null, longitude: null });
    const placeId = prediction?.place_id ?? '';
    const place = await get(geoPath(ids.demo ?? '', `/places/${placeId}?session=k3j2h1`));
    expect(place.status).toBe(200);
    expect(await json(place)).toEqual({
      address: '200 Broadway, New York',
      latitude: expect.any(Number) as number,
      longitude: expect.any(Number) as number,
    });
    const missing = await get(geoPath(ids.demo ?? '', '/places/demo:nyc:nowhere:1'));
    expect(missing.status).toBe(404);
    expect((await json<ErrorBody>(missing)).code).toBe('place_not_found');
    // Another company's scope does not resolve it.
    const elsewhere = await get(geoPath(ids.sabor ?? '', `/places/${placeId}`));
    expect(elsewhere.status).toBe(404);
  });

  it('reverse names the street under a point', async () => {
    const res = await get(geoPath(ids.demo ?? '', '/reverse?latitude=40.7106&longitude=-74.0093'));
    expect(res.status).toBe(200);
    const body = await json<{ address: string | null; locality: string | null }>(res);
    expect(body.locality).toBe('New York');
    expect(body.address).toMatch(/^\d+ Broadway$/);
  });

  it('refuses malformed input with a 4xx and a code', async () => {
    const cases: [string, number][] = [
      [geoPath(ids.demo ?? '', `/address-search?q=${'a'.repeat(201)}`), 400],
      [geoPath(ids.demo ?? '', '/address-search?q=Broadway&expanded=yes'), 400],
      [geoPath(ids.demo ?? '', '/address-search?q=Broadway&session=a%20b'), 400],
      [geoPath('not%20an%20id', '/address-search?q=Broadway'), 400],
      [geoPath(ids.demo ?? '', '/places/..%2Fsecret'), 400],
      [geoPath(ids.demo ?? '', '/places/a.b'), 400],
      [geoPath(ids.demo ?? '', '/reverse?latitude=40.7'), 400],
      [geoPath(ids.demo ?? '', '/reverse?latitude=91&longitude=0'), 422],
      [geoPath(ids.demo ?? '', '/reverse?latitude=0&longitude=-180.5'), 422],
      [geoPath(ids.demo ?? '', '/reverse?latitude=1e999&longitude=0'), 422],
      [geoPath(ids.demo ?? '', '/reverse?latitude=abc&longitude=0'), 422],
    ];
    for (const [path, status] of cases) {
      const res = await get(path);
      expect(res.status, path).toBe(status);
      expect((await json<ErrorBody>(res)).code, path).toMatch(/^invalid_(request|body)$/);
    }
  });

  it('an unknown or disabled company is 404', async () => {
    for (const id of ['00000000-0000-5000-8000-000000000000', ids.closedmenu ?? '']) {
      const res = await get(geoPath(id, '/address-search?q=Broadway'));
      expect(res.status).toBe(404);
      expect((await json<ErrorBody>(res)).code).toBe('company_not_found');
      expect((await get(geoPath(id, '/reverse?latitude=1&longitude=1'))).status).toBe(404);
    }
  });

  it('map-config answers the tile template and the attribution, and no key', async () => {
    const res = await get('/ms-geo/public/map-config');
    expect(res.status).toBe(200);
    const config: MapConfig = await json<MapConfig>(res);
    expect(config).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
  });
});

describe('geocoding rate limits', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness('sqlite', {
      env: { RATE_LIMIT_GEOCODING_PER_MINUTE: '3', RATE_LIMIT_COMPANY_GEOCODING_PER_MINUTE: '5' },
    });
  });
  afterAll(() => h.cleanup());

  it('refuses past the limit with 429 rate_limited and Retry-After, per company', async () => {
    const demo = await companyId(h, 'demo');
    const sabor = await companyId(h, 'sabor');
    const ask = (id: string) =>
      h.app.request(api(h, geoPath(id, '/reverse?latitude=40.71&longitude=-74.0')));
    for (let i = 0; i < 3; i += 1) expect((await ask(demo)).status).toBe(200);
    const refused = await ask(demo);
    expect(refused.status).toBe(429);
    expect((await json<ErrorBody>(refused)).code).toBe('rate_limited');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another company has its own count; the map configuration is not counted.
    expect((await ask(sabor)).status).toBe(200);
    expect((await h.app.request(api(h, '/ms-geo/public/map-config'))).status).toBe(200);
  });
});

// Each real adapter over HTTP against a local server that speaks the provider's documented format
// (tests/fixtures/geo): what it sends (path, query, headers, body), what the route answers, the
// cache, timeouts and refusals as 503 with Retry-After, and Google's key never in an answer or log.
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, json, startHarness } from '../api/harness';
import type { ErrorBody, Harness } from '../api/harness';
import { companyId, geoPath, startFakeProvider } from './support';
import type { FakeProvider } from './support';

const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`../../fixtures/geo/${name}`, import.meta.url), 'utf8'));

const KEY = 'test-key-Zq81-never-shown';

interface Setup {
  h: Harness;
  fake: FakeProvider;
  demo: string;
  sabor: string;
}

async function setUp(env: (url: string) => Record<string, string>): Promise<Setup> {
  const fake = await startFakeProvider();
  const h = await startHarness('sqlite', {
    env: { RATE_LIMIT_GEOCODING_PER_MINUTE: '10000', GEOCODER_TIMEOUT_MS: '300', ...env(fake.url) },
  });
  return { h, fake, demo: await companyId(h, 'demo'), sabor: await companyId(h, 'sabor') };
}

const get = (s: Setup, path: string) => s.h.app.request(api(s.h, path));

async function expectUnavailable(res: Response): Promise<string> {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const text = await res.text();
  expect((JSON.parse(text) as ErrorBody).code).toBe('geocoding_unavailable');
  return text;
}

describe('Photon adapter', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp((url) => ({ GEOCODER: 'photon', GEOCODER_URL: `${url}/photon` }));
  });
  afterAll(async () => {
    await s.fake.close();
    await s.h.cleanup();
  });

  it('asks /api with q, the company bias, limit and layers, and keeps the company country', async () => {
    s.fake.answer(() => ({ json: fixture('photon-search.json') }));
    const res = await get(s, geoPath(s.demo, '/address-search?q=200%20Broadway'));
    expect(res.status).toBe(200);
    const body = await json<{ provider: unknown; suggestions: { text: string }[] }>(res);
    expect(body.provider).toEqual({ id: 'photon', name: 'Photon' });
    expect(body.suggestions.map((x) => x.text)).toEqual([
      '200 Broadway, Manhattan, New York',
      'Broadway, Manhattan, New York',
      'Broadway Café, 195 Broadway, New York',
    ]);
    const [req] = s.fake.received;
    expect(req?.path).toBe('/photon/api');
    expect(req?.query.get('q')).toBe('200 Broadway');
    expect(req?.query.get('lat')).toBe('40.7128');
    expect(req?.query.get('lon')).toBe('-74.006');
    expect(req?.query.get('lang')).toBe('en');
    expect(req?.query.getAll('layer')).toEqual(['house', 'street']);
  });

  it('answers a repeated search from the cache, without reaching the upstream', async () => {
    const before = s.fake.received.length;
    const res = await get(s, geoPath(s.demo, '/address-search?q=%20200%20broadway%20'));
    expect(res.status).toBe(200);
    expect(s.fake.received.length).toBe(before);
  });

  it('expand search drops the layer filter', async () => {
    s.fake.answer(() => ({ json: fixture('photon-search.json') }));
    await get(s, geoPath(s.demo, '/address-search?q=Broadway%20Cafe&expanded=1'));
    expect(s.fake.received.at(-1)?.query.getAll('layer')).toEqual([]);
  });

  it('reverse asks /reverse with lat and lon', async () => {
    s.fake.answer(() => ({ json: fixture('photon-reverse.json') }));
    const res = await get(s, geoPath(s.sabor, '/reverse?latitude=-23.5559&longitude=-46.6573'));
    expect(await json(res)).toEqual({ address: 'Rua Augusta, 1500', locality: 'São Paulo' });
    const req = s.fake.received.at(-1);
    expect(req?.path).toBe('/photon/reverse');
    expect(req?.query.get('lat')).toBe('-23.5559');
    expect(req?.query.get('lon')).toBe('-46.6573');
  });

  it('a slow upstream is a 503 with Retry-After, and is not cached', async () => {
    s.fake.answer(() => ({ json: fixture('photon-search.json'), delayMs: 1500 }));
    const started = Date.now();
    await expectUnavailable(await get(s, geoPath(s.demo, '/address-search?q=Canal%20Street')));
    expect(Date.now() - started).toBeLessThan(1400);
    s.fake.answer(() => ({ json: fixture('photon-search.json') }));
    const again = await get(s, geoPath(s.demo, '/address-search?q=Canal%20Street'));
    expect(again.status).toBe(200);
  });

  it('an upstream error status or a body that is not JSON is a 503', async () => {
    s.fake.answer(() => ({ status: 502, json: { message: 'bad gateway' } }));
    await expectUnavailable(await get(s, geoPath(s.demo, '/address-search?q=Water%20Street')));
  });
});

describe('Nominatim adapter', () => {
  let s: Setup;
  beforeAll(async () => {
    s = await setUp((url) => ({ GEOCODER: 'nominatim', GEOCODER_URL: url }));
  });
  afterAll(async () => {
    await s.fake.close();
    await s.h.cleanup();
  });

  it('asks /search in jsonv2 with countrycodes, viewbox and an identifying User-Agent', async () => {
    s.fake.answer(() => ({ json: fixture('nominatim-search.json') }));
    const res = await get(s, geoPath(s.sabor, '/address-search?q=Rua%20Augusta%201500'));
    const body = await json<{ suggestions: { text: string; latitude: number }[] }>(res);
    expect(body.suggestions[0]).toMatchObject({
      text: 'Rua Augusta, 1500, Consolação, São Paulo',
      latitude: -23.5559121,
    });
    const req = s.fake.received.at(-1);
    expect(req?.path).toBe('/search');
    expect(req?.query.get('format')).toBe('jsonv2');
    expect(req?.query.get('countrycodes')).toBe('br');
    expect(req?.query.get('limit')).toBe('8');
    expect(req?.query.get('bounded')).toBe('1');
    expect(req?.query.get('accept-language')).toBe('pt');
    const box = (req?.query.get('viewbox') ?? '').split(',').map(Number);
    expect(box[0]).toBeLessThan(-46.6559);
    expect(box[2]).toBeGreaterThan(-46.6559);
    expect(req?.headers['user-agent']).toMatch(/^Comanda-storefront\/1\.0 \(\+https:\/\//);
  });

  it('expand search searches the whole country (unbounded)', async () => {
    s.fake.answer(() => ({ json: [] }));
    await get(s, geoPath(s.sabor, '/address-search?q=Rua%20Augusta&expanded=1'));
    expect(s.fake.received.at(-1)?.query.get('bounded')).toBe('0');
  });

  it('reverse asks /reverse in jsonv2; { error } is no address', async () => {
    s.fake.answer(() => ({ json: { error: 'Unable to geocode' } }));
    const res = await get(s, geoPath(s.demo, '/reverse?latitude=40.7&longitude=-74'));
    expect(await json(res)).toEqual({ address: null, locality: null });
    const req = s.fake.received.at(-1);
    expect(req?.path).toBe('/reverse');
    expect(req?.query.get('format')).toBe('jsonv2');
    expect(req?.query.get('lat')).toBe('40.7');
  });
});

describe('Google adapter', () => {
  let s: Setup;
  const logged: string[] = [];
  beforeAll(async () => {
    s = await setUp((url) => ({
      GEOCODER: 'google',
      GOOGLE_MAPS_API_KEY: KEY,
      GOOGLE_PLACES_URL: url,
      GOOGLE_GEOCODING_URL: url,
    }));
    for (const method of ['log', 'warn', 'error'] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(String).join(' '));
      });
  });
  afterEach(() => {
    for (const line of logged) expect(line).not.toContain(KEY);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await s.fake.close();
    await s.h.cleanup();
  });

  it('standard search is Geocoding forward, scoped to the country and bounded near the company', async () => {
    s.fake.answer(() => ({ json: fixture('google-geocode.json') }));
    const res = await get(s, geoPath(s.demo, '/address-search?q=200%20Broadway'));
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text)).toMatchObject({
      provider: { id: 'google', name: 'Google' },
      suggestions: [{ text: '200 Broadway, New York, NY 10038, USA', latitude: 40.7106 }],
    });
    const req = s.fake.received.at(-1);
    expect(req?.path).toBe('/maps/api/geocode/json');
    expect(req?.query.get('address')).toBe('200 Broadway');
    expect(req?.query.get('components')).toBe('country:US');
    expect(req?.query.get('key')).toBe(KEY);
    expect(req?.query.get('bounds')).toMatch(/^40\.\d+,-74\.\d+\|40\.\d+,-73\.\d+$/);
  });

  it('expand search is Places autocomplete, then details with the field mask', async () => {
    s.fake.answer((r) =>
      r.path === '/v1/places:autocomplete'
        ? { json: fixture('google-autocomplete.json') }
        : { json: fixture('google-place.json') },
    );
    const res = await get(
      s,
      geoPath(s.demo, '/address-search?q=200%20Broadway&expanded=1&session=x9z'),
    );
    const body = await json<{ suggestions: { place_id: string | null }[] }>(res);
    expect(body.suggestions.map((x) => x.place_id)).toEqual([
      'ChIJqaUj8fBZwokR-6t9wbyVwFk',
      'ChIJ7zb4oBpawokRrT7KJXm3Z9Q',
    ]);
    const auto = s.fake.received.at(-1);
    expect(auto?.method).toBe('POST');
    expect(auto?.headers['x-goog-api-key']).toBe(KEY);
    expect(auto?.query.get('key')).toBeNull();
    expect(auto?.body).toEqual({
      input: '200 Broadway',
      includedRegionCodes: ['us'],
      languageCode: 'en',
      sessionToken: 'x9z',
      locationBias: {
        circle: { center: { latitude: 40.7128, longitude: -74.006 }, radius: 50000 },
      },
    });

    const place = await get(s, geoPath(s.demo, '/places/ChIJqaUj8fBZwokR-6t9wbyVwFk?session=x9z'));
    expect(await json(place)).toEqual({
      address: '200 Broadway, New York',
      latitude: 40.7106347,
      longitude: -74.0091735,
    });
    const details = s.fake.received.at(-1);
    expect(details?.method).toBe('GET');
    expect(details?.path).toBe('/v1/places/ChIJqaUj8fBZwokR-6t9wbyVwFk');
    expect(details?.headers['x-goog-api-key']).toBe(KEY);
    expect(details?.headers['x-goog-fieldmask']).toBe('location,shortFormattedAddress');
    expect(details?.query.get('sessionToken')).toBe('x9z');
  });

  it('an unknown place is 404 place_not_found', async () => {
    s.fake.answer(() => ({
      status: 404,
      json: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } },
    }));
    const res = await get(s, geoPath(s.demo, '/places/ChIJnothing'));
    expect(res.status).toBe(404);
    expect((await json<ErrorBody>(res)).code).toBe('place_not_found');
  });

  it('reverse is Geocoding latlng with result_type=route', async () => {
    s.fake.answer(() => ({ json: fixture('google-reverse.json') }));
    const res = await get(s, geoPath(s.demo, '/reverse?latitude=40.711&longitude=-74.0091'));
    expect(await json(res)).toEqual({
      address: 'Broadway, New York, NY, USA',
      locality: 'New York',
    });
    const req = s.fake.received.at(-1);
    expect(req?.query.get('latlng')).toBe('40.711,-74.0091');
    expect(req?.query.get('result_type')).toBe('route');
  });

  it('a denied key is a 503 whose answer and logs never show the key', async () => {
    s.fake.answer(() => ({
      json: {
        status: 'REQUEST_DENIED',
        error_message: `The provided API key is invalid. key=${KEY}`,
        results: [],
      },
    }));
    const text = await expectUnavailable(
      await get(s, geoPath(s.demo, '/address-search?q=Chambers%20Street')),
    );
    expect(text).not.toContain(KEY);
    s.fake.answer(() => ({ status: 403, json: { error: { message: `bad key ${KEY}` } } }));
    const places = await expectUnavailable(
      await get(s, geoPath(s.demo, '/address-search?q=Chambers%20Street&expanded=1')),
    );
    expect(places).not.toContain(KEY);
    expect(logged.some((line) => line.includes('geocoding unavailable'))).toBe(true);
  });

  it('a timeout is a 503', async () => {
    s.fake.answer(() => ({ json: fixture('google-reverse.json'), delayMs: 1500 }));
    await expectUnavailable(
      await get(s, geoPath(s.demo, '/reverse?latitude=40.7&longitude=-74.01')),
    );
  });
});

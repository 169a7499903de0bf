// img-src follows MAP_TILE_URL: its origin only ({s} as a wildcard subdomain), nothing without
// tiles; and map-config says the same.
import { describe, expect, it } from 'vitest';
import { api, json, startHarness } from '../api/harness';

const imgSrc = (res: Response): string | undefined =>
  /img-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

describe('map tiles in the CSP', () => {
  it.each([
    ['none', "'self' data: blob:", null],
    ['', "'self' data: blob:", null],
    [
      'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      "'self' data: blob: https://*.tiles.example.org",
      'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
    ],
    [
      'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png',
      "'self' data: blob: http://127.0.0.1:4999",
      'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png',
    ],
  ])('MAP_TILE_URL=%j', async (tiles, expected, tileUrl) => {
    const h = await startHarness('sqlite', { env: { MAP_TILE_URL: tiles } });
    try {
      expect(imgSrc(await h.app.request(h.demoUrl('/')))).toBe(expected);
      const config = await h.app.request(api(h, '/ms-geo/public/map-config'));
      expect(imgSrc(config)).toBe(expected);
      expect((await json<{ tile_url: string | null }>(config)).tile_url).toBe(tileUrl);
    } finally {
      await h.cleanup();
    }
  });
});

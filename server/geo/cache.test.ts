import { describe, expect, it } from 'vitest';
import { LruCache } from './cache';
import { tileOrigins, mapConfigOf } from './map-config';

describe('LruCache', () => {
  it('answers a second get from memory until the TTL passes', async () => {
    let now = 0;
    let calls = 0;
    const cache = new LruCache<number>({ maxEntries: 10, ttlMs: 1000, now: () => now });
    const load = () => Promise.resolve(++calls);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets failures, so the next call asks again', async () => {
    const cache = new LruCache<string>({ maxEntries: 10, ttlMs: 60_000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('evicts the least recently used past its bound', async () => {
    const cache = new LruCache<string>({ maxEntries: 2, ttlMs: 60_000 });
    const value = (v: string) => () => Promise.resolve(v);
    await cache.get('a', value('a'));
    await cache.get('b', value('b'));
    await cache.get('a', value('again')); // a is now the most recent
    await cache.get('c', value('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', value('reloaded'))).toBe('a');
    expect(await cache.get('b', value('reloaded'))).toBe('reloaded');
  });
});

describe('map configuration', () => {
  const env = (MAP_TILE_URL: string, MAP_TILE_ATTRIBUTION?: string) => ({
    MAP_TILE_URL,
    MAP_TILE_ATTRIBUTION,
  });

  it('credits OpenStreetMap with its copyright page, as its tile policy requires', () => {
    expect(mapConfigOf(env('https://tile.openstreetmap.org/{z}/{x}/{y}.png'))).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attribution_url: 'https://www.openstreetmap.org/copyright',
    });
    expect(mapConfigOf(env('none')).tile_url).toBeNull();
    expect(
      mapConfigOf(env('https://tiles.example/{z}/{x}/{y}.png', '© Example')).attribution_url,
    ).toBeNull();
  });

  it('allows the tile origin as an image source, {s} as a wildcard subdomain', () => {
    expect(tileOrigins(env('https://tile.openstreetmap.org/{z}/{x}/{y}.png'))).toEqual([
      'https://tile.openstreetmap.org',
    ]);
    expect(tileOrigins(env('https://{s}.tile.example.org/{z}/{x}/{y}.png'))).toEqual([
      'https://*.tile.example.org',
    ]);
    expect(tileOrigins(env('http://127.0.0.1:4173/tiles/{z}/{x}/{y}.png'))).toEqual([
      'http://127.0.0.1:4173',
    ]);
    expect(tileOrigins(env('none'))).toEqual([]);
  });
});

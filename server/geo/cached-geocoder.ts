// Any Geocoder behind the LRU cache (cache.ts): keyed by provider, the company's scope, the
// normalized query and the expanded flag, so a diner retyping an address, or the next diner of the
// same restaurant, costs no upstream call. Session tokens are not part of the key: they group a
// diner's calls for billing, not what the answer is.
import { LruCache } from './cache';
import type { GeoScope, Geocoder, PlaceDetails, ReverseAnswer, Suggestion } from './geocoder';

export const CACHE_MAX_ENTRIES = 5_000;

const scopeKey = (s: GeoScope): string =>
  [
    s.countryCode.toUpperCase(),
    s.language.toLowerCase(),
    s.near ? `${s.near.latitude.toFixed(4)},${s.near.longitude.toFixed(4)}` : '-',
  ].join('|');

/** Case, spacing and trailing punctuation do not change what a geocoder finds. */
export const normalizeQuery = (q: string): string =>
  q
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s,.;]+$/, '')
    .trim();

export function cachedGeocoder(
  inner: Geocoder,
  options: { ttlSeconds: number; maxEntries?: number },
): Geocoder {
  const lru = <T>() =>
    new LruCache<T>({
      maxEntries: options.maxEntries ?? CACHE_MAX_ENTRIES,
      ttlMs: options.ttlSeconds * 1000,
    });
  const searches = lru<Suggestion[]>();
  const places = lru<PlaceDetails | null>();
  const reverses = lru<ReverseAnswer>();
  const key = (...parts: string[]) => [inner.id, ...parts].join('\u0000');
  return {
    id: inner.id,
    poweredBy: inner.poweredBy,
    search(query, scope, opts) {
      const k = key(scopeKey(scope), opts.expanded ? '1' : '0', normalizeQuery(query));
      return searches.get(k, () => inner.search(query, scope, opts));
    },
    place(placeId, scope, sessionToken) {
      return places.get(key(scopeKey(scope), placeId), () =>
        inner.place(placeId, scope, sessionToken),
      );
    },
    reverse(point, scope) {
      // About 1 m: a pin dropped at the same spot asks once.
      const at = `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
      return reverses.get(key(scopeKey(scope), at), () => inner.reverse(point, scope));
    },
  };
}

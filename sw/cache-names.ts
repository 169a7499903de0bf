// Runtime cache names carry a version: bump one when its entries' shape or meaning changes, and
// the activate step deletes the old cache instead of serving stale formats. Workbox's own
// precache (workbox-precache-v2-…) is not ours to delete; cleanupOutdatedCaches handles it.
export const CACHE_PREFIX = 'comanda-';

export const CACHES = {
  api: 'comanda-api-v1',
  images: 'comanda-img-v1',
  manifest: 'comanda-manifest-v1',
  fonts: 'comanda-fonts-v1',
} as const;

const CURRENT: ReadonlySet<string> = new Set(Object.values(CACHES));

/**
 * Ours (by prefix) but not a current name: an older version, a retired cache, or the drawn pages
 * of an older build (sw/pages.ts; `pagesCache` is this build's).
 */
export function isObsoleteCache(name: string, pagesCache?: string): boolean {
  return name.startsWith(CACHE_PREFIX) && !CURRENT.has(name) && name !== pagesCache;
}

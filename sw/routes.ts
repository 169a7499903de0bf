// Runtime routes. Cache keys are full URLs and every tenant is its own origin (its own worker
// and caches), so one tenant's responses never answer another's requests.
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHES } from './cache-names';
import {
  asksFresh,
  isCacheableApi,
  isFontFile,
  isImage,
  isManifest,
  isShellNavigation,
} from './match';
import { onlyOk } from './only-ok';
import { handleNavigation } from './shell';

const IMAGE_MAX_ENTRIES = 300;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Shared with the warm-up, so both read and write the same entries. */
export const apiStrategy = new StaleWhileRevalidate({
  cacheName: CACHES.api,
  // Only real answers: a 404 or 500 must not replace the menu kept for offline use.
  plugins: [onlyOk],
  // Keys are URLs; the API's Vary must not split them by request headers.
  matchOptions: { ignoreVary: true },
});

/** The same cache, for reads the page asks fresh (asksFresh). */
const apiFreshStrategy = new NetworkFirst({
  cacheName: CACHES.api,
  plugins: [onlyOk],
  matchOptions: { ignoreVary: true },
});

/** pagesCache: this build's cache of drawn pages (pages.ts). */
export function registerRoutes(origin: string, apiBase: URL, pagesCache: string): void {
  registerRoute(
    ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url, origin, apiBase),
    ({ request, event }) => handleNavigation(request, event, pagesCache),
  );

  // Asked fresh (the catalogue revalidated while a page is open): the network first, refreshing
  // the kept copy; offline, the kept copy. Registered first, so it wins over the route below.
  registerRoute(
    ({ request, url }) => isCacheableApi(url, request.method, apiBase) && asksFresh(request.cache),
    apiFreshStrategy,
  );
  registerRoute(({ request, url }) => isCacheableApi(url, request.method, apiBase), apiStrategy);

  registerRoute(
    ({ url }) => isManifest(url, origin),
    new StaleWhileRevalidate({
      cacheName: CACHES.manifest,
      plugins: [onlyOk],
    }),
  );

  // Immutable files (their names change with their content): the cache answers, offline too.
  registerRoute(
    ({ request, url }) => request.method === 'GET' && isFontFile(url, origin),
    new CacheFirst({ cacheName: CACHES.fonts, plugins: [onlyOk] }),
  );

  registerRoute(
    ({ request, url }) => request.method === 'GET' && isImage(url, request.destination, origin),
    new CacheFirst({
      cacheName: CACHES.images,
      plugins: [
        // Opaque (status 0) cross-origin images are left out on purpose: Chromium counts each
        // as several megabytes of quota, and a full quota would also refuse the outbox's writes.
        onlyOk,
        new ExpirationPlugin({
          maxEntries: IMAGE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}

// Which requests the worker caches, as pure functions of the URL (unit-tested in match.test.ts).
// Only the public, tenant-wide reads the storefront needs to start and to show the menu are kept;
// orders, clients, the kitchen, sockets and health always go to the network, and no write is
// ever cached.

/** Paths under the API base that are served stale-while-revalidate (docs/contracts.md "Offline"). */
const CACHEABLE_API: readonly RegExp[] = [
  /^\/ms-companies\/public\/hosts\/[^/]+$/,
  /^\/ms-companies\/public\/companies\/[^/]+$/,
  /^\/ms-companies\/public\/companies\/[^/]+\/ecommerce-settings$/,
  /^\/ms-products\/public\/companies\/[^/]+\/categories$/,
  /^\/ms-orders\/public\/companies\/[^/]+\/coupons$/,
  /^\/ms-orders\/public\/companies\/[^/]+\/order-settings$/,
  /^\/ms-orders\/public\/qrs\/[^/]+$/,
  /^\/ms-clients\/public\/companies\/[^/]+\/loyalty-settings$/,
  /^\/ms-payments\/public\/companies\/[^/]+\/payment-methods$/,
];

/** The API base as an absolute URL without a trailing slash (VITE_API_BASE, default /api). */
export function apiBaseUrl(base: string | undefined, origin: string): URL {
  const url = new URL(base ?? '/api', origin);
  url.pathname = url.pathname.replace(/\/+$/, '');
  return url;
}

/** The path after the API base, or null for a request outside the API. */
export function apiPath(url: URL, apiBase: URL): string | null {
  if (url.origin !== apiBase.origin) return null;
  const prefix = `${apiBase.pathname}/`;
  return url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length - 1) : null;
}

export function isCacheableApi(url: URL, method: string, apiBase: URL): boolean {
  if (method !== 'GET') return false;
  const path = apiPath(url, apiBase);
  return path !== null && CACHEABLE_API.some((pattern) => pattern.test(path));
}

/**
 * A read the page asks fresh (`cache: 'no-cache'` or stronger, as the catalogue revalidated on
 * focus does): the network answers it, not the kept copy, which it then refreshes.
 */
export function asksFresh(cacheMode: string): boolean {
  return cacheMode === 'no-cache' || cacheMode === 'reload' || cacheMode === 'no-store';
}

/** Demo and uploaded media, and any other image the page shows (logos on a CDN included). */
export function isImage(url: URL, destination: string, origin: string): boolean {
  if (destination === 'image') return true;
  return url.origin === origin && url.pathname.startsWith('/media/');
}

/**
 * The brand fonts' woff2 files (/fonts/files/, src/domain/font-files.ts): cached when a page first
 * uses one, not precached, so a visit never downloads the other tenants' faces.
 */
export function isFontFile(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/fonts\/files\/[^/]+\.woff2$/.test(url.pathname);
}

/** /manifest.json and /manifest-{token}.json, served per tenant by the server. */
export function isManifest(url: URL, origin: string): boolean {
  return url.origin === origin && /^\/manifest[^/]*\.json$/.test(url.pathname);
}

/**
 * Page navigations the shell can answer. Files, media, assets and the API are never pages: an
 * opened image or API URL must not turn into the storefront.
 */
export function isShellNavigation(url: URL, origin: string, apiBase: URL): boolean {
  if (url.origin !== origin || apiPath(url, apiBase) !== null) return false;
  if (url.pathname.startsWith('/media/') || url.pathname.startsWith('/assets/')) return false;
  if (url.pathname === '/index.html') return true; // the server answers it as "/"
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last);
}

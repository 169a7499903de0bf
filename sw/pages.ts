// Drawn pages for visits without network. The server's first HTML of the landing, /products and
// /info carries the page itself (src/domain/drawn-pages.ts). Each one an online navigation brings
// is kept, so a repeat visit offline (or on a link too slow to answer in time, sw/shell.ts)
// paints the menu from that HTML at once and hydrates it from the precached chunks, instead of
// starting the empty shell and drawing from the API cache.
//
// A kept page names the chunks of the build that drew it, and the precache holds only the
// current build's: the cache's name carries the build (pagesCacheName), so a new worker starts
// with none, and the activate step deletes the older build's (cache-names.ts).
import { isDrawnPage } from '../src/domain/drawn-pages';
import { CACHE_PREFIX } from './cache-names';

/** Pages kept per tenant: the three drawn routes with a few query strings (?table=…). */
export const MAX_KEPT_PAGES = 12;
export const PAGES_CACHE_PREFIX = `${CACHE_PREFIX}pages-`;

/** The build's identity from its precache list: any changed file changes it. */
export function buildId(
  entries: readonly (string | { url: string; revision?: string | null })[],
): string {
  let hash = 5381;
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`;
    for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 33) ^ text.charCodeAt(i)) >>> 0;
  }
  return hash.toString(36);
}

export const pagesCacheName = (build: string): string => `${PAGES_CACHE_PREFIX}${build}`;

/** A drawn page's complete, fresh answer: worth keeping. */
export function isKeepable(url: URL, response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    isDrawnPage(url.pathname) &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html')
  );
}

export async function keepPage(cacheName: string, url: string, response: Response): Promise<void> {
  const cache = await caches.open(cacheName);
  // Replaced, an entry moves to the end: the oldest write goes first.
  await cache.delete(url);
  await cache.put(url, response);
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_KEPT_PAGES)).map((r) => cache.delete(r)),
  );
}

/** The kept page for this URL, or for its route with another query string. */
export async function keptPage(cacheName: string, url: string): Promise<Response | undefined> {
  if (!(await caches.has(cacheName))) return undefined;
  const cache = await caches.open(cacheName);
  return (await cache.match(url)) ?? (await cache.match(url, { ignoreSearch: true }));
}

// First-visit warm-up: the first page load ran before this worker controlled it (and took the
// company from the server-filled boot block), so nothing it read is cached yet. The page posts
// the exact API URLs it reads at start-up; fetching them here through the API strategy stores
// them, so reloading offline right after the first visit still finds the company and the menu.
// The drawn pages among them (the landing, the menu) are fetched and kept too (pages.ts), so that
// reload paints the page from its HTML.
import { isDrawnPage } from '../src/domain/drawn-pages';
import { isCacheableApi } from './match';
import { isKeepable, keepPage } from './pages';
import { apiStrategy } from './routes';

function parse(raw: string, origin: string): URL | null {
  try {
    return new URL(raw, origin);
  } catch {
    return null;
  }
}

async function warmPage(url: URL, pagesCache: string): Promise<void> {
  const response = await fetch(url.href, { credentials: 'same-origin' });
  if (isKeepable(url, response)) await keepPage(pagesCache, url.href, response);
}

export async function warm(
  event: ExtendableEvent,
  urls: string[],
  origin: string,
  apiBase: URL,
  pagesCache: string,
): Promise<void> {
  const parsed = urls.map((raw) => parse(raw, origin)).filter((url) => url !== null);
  // Only what the runtime routes would cache anyway: a page cannot widen the cache.
  const wanted = parsed.filter((url) => isCacheableApi(url, 'GET', apiBase));
  const pages = parsed.filter((url) => url.origin === origin && isDrawnPage(url.pathname));
  await Promise.all([
    ...pages.map((url) => warmPage(url, pagesCache).catch(() => undefined)),
    ...wanted.map(async (url) => {
      const request = new Request(url.href, { headers: { Accept: 'application/json' } });
      const [response, done] = apiStrategy.handleAll({ event, request });
      // Offline or refused: nothing to store, and nothing to report either.
      await Promise.allSettled([response, done]);
    }),
  ]);
}

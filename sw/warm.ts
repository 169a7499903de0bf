// First-visit warm-up: the first page load ran before this worker controlled it (and took the
// company from the server-filled boot block), so nothing it read is cached yet. The page posts
// the exact API URLs it reads at start-up; fetching them here through the API strategy stores
// them, so reloading offline right after the first visit still finds the company and the menu.
import { isCacheableApi } from './match';
import { apiStrategy } from './routes';

export async function warm(
  event: ExtendableEvent,
  urls: string[],
  origin: string,
  apiBase: URL,
): Promise<void> {
  const wanted = urls.flatMap((raw) => {
    try {
      const url = new URL(raw, origin);
      // Only what the runtime route would cache anyway: a page cannot widen the cache.
      return isCacheableApi(url, 'GET', apiBase) ? [url] : [];
    } catch {
      return [];
    }
  });
  await Promise.all(
    wanted.map(async (url) => {
      const request = new Request(url.href, { headers: { Accept: 'application/json' } });
      const [response, done] = apiStrategy.handleAll({ event, request });
      // Offline or refused: nothing to store, and nothing to report either.
      await Promise.allSettled([response, done]);
    }),
  );
}

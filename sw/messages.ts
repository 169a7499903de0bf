// Messages between the page (src/app/pwa-register.ts) and the worker. The page side repeats
// these literals: the two are built by separate configurations and share no module.
export type PageMessage = { type: 'SKIP_WAITING' } | { type: 'WARM'; urls: string[] };

/** Sent to every window client once a background sync has drained the outbox. */
export const OUTBOX_DRAINED = { type: 'outbox-drained' } as const;

/** A warm-up asks for a handful of URLs; more than this is not the storefront asking. */
const MAX_WARM_URLS = 32;

/** Reads a message from a page; anything malformed is ignored (null). */
export function readPageMessage(data: unknown): PageMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, urls } = data as { type?: unknown; urls?: unknown };
  if (type === 'SKIP_WAITING') return { type };
  if (type !== 'WARM' || !Array.isArray(urls)) return null;
  const strings = urls.filter((url): url is string => typeof url === 'string');
  return { type, urls: strings.slice(0, MAX_WARM_URLS) };
}

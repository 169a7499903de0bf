// Navigations: the network first, so an online visit gets the server-filled head and boot data;
// after 3 s or on a network error, the page kept from the last online visit to it (pages.ts), or
// else the precached shell without its boot block (shell-html.ts).
import { matchPrecache } from 'workbox-precaching';
import { isKeepable, keepPage, keptPage } from './pages';
import { stripBootData } from './shell-html';

export const NAVIGATION_TIMEOUT_MS = 3_000;
const SHELL_URL = '/index.html';

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('navigation timeout')), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function shellResponse(): Promise<Response | null> {
  const cached = await matchPrecache(SHELL_URL);
  if (!cached) return null;
  const html = stripBootData(await cached.text());
  return new Response(html, {
    status: 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
  });
}

export async function handleNavigation(
  request: Request,
  event: ExtendableEvent,
  pagesCache: string,
): Promise<Response> {
  try {
    const response = await withTimeout(fetch(request), NAVIGATION_TIMEOUT_MS);
    if (isKeepable(new URL(request.url), response)) {
      event.waitUntil(keepPage(pagesCache, request.url, response.clone()).catch(() => undefined));
    }
    return response;
  } catch (error) {
    const kept = await keptPage(pagesCache, request.url).catch(() => undefined);
    if (kept) return kept;
    const shell = await shellResponse();
    if (shell) return shell;
    throw error;
  }
}

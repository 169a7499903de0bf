// The storefront's service worker (DESIGN.md "offline"): the precached shell and chunks, runtime
// caches for the tenant's public API reads, images and manifest, the update handshake, the
// first-visit warm-up and the outbox's background sync. Each part lives in its own module.
import { precacheAndRoute } from 'workbox-precaching';
import { installLifecycle } from './lifecycle';
import { apiBaseUrl } from './match';
import { readPageMessage } from './messages';
import { listenForOutboxSync } from './outbox-sync';
import { buildId, pagesCacheName } from './pages';
import { registerRoutes } from './routes';
import { warm } from './warm';

declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
const apiBase = apiBaseUrl(import.meta.env.VITE_API_BASE, origin);
const precache = self.__WB_MANIFEST;
const pagesCache = pagesCacheName(buildId(precache));

installLifecycle(pagesCache);
// Navigations are routed before the precache: a precached "/" would otherwise answer every visit
// with the shell from install time instead of the server's fresh, filled page.
registerRoutes(origin, apiBase, pagesCache);
precacheAndRoute(precache, { directoryIndex: '' });
listenForOutboxSync(apiBase);

self.addEventListener('message', (event) => {
  const message = readPageMessage(event.data);
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  else if (message?.type === 'WARM') {
    event.waitUntil(warm(event, message.urls, origin, apiBase, pagesCache));
  }
});

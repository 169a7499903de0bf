// Install and update lifecycle. Updates wait for the page (registerType 'prompt'): the worker
// activates only when the page posts SKIP_WAITING, after the diner accepted the update and no
// checkout was open. clientsClaim lets the first install control the page without a reload.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { isObsoleteCache } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

async function deleteObsoleteCaches(pagesCache: string): Promise<void> {
  const names = await caches.keys();
  const obsolete = names.filter((name) => isObsoleteCache(name, pagesCache));
  await Promise.all(obsolete.map((name) => caches.delete(name)));
}

/** pagesCache: this build's cache of drawn pages, kept; older builds' are deleted. */
export function installLifecycle(pagesCache: string): void {
  cleanupOutdatedCaches();
  clientsClaim();
  self.addEventListener('activate', (event) => event.waitUntil(deleteObsoleteCaches(pagesCache)));
}

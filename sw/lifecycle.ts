// Install and update lifecycle. Updates wait for the page (registerType 'prompt'): the worker
// activates only when the page posts SKIP_WAITING, after the diner accepted the update and no
// checkout was open. clientsClaim lets the first install control the page without a reload.
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { isObsoleteCache } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

async function deleteObsoleteCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(names.filter(isObsoleteCache).map((name) => caches.delete(name)));
}

export function installLifecycle(): void {
  cleanupOutdatedCaches();
  clientsClaim();
  self.addEventListener('activate', (event) => event.waitUntil(deleteObsoleteCaches()));
}

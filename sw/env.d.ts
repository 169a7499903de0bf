// Build-time values the service worker sees: Vite's env (the same VITE_API_BASE as the page) and
// the precache list vite-plugin-pwa injects at build time.
/// <reference lib="webworker" />
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ImportMetaEnv {
    readonly VITE_API_BASE?: string;
  }
  interface ImportMeta {
    readonly env: ImportMetaEnv;
  }
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: (PrecacheEntry | string)[];
  }
}

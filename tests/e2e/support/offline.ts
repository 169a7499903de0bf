// Service worker helpers for the offline and update tests: waiting for control and for the
// first-visit warm-up, reading a page's caches, and deploying a changed worker into a DIST_DIR.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { compressDir } from '../../../scripts/compress';

/** Names as in sw/cache-names.ts (copied: the e2e config does not compile sw/). */
export const API_CACHE = 'comanda-api-v1';
export const IMAGE_CACHE = 'comanda-img-v1';
/** The drawn pages' cache of a build: this prefix and the build's id (sw/pages.ts). */
export const PAGES_CACHE_PREFIX = 'comanda-pages-';

/** Resolves once a service worker controls the page (clientsClaim: no reload needed). */
export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

/** Every cache of the page's origin with the URLs it holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => request.url);
    }
    return result;
  });
}

export async function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return (await cacheContents(page))[cacheName] ?? [];
}

/** Waits until the API cache holds a URL ending with each of `suffixes` (the warm-up is async). */
export async function waitForCachedApi(page: Page, suffixes: string[]): Promise<void> {
  await page.waitForFunction(
    async ({ name, wanted }) => {
      const cache = await caches.open(name);
      const urls = (await cache.keys()).map((request) => new URL(request.url).pathname);
      return wanted.every((suffix) => urls.some((url) => url.endsWith(suffix)));
    },
    { name: API_CACHE, wanted: suffixes },
    { timeout: 30_000, polling: 250 },
  );
}

/**
 * Waits until the worker keeps the drawn page at `url` (sw/warm.ts fetches it after a first
 * visit, beside the API answers): a reload offline before then gets the empty shell instead.
 */
export async function waitForKeptPage(page: Page, url: string): Promise<void> {
  await page.waitForFunction(
    async ({ prefix, wanted }) => {
      for (const name of await caches.keys()) {
        if (!name.startsWith(prefix)) continue;
        const cache = await caches.open(name);
        if ((await cache.keys()).some((request) => request.url === wanted)) return true;
      }
      return false;
    },
    { prefix: PAGES_CACHE_PREFIX, wanted: url },
    { timeout: 30_000, polling: 250 },
  );
}

/** Asks the browser to check /sw.js now, as it does on a navigation. */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** True once a new worker waits behind the active one. */
export function hasWaitingWorker(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting);
  });
}

/**
 * A deploy as the browser sees it: the shell's precache revision changes inside dist/sw.js, and
 * the precompressed siblings are written again, as the build does after vite. The old siblings go
 * first: the server's ETag follows the raw file, so a request between the two writes would
 * otherwise pair the new ETag with the old compressed body, and the browser's revalidations
 * would keep getting 304 for the old worker.
 */
export async function deployChangedWorker(distDir: string, label: string): Promise<void> {
  const file = join(distDir, 'sw.js');
  const source = readFileSync(file, 'utf8');
  // vite-plugin-pwa injects JSON: {"revision":"…","url":"index.html"}.
  const changed = source.replace(
    /("revision":")([^"]*)(","url":"index\.html")/,
    (_, head: string, revision: string, tail: string) => `${head}${revision}-${label}${tail}`,
  );
  if (changed === source) throw new Error('index.html precache entry not found in sw.js');
  rmSync(`${file}.br`, { force: true });
  rmSync(`${file}.gz`, { force: true });
  writeFileSync(file, changed);
  await compressDir(distDir);
}

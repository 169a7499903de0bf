// Issue [13/13] end-to-end: the link-preview image a page names (og:image, twitter:image) and its
// home-screen icon (apple-touch-icon) are PNGs Chromium fetches and decodes, served as image/png;
// and a production server marks the private pages noindex (meta and header) while the public
// ones stay indexable, with a robots.txt that lets crawlers read the private ones' noindex.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser } from './support/browser';
import { removeDataDir, startServer } from './support/server';
import type { RunningServer } from './support/server';
import { tenantUrl } from './support/urls';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** As a crawler sees it: no service worker answering from its cache. */
function crawlerContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: DESKTOP, locale: 'en-US', serviceWorkers: 'block' });
}

const metaOf = (page: Page, selector: string): Promise<string | null> =>
  page.locator(selector).first().getAttribute('content');

/** Loads the image into an <img> of the page: the browser decodes it or reports an error. */
function decodedSize(page: Page, url: string): Promise<{ width: number; height: number }> {
  return page.evaluate(
    (src) =>
      new Promise<{ width: number; height: number }>((done, fail) => {
        const image = new Image();
        image.onload = () => done({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => fail(new Error(`could not decode ${src}`));
        image.src = src;
      }),
    url,
  );
}

describe('link-preview images', () => {
  it.each(['sabor', 'alnakheel'])(
    '%s: og:image is a 1200×630 PNG and apple-touch-icon a 180×180 PNG',
    async (token) => {
      const context = await crawlerContext();
      try {
        const page = await context.newPage();
        await page.goto(tenantUrl(token, '/'));
        const card = await metaOf(page, 'meta[property="og:image"]');
        expect(card).toMatch(
          new RegExp(`^${tenantUrl(token, '/share/')}${token}/card-[0-9a-f]{12}\\.png$`),
        );
        expect(await metaOf(page, 'meta[name="twitter:image"]')).toBe(card);
        expect(await metaOf(page, 'meta[property="og:image:type"]')).toBe('image/png');
        const iconHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
        const icon = new URL(iconHref!, page.url()).href;

        expect(await decodedSize(page, card!)).toEqual({ width: 1200, height: 630 });
        expect(await decodedSize(page, icon)).toEqual({ width: 180, height: 180 });

        // Fetched on its own, as WhatsApp or Facebook would.
        const image = await context.newPage();
        const response = await image.goto(card!);
        expect(response?.status()).toBe(200);
        expect(response?.headers()['content-type']).toBe('image/png');
        expect(response?.headers()['cache-control']).toContain('immutable');
        const iconResponse = await image.goto(icon);
        expect(iconResponse?.headers()['content-type']).toBe('image/png');
      } finally {
        await context.close();
      }
    },
  );
});

describe('search engines on a production server', () => {
  let server: RunningServer | null = null;
  let distDir = '';
  const url = (path: string) => `http://sabor.localhost:${server!.port}${path}`;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'comanda-previews-dist-'));
    server = await startServer({ env: { DIST_DIR: distDir, APP_ENV: 'production' } });
  }, 240_000);

  afterAll(async () => {
    if (server) {
      await server.stop();
      removeDataDir(server.dataDir);
    }
    removeDataDir(distDir);
  });

  it('marks the cart, tracking, kitchen, admin and health pages noindex, in the page and the header', async () => {
    const context = await crawlerContext();
    try {
      const page = await context.newPage();
      for (const path of ['/cart', '/tracking', '/kitchen', '/admin', '/health']) {
        const response = await page.goto(url(path));
        expect(response?.status(), path).toBe(200);
        expect(response?.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
        expect(await metaOf(page, 'meta[name="robots"]'), path).toBe('noindex, nofollow');
      }
      for (const path of ['/', '/products', '/info']) {
        const response = await page.goto(url(path));
        expect(response?.headers()['x-robots-tag'], path).toBeUndefined();
        expect(await metaOf(page, 'meta[name="robots"]'), path).toBe('index, follow');
      }
      const robots = await page.goto(url('/robots.txt'));
      const text = (await robots?.text()) ?? '';
      // The noindex pages may be fetched, or their noindex would never be read (issue [16/21]).
      expect(text.split('\n')).toContain('Disallow: /api/');
      for (const path of ['/', '/cart', '/tracking', '/kitchen', '/admin', '/health'])
        expect(text.split('\n'), path).not.toContain(`Disallow: ${path}`);
    } finally {
      await context.close();
    }
  });
});

// Issue [13/13] "link previews, search engines": the PNG card and touch icon the head points at
// (WhatsApp, Facebook, X and iOS do not render SVG), the Restaurant structured data Google asks
// for, what search engines may index in production and in development, and the trailing slash.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listCategories } from '../../../server/db/repositories/catalog';
import { getCompany, updateCompany } from '../../../server/db/repositories/companies';
import {
  getEcommerceSettings,
  saveEcommerceSettings,
} from '../../../server/db/repositories/ecommerce';
import { writeDemoMedia } from '../../../server/seed/media';
import type { Category } from '../../../src/domain/types';
import { testDialects } from '../helpers/databases';
import { BASE_HOST, cloneDemo, startHarness } from './harness';
import type { Harness } from './harness';

type Json = Record<string, unknown>;

function metaContent(html: string, attr: 'name' | 'property', key: string): string | null {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1] ?? null;
}

function linkHref(html: string, rel: string): string | null {
  return new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(html)?.[1] ?? null;
}

function jsonLd(html: string): Json {
  const match = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]) as Json;
}

/** The path of an absolute URL the head names, requested on the demo's host. */
const pathOf = (url: string): string => {
  const parsed = new URL(url, 'http://x');
  return parsed.pathname + parsed.search;
};

async function pixel(png: Buffer, left: number, top: number): Promise<number[]> {
  const { data } = await sharp(png)
    .extract({ left, top, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

const near = (actual: number[], hex: string, tolerance = 12): boolean =>
  [1, 3, 5].every(
    (at, i) => Math.abs((actual[i] ?? -999) - parseInt(hex.slice(at, at + 2), 16)) <= tolerance,
  );

describe.each(testDialects)('link previews and search engines (%s)', (dialect) => {
  let h: Harness;
  let production: Harness;
  let dataDir: string;
  let categories: Category[];
  const get = (app: Harness, url: string, headers: Record<string, string> = {}) =>
    Promise.resolve(app.app.request(url, { headers }));
  const html = async (app: Harness, url: string): Promise<string> => (await get(app, url)).text();

  beforeAll(async () => {
    // The demo's generated logos and backgrounds, as `npm start` writes them.
    dataDir = mkdtempSync(join(tmpdir(), 'comanda-previews-'));
    await writeDemoMedia(dataDir);
    const mediaDir = join(dataDir, 'media');
    h = await startHarness(dialect, { app: { mediaDir } });
    production = await startHarness(dialect, { env: { APP_ENV: 'production' }, app: { mediaDir } });
    categories = await listCategories(h.db, h.demo.id);
  });
  afterAll(async () => {
    await h.cleanup();
    await production.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  describe('the PNG card and touch icon', () => {
    it('are what og:image, twitter:image and apple-touch-icon name, with their size and type', async () => {
      const page = await html(h, h.demoUrl('/'));
      const card = metaContent(page, 'property', 'og:image')!;
      expect(card).toMatch(/^http:\/\/demo\.comanda\.test\/share\/demo\/card-[0-9a-f]{12}\.png$/);
      expect(metaContent(page, 'name', 'twitter:image')).toBe(card);
      expect(metaContent(page, 'name', 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(page, 'property', 'og:image:type')).toBe('image/png');
      expect(metaContent(page, 'property', 'og:image:width')).toBe('1200');
      expect(metaContent(page, 'property', 'og:image:height')).toBe('630');
      expect(metaContent(page, 'property', 'og:image:alt')).toBe('Demo Bistro');
      expect(page).toMatch(
        /<link rel="apple-touch-icon" href="\/share\/demo\/touch-icon-[0-9a-f]{12}\.png" sizes="180x180">/,
      );
      // No SVG is left for a link preview or the home screen.
      expect(page).not.toMatch(/(og:image|twitter:image)" content="[^"]*\.svg"/);
      expect(linkHref(page, 'apple-touch-icon')).not.toMatch(/\.svg$/);
    });

    it('serves a 1200×630 PNG card, opaque, in the landing colours, cached for a year', async () => {
      const card = metaContent(await html(h, h.demoUrl('/')), 'property', 'og:image')!;
      const res = await get(h, h.demoUrl(pathOf(card)));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1200, height: 630, hasAlpha: false });
      // The demo's landing is a gradient from #0F766E (top left) to #134E4A (bottom right).
      expect(near(await pixel(png, 2, 2), '#0F766E')).toBe(true);
      expect(near(await pixel(png, 1197, 627), '#134E4A')).toBe(true);
      // The logo sits on a white tile in the middle of the upper half.
      const tile = await pixel(png, 600 - 100, 200);
      expect(near(tile, '#FFFFFF')).toBe(true);
    });

    it('serves a 180×180 touch icon without transparency (iOS would fill it black)', async () => {
      const page = await html(h, h.demoUrl('/'));
      const res = await get(h, h.demoUrl(linkHref(page, 'apple-touch-icon')!));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(png).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 180, height: 180, hasAlpha: false });
      expect(near(await pixel(png, 1, 1), '#0F766E')).toBe(true);
      // The conventional address iOS asks for answers the same icon for the host's company.
      const conventional = await get(h, h.demoUrl('/apple-touch-icon.png'));
      expect(conventional.status).toBe(200);
      expect(conventional.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await conventional.arrayBuffer()).equals(png)).toBe(true);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const card = metaContent(await html(h, h.demoUrl('/')), 'property', 'og:image')!;
      const first = await get(h, h.demoUrl(pathOf(card)));
      const etag = first.headers.get('etag')!;
      expect(etag).toMatch(/^"card-[0-9a-f]{12}"$/);
      const again = await get(h, h.demoUrl(pathOf(card)), { 'if-none-match': etag });
      expect(again.status).toBe(304);
      expect((await again.arrayBuffer()).byteLength).toBe(0);
    });

    it('draws Arabic names, and a card without a logo, as PNG too', async () => {
      const page = await html(h, `http://alnakheel.${BASE_HOST}/`);
      const res = await get(h, h.demoUrl(pathOf(metaContent(page, 'property', 'og:image')!)));
      expect(res.status).toBe(200);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1200);
      const plain = await cloneDemo(h, { token: 'nologo', name: 'No Logo Deli', logo_url: null });
      const icon = linkHref(await html(h, `http://nologo.${BASE_HOST}/`), 'apple-touch-icon')!;
      expect(icon).toMatch(/^\/share\/nologo\/touch-icon-[0-9a-f]{12}\.png$/);
      const drawn = await get(h, `http://nologo.${BASE_HOST}${icon}`);
      expect(drawn.status).toBe(200);
      expect(plain.logo_url).toBeNull();
      expect((await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).height).toBe(180);
    });

    it('gets a new version when the landing changes; the old URL answers the new image briefly', async () => {
      const company = await cloneDemo(h, { token: 'rebrand', name: 'Rebrand Cafe' });
      // A clone has no settings of its own: it is given the demo's, then a new title.
      const settings = (await getEcommerceSettings(h.db, h.demo.id))!;
      await saveEcommerceSettings(h.db, company.id, settings);
      const before = metaContent(
        await html(h, `http://rebrand.${BASE_HOST}/`),
        'property',
        'og:image',
      )!;
      settings.layout_settings.landing.title.name = 'Rebranded Café';
      await saveEcommerceSettings(h.db, company.id, settings);
      const after = metaContent(
        await html(h, `http://rebrand.${BASE_HOST}/`),
        'property',
        'og:image',
      )!;
      expect(after).not.toBe(before);
      const fresh = await get(h, `http://rebrand.${BASE_HOST}${pathOf(after)}`);
      const stale = await get(h, `http://rebrand.${BASE_HOST}${pathOf(before)}`);
      expect(stale.status).toBe(200);
      expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
      expect(stale.headers.get('etag')).toBe(fresh.headers.get('etag'));
      expect(Buffer.from(await stale.arrayBuffer())).toEqual(
        Buffer.from(await fresh.arrayBuffer()),
      );
    });

    it('is a 404, never a 500, for an unknown or disabled company or a malformed name', async () => {
      for (const path of [
        '/share/nobody/card-0123456789ab.png',
        '/share/closedmenu/card-0123456789ab.png',
        '/share/demo/card-nothex.png',
        '/share/demo/banner-0123456789ab.png',
        '/share/demo/card-0123456789ab.svg',
        '/share/..%2Fdemo/card-0123456789ab.png',
      ]) {
        const res = await get(h, h.demoUrl(path));
        expect(res.status, path).toBe(404);
      }
      const unknownHost = await get(h, `http://nobody.${BASE_HOST}/apple-touch-icon.png`);
      expect(unknownHost.status).toBe(404);
    });
  });

  describe('Restaurant structured data', () => {
    it('carries the card as image, the menu URL, the price range and no cuisine it does not know', async () => {
      const data = jsonLd(await html(h, h.demoUrl('/')));
      const card = metaContent(await html(h, h.demoUrl('/')), 'property', 'og:image');
      expect(data.image).toBe(card);
      expect(data.menu).toBe('http://demo.comanda.test/products');
      expect((data.hasMenu as Json).url).toBe('http://demo.comanda.test/products');
      // The demo records no cuisine; its industry ("restaurant") is not one.
      expect(data).not.toHaveProperty('servesCuisine');
      const prices = categories
        .flatMap((c) => c.products)
        .flatMap((p) => p.product_variants.map((v) => v.price))
        .filter((price): price is number => price !== null && price > 0);
      const low = Math.floor(Math.min(...prices) / 100);
      const high = Math.ceil(Math.max(...prices) / 100);
      expect(low).toBeLessThan(high);
      expect(data.priceRange).toBe(`USD ${low}-${high}`);
    });

    it('gives geo coordinates with at least 5 decimals, keeping all the stored ones', async () => {
      const demo = jsonLd(await html(h, h.demoUrl('/')));
      // Stored as 40.7128, -74.006.
      expect(demo.geo).toEqual({
        '@type': 'GeoCoordinates',
        latitude: '40.71280',
        longitude: '-74.00600',
      });
      const precise = await cloneDemo(h, { token: 'precise', name: 'Precise Place' });
      const { id, ...rest } = precise;
      await updateCompany(h.db, id, { ...rest, latitude: 40.7127753, longitude: -74.0059728 });
      const data = jsonLd(await html(h, `http://precise.${BASE_HOST}/`));
      expect(data.geo).toMatchObject({ latitude: '40.7127753', longitude: '-74.0059728' });
      expect((await getCompany(h.db, id))?.latitude).toBe(40.7127753);
    });
  });

  describe('what search engines may index', () => {
    const privatePaths = ['/cart', '/tracking', '/kitchen', '/admin', '/health'];

    it('in production: the landing, /products and /info only; private pages say noindex twice', async () => {
      for (const path of ['/', '/products', '/info']) {
        const res = await get(production, production.demoUrl(path));
        expect(metaContent(await res.text(), 'name', 'robots'), path).toBe('index, follow');
        expect(res.headers.get('x-robots-tag'), path).toBeNull();
      }
      for (const path of privatePaths) {
        const res = await get(production, production.demoUrl(path));
        expect(res.status, path).toBe(200);
        expect(metaContent(await res.text(), 'name', 'robots'), path).toBe('noindex, nofollow');
        expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      }
      for (const url of [production.demoUrl('/en/404'), `http://nobody.${BASE_HOST}/`]) {
        const res = await get(production, url);
        expect(res.status, url).toBe(404);
        expect(await res.text(), url).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(res.headers.get('x-robots-tag'), url).toBe('noindex, nofollow');
      }
    });

    // Issue [16/21] item 22: a disallowed page's noindex is never read, so no page is disallowed.
    it('robots.txt lets crawlers read every page’s noindex, and closes only the API and sockets', async () => {
      for (const app of [production, h]) {
        const res = await get(app, app.demoUrl('/robots.txt'));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        const lines = (await res.text()).split('\n');
        expect(lines[0]).toBe('User-agent: *');
        expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual([
          'Disallow: /api/',
          'Disallow: /ws',
        ]);
      }
    });

    it('outside production: every page is noindex', async () => {
      for (const path of ['/', '/products', '/info', ...privatePaths]) {
        const res = await get(h, h.demoUrl(path));
        expect(metaContent(await res.text(), 'name', 'robots'), path).toBe('noindex, nofollow');
        expect(res.headers.get('x-robots-tag'), path).toBe('noindex, nofollow');
      }
    });
  });

  describe('trailing slashes', () => {
    it.each(['/products', '/info', '/cart', '/tracking', '/kitchen', '/admin', '/health'])(
      'sends %s/ to the route without the slash, keeping the query string',
      async (route) => {
        const res = await get(h, h.demoUrl(`${route}/?qr-id=abc&utm_source=flyer`));
        expect(res.status).toBe(301);
        expect(res.headers.get('location')).toBe(`${route}?qr-id=abc&utm_source=flyer`);
        const doubled = await get(h, h.demoUrl(`${route}//`));
        expect(doubled.headers.get('location')).toBe(route);
      },
    );

    it('still sends unknown paths to /, and never off the site', async () => {
      for (const path of ['/nothing/', '//elsewhere.example/', '/products/extra/']) {
        const res = await get(h, h.demoUrl(path));
        expect(res.status, path).toBe(302);
        expect(res.headers.get('location'), path).toBe('/');
      }
      expect((await get(h, h.demoUrl('/'))).status).toBe(200);
    });
  });
});

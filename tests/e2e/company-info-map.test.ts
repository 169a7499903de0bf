// Issue [9/13] maps in the §2.8 company information at 360 px: the location map and the coverage
// map (§2.11) draw the company marker, the area polygons in the palette or the green range circle,
// with tiles from the run's local tile server; with tiles blocked they still draw everything on
// the neutral background; the map pans from the keyboard.
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { coverageMapView } from '../../src/features/company-info/coverage-map';
import { MAP } from '../../src/domain/constants';
import { PHONE, launchBrowser } from './support/browser';
import { companyByToken } from './support/api';
import { tilesServed } from './support/tiles';
import { tenantUrl } from './support/urls';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

type Table = Record<string, unknown>;
const table = (locale: string, ns: string): Table =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/locales/${locale}/${ns}.json`, import.meta.url), 'utf8'),
  ) as Table;

/** The page's own texts, in the language it opened in (§2.1; read from <html lang>). */
function texts(locale: string) {
  const landing = table(locale, 'landing') as { info: Record<string, string> };
  const info = table(locale, 'info') as Record<string, string>;
  const maps = (table(locale, 'address') as { mapView: Record<string, string> }).mapView;
  return {
    open: landing.info.open!,
    title: info.title!,
    coverageMap: maps.coverageMap!,
    locationMap: maps.locationMap!,
    zoomIn: maps.zoomIn!,
    zoomOut: maps.zoomOut!,
  };
}

let labels = texts('en');
const coverageMap = (sheet: Locator) => sheet.getByRole('region', { name: labels.coverageMap });
const locationMap = (sheet: Locator) => sheet.getByRole('region', { name: labels.locationMap });

/** Service workers blocked where a test routes tile requests: routes never see a worker's fetches. */
async function openInfo(
  token: string,
  options: { blockTiles?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; sheet: Locator }> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'en-US',
    serviceWorkers: options.blockTiles ? 'block' : 'allow',
  });
  if (options.blockTiles) {
    await context.route(`http://127.0.0.1:${inject('tilePort')}/**`, (route) => route.abort());
  }
  const page = await context.newPage();
  await page.goto(tenantUrl(token));
  await page.locator('h1').first().waitFor();
  labels = texts(await page.evaluate(() => document.documentElement.lang));
  await page.getByRole('button', { name: labels.open, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: labels.title, exact: true });
  await sheet.waitFor();
  return { context, page, sheet };
}

async function fits360(map: Locator): Promise<void> {
  await map.scrollIntoViewIfNeeded();
  const box = await map.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  expect(box!.height).toBeGreaterThan(100);
}

describe('§2.8 company information maps (§2.11), with local tiles', () => {
  it('sabor (areas): the polygons in the palette, the company marker, tiles requested', async () => {
    const { company, settings } = await companyByToken('sabor');
    const expected = coverageMapView(company, settings);
    expect(expected.polygons.length).toBeGreaterThan(1);
    const before = await tilesServed(inject('tilePort'));
    const { context, sheet } = await openInfo('sabor');
    try {
      const map = coverageMap(sheet);
      await map.waitFor();
      await fits360(map);
      const polygons = map.locator('path.map-polygon');
      await expect.poll(() => polygons.count()).toBe(expected.polygons.length);
      const drawn = await polygons.evaluateAll((paths) =>
        paths.map((p) => [p.getAttribute('aria-label'), p.getAttribute('fill')]),
      );
      expect(drawn).toEqual(expected.polygons.map((p) => [p.name, p.color]));
      const marker = map.locator('.map-marker--company');
      expect(await marker.getAttribute('title')).toBe(company.name);
      expect(await map.getAttribute('dir')).toBe('ltr');
      // The location map: the same marker, at the address zoom.
      const location = locationMap(sheet);
      await fits360(location);
      expect(await location.locator('.map-marker--company').getAttribute('title')).toBe(
        company.name,
      );
      expect(await location.locator('path.map-polygon').count()).toBe(0);
      await expect.poll(() => map.getAttribute('data-tiles')).toBe('loaded');
      expect(await map.locator('img.leaflet-tile-loaded').count()).toBeGreaterThan(0);
      expect(await tilesServed(inject('tilePort'))).toBeGreaterThan(before);
      await expect
        .poll(() => map.locator('.leaflet-control-attribution').innerText())
        .toContain('OpenStreetMap');
    } finally {
      await context.close();
    }
  });

  it('demo (ranges): the green circle of the largest range at zoom 11, and the marker', async () => {
    const { company, settings } = await companyByToken('demo');
    const expected = coverageMapView(company, settings);
    expect(expected.circle).not.toBeNull();
    const { context, sheet } = await openInfo('demo');
    try {
      const map = coverageMap(sheet);
      await map.waitFor();
      await fits360(map);
      const circle = map.locator('path.map-circle');
      await circle.waitFor();
      expect(await circle.getAttribute('stroke')).toBe(MAP.coverageCircle.color);
      expect(Number(await circle.getAttribute('fill-opacity'))).toBe(
        MAP.coverageCircle.fillOpacity,
      );
      // Web Mercator at zoom 11: metres per CSS pixel = 156543.03 × cos(latitude) / 2^11.
      const metresPerPixel =
        (156543.03 * Math.cos((expected.circle!.centre.latitude * Math.PI) / 180)) /
        2 ** MAP.coverageZoom;
      const diameter = (2 * expected.circle!.radiusKm * 1000) / metresPerPixel;
      const box = await circle.evaluate((p) => ({
        width: (p as SVGGraphicsElement).getBBox().width,
      }));
      expect(box.width).toBeGreaterThan(diameter * 0.95);
      expect(box.width).toBeLessThan(diameter * 1.05);
      expect(await map.locator('.map-marker--company').getAttribute('title')).toBe(company.name);
      expect(await map.locator('path.map-polygon').count()).toBe(0);
      // Demo is in the US: its 6 km range reads in miles (issue [16/21] item 13).
      await sheet.getByText(/We deliver up to 3.7 miles away/).waitFor();
    } finally {
      await context.close();
    }
  });

  it('with tiles blocked, the polygons and the marker draw on the neutral background', async () => {
    const { company, settings } = await companyByToken('sabor');
    const expected = coverageMapView(company, settings);
    const { context, sheet } = await openInfo('sabor', { blockTiles: true });
    try {
      const map = coverageMap(sheet);
      await map.waitFor();
      await expect.poll(() => map.getAttribute('data-tiles')).toBe('failed');
      await expect
        .poll(() => map.locator('path.map-polygon').count())
        .toBe(expected.polygons.length);
      expect(await map.locator('.map-marker--company').count()).toBe(1);
      expect(await map.locator('img.leaflet-tile-loaded').count()).toBe(0);
      const background = await map.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe('rgb(236, 234, 228)');
    } finally {
      await context.close();
    }
  });

  it('pans from the keyboard and names its zoom buttons', async () => {
    const { context, page, sheet } = await openInfo('demo');
    try {
      const map = locationMap(sheet);
      await map.waitFor();
      await map.scrollIntoViewIfNeeded();
      await expect.poll(() => map.getAttribute('tabindex')).toBe('0');
      const zoomIn = map.getByRole('button', { name: labels.zoomIn });
      expect(await zoomIn.count()).toBe(1);
      expect(await map.getByRole('button', { name: labels.zoomOut }).count()).toBe(1);
      const pane = map.locator('.leaflet-map-pane');
      const transform = () => pane.evaluate((el) => (el as HTMLElement).style.transform);
      const start = await transform();
      await map.focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(transform).not.toBe(start);
    } finally {
      await context.close();
    }
  });
});

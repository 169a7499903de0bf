// Issue [12/13] "Fast on weak venue wifi": the brand fonts are real, self-hosted woff2 files
// (src/domain/font-files.ts, written into the build by scripts/fonts-plugin.ts). In real Chromium
// each storefront's own font reaches the 'loaded' state from this server, an English page never
// downloads the Arabic face, and the Arabic storefront gets its Arabic face.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FontName } from '../../src/domain/constants';
import { BRAND_FONTS } from '../../src/domain/font-files';
import { companyByToken } from './support/api';
import { PHONE, launchBrowser, newContext } from './support/browser';
import { rawGet } from './support/raw-http';
import { serverPort } from './support/server-port';
import { tenantUrl } from './support/urls';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

interface FaceState {
  status: string;
  unicodeRange: string;
}

interface FontState {
  /** document.fonts.load()'s faces for the sample text: all of them, and how many loaded. */
  matched: number;
  loaded: number;
  check: boolean;
  faces: FaceState[];
  stylesheetLinks: number;
}

/** Loads `weight 1em "family"` for text in the page and reports the family's faces. */
async function fontState(page: Page, font: FontName, text: string): Promise<FontState> {
  const { family, weight } = BRAND_FONTS[font];
  const unquote = (name: string): string => name.replace(/^["']|["']$/g, '');
  // The stylesheet is linked by the server's head or by applyTheme after the settings arrive.
  await page.waitForFunction(
    (wanted) => [...document.fonts].some((face) => face.family.replace(/["']/g, '') === wanted),
    family,
    { timeout: 20_000 },
  );
  const state = await page.evaluate(
    async ({ family, weight, text, href, name }) => {
      const spec = `${weight} 1em "${family}"`;
      const matched = await document.fonts.load(spec, text);
      await document.fonts.ready;
      return {
        matched: matched.length,
        loaded: matched.filter((face) => face.status === 'loaded').length,
        check: document.fonts.check(spec, text),
        faces: [...document.fonts]
          .filter((face) => face.family.replace(/["']/g, '') === family)
          .map((face) => ({ status: face.status, unicodeRange: face.unicodeRange })),
        // The font's rules: inline from the server (<style data-font>) or a stylesheet link.
        stylesheetLinks:
          document.querySelectorAll(`style[data-font="${name}"]`).length +
          [...document.querySelectorAll('link[rel="stylesheet"]')].filter(
            (link) => new URL((link as HTMLLinkElement).href).pathname === href,
          ).length,
      };
    },
    { family: unquote(family), weight, text, href: `/fonts/${font}.css`, name: font },
  );
  return state;
}

/** The font files the page fetched, by path. */
function recordFontResponses(page: Page): Map<string, Response> {
  const responses = new Map<string, Response>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/fonts/') || /\.(woff2?|ttf|otf)$/.test(url.pathname))
      responses.set(`${url.host}${url.pathname}`, response);
  });
  return responses;
}

const isArabicFace = (face: FaceState): boolean => /U\+600-6FF/i.test(face.unicodeRange);

describe('self-hosted brand fonts', () => {
  it.each([
    ['demo', 'montserrat'],
    ['taqueria', 'alfa_slab_one'],
  ] as const)('%s loads its own font (%s) from this server', async (token, font) => {
    const { settings } = await companyByToken(token);
    expect(settings.layout_settings.landing.title.font).toBe(font);
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      const responses = recordFontResponses(page);
      await page.goto(tenantUrl(token));
      await page.locator('h1').first().waitFor();
      const state = await fontState(page, font, 'Hello');
      expect(state.check).toBe(true);
      expect(state.matched).toBeGreaterThan(0);
      expect(state.loaded).toBe(state.matched);
      // Latin, latin-ext and the Arabic face are declared; only what the text needs downloads.
      expect(state.faces).toHaveLength(3);
      expect(state.faces.filter((face) => face.status === 'error')).toEqual([]);
      const arabic = state.faces.find(isArabicFace);
      expect(arabic?.status).toBe('unloaded');
      // The font's rules once, whether the server's head or applyTheme put them there.
      expect(state.stylesheetLinks).toBe(1);

      const latin = BRAND_FONTS[font].files.find((f) => f.subset === 'latin')!;
      const host = `${token}.localhost:${serverPort()}`;
      const response = responses.get(`${host}${latin.url}`);
      expect(response?.status()).toBe(200);
      const headers = await response!.allHeaders();
      expect(headers['content-type']).toBe('font/woff2');
      expect(headers['cache-control']).toContain('max-age=31536000');
      const arabicFile = BRAND_FONTS[font].files.find((f) => f.subset === 'arabic')!;
      expect(responses.has(`${host}${arabicFile.url}`)).toBe(false);
      // Every font request stayed on this server.
      for (const key of responses.keys()) expect(key.startsWith(`${host}/fonts/`)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the first HTML carries the fonts’ rules and one preload, and the storefront adds no copy', async () => {
    const raw = await rawGet('demo.localhost', '/', { 'user-agent': 'e2e', accept: 'text/html' });
    const head = raw.body.slice(0, raw.body.indexOf('</head>'));
    const latin = BRAND_FONTS.montserrat.files.find((f) => f.subset === 'latin')!;
    expect(head.match(/rel="preload" as="font"[^>]*/g)).toEqual([
      `rel="preload" as="font" type="font/woff2" href="${latin.url}" crossorigin`,
    ]);
    expect(head).toContain('<style data-font="montserrat">');
    // No stylesheet request stands between the HTML and its first paint.
    expect(head).not.toMatch(/<link rel="stylesheet"[^>]*\/fonts\//);
    const context = await newContext(browser, { viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(tenantUrl('demo'));
      // applyTheme has run once the page is interactive.
      await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' });
      const state = await fontState(page, 'montserrat', 'Hello');
      expect(state.check).toBe(true);
      expect(state.stylesheetLinks).toBe(1);
      const fontLinks = await page.evaluate(
        () =>
          [...document.querySelectorAll('link[rel="stylesheet"]')].filter((link) =>
            new URL((link as HTMLLinkElement).href).pathname.startsWith('/fonts/'),
          ).length,
      );
      expect(fontLinks).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('the Arabic storefront (alnakheel) loads the Arabic face of its font', async () => {
    const { settings } = await companyByToken('alnakheel');
    const font = settings.layout_settings.landing.title.font as FontName;
    expect(font).toBe('noto_serif');
    const context = await newContext(browser, { viewport: PHONE, locale: 'ar' });
    try {
      const page = await context.newPage();
      const responses = recordFontResponses(page);
      await page.goto(tenantUrl('alnakheel'));
      await page.locator('h1').first().waitFor();
      const state = await fontState(page, font, 'مشاوي ومأكولات');
      expect(state.check).toBe(true);
      expect(state.matched).toBeGreaterThan(0);
      expect(state.loaded).toBe(state.matched);
      const arabic = state.faces.find(isArabicFace);
      expect(arabic?.status).toBe('loaded');
      const arabicFile = BRAND_FONTS[font].files.find((f) => f.subset === 'arabic')!;
      const response = responses.get(`alnakheel.localhost:${serverPort()}${arabicFile.url}`);
      expect(response?.status()).toBe(200);
      expect((await response!.allHeaders())['content-type']).toBe('font/woff2');
    } finally {
      await context.close();
    }
  });
});

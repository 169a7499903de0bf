// What a server-drawn page needs in its <head> to paint at once (issue [12/13]): the CSS of the
// shell and of the page's own chunk inline (read from Vite's manifest, so nothing blocks the first
// paint on a second request), and its LCP image preloaded at the size the page will ask for. The
// page's chunk is not modulepreloaded: on a slow link those high-priority downloads competed with
// the first paint (Lighthouse's LCP on bigmenu went from 1.97 s to 1.62 s without them), and the
// page is readable before any of its JavaScript arrives.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { visibleCategories } from '../../src/domain/catalogue-view';
import { CARD_IMAGE_SIZES, productImageSet } from '../../src/domain/product-image';
import { landingBackground } from '../../src/domain/landing-background';
import type { Category, EcommerceSettings } from '../../src/domain/types';
import { escapeHtml } from './escape';

/** Each server-drawn route's own chunk, as Vite's manifest names it (src/app/pages.ts). */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/': 'src/features/landing/LandingPage.tsx',
  '/products': 'src/features/products/ProductsPage.tsx',
  '/info': 'src/features/info/InfoPage.tsx',
};

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface PageAssets {
  /** The CSS inlined into <head>. */
  css: string;
  /** The stylesheet files it replaces (their <link>s are dropped from the template). */
  cssFiles: string[];
}

/** The chunk and every chunk it imports statically, in load order. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): ManifestChunk[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [...(chunk.imports ?? []).flatMap((k) => closure(manifest, k, seen)), chunk];
}

/** The page's assets from the manifest (pure: the tests give it a manifest). */
export function assetsOf(
  manifest: Manifest,
  path: string,
  readCss: (file: string) => string,
): PageAssets {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const shell = entry ? closure(manifest, entry) : [];
  const pageKey = PAGE_MODULES[path];
  const seen = new Set(shell.map((c) => c.file));
  const page = pageKey ? closure(manifest, pageKey).filter((c) => !seen.has(c.file)) : [];
  const cssFiles = [...new Set([...shell, ...page].flatMap((c) => c.css ?? []))];
  return { css: cssFiles.map(readCss).join('\n'), cssFiles };
}

/** Reads {distDir}/.vite/manifest.json and the CSS it names, again only after a rebuild. */
export class PageAssetsReader {
  private cached: { mtimeMs: number; byPath: Map<string, PageAssets> } | null = null;

  constructor(private readonly distDir: string | undefined) {}

  async get(path: string): Promise<PageAssets | null> {
    if (!this.distDir || !PAGE_MODULES[path]) return null;
    const file = join(this.distDir, '.vite', 'manifest.json');
    try {
      const { mtimeMs } = await stat(file);
      if (this.cached?.mtimeMs !== mtimeMs) {
        const manifest = JSON.parse(await readFile(file, 'utf8')) as Manifest;
        const files = new Set(Object.values(manifest).flatMap((c) => c.css ?? []));
        const texts = new Map<string, string>();
        for (const css of files)
          texts.set(css, await readFile(join(this.distDir, css), 'utf8').catch(() => ''));
        const byPath = new Map<string, PageAssets>();
        for (const page of Object.keys(PAGE_MODULES))
          byPath.set(
            page,
            assetsOf(manifest, page, (f) => texts.get(f) ?? ''),
          );
        this.cached = { mtimeMs, byPath };
      }
      return this.cached.byPath.get(path) ?? null;
    } catch {
      return null;
    }
  }
}

/**
 * The <head> tags for the assets: the inline CSS, then each inlined file as a disabled stylesheet
 * link. Vite's loader of a lazy chunk's CSS (the page's own chunk, loaded as the page starts)
 * skips a file that a stylesheet link already names; without these it fetched every inlined file
 * again and restyled the whole page as each arrived. A disabled link is never fetched.
 */
export function assetTags(assets: PageAssets): string {
  // '</style' cannot occur in CSS Vite wrote, but tenant text never reaches here anyway.
  const css = assets.css.replace(/<\/style/gi, '<\\/style');
  const inlined = assets.cssFiles.map(
    (file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" disabled>`,
  );
  return [`<style id="comanda-page-css">${css}</style>`, ...inlined].join('\n');
}

/** The template without the <link rel=stylesheet> tags of CSS that is now inline. */
export function withoutInlinedLinks(template: string, cssFiles: readonly string[]): string {
  let html = template;
  for (const file of cssFiles) {
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    html = html.replace(new RegExp(`<link rel="stylesheet"[^>]*href="/${escaped}"[^>]*>\\s*`), '');
  }
  return html;
}

/**
 * The preload of the page's largest image: on /products the first card's photo (loaded eagerly,
 * at the card's sizes), on the landing its background image for each viewport. Null when none.
 */
export function lcpImagePreload(
  path: string,
  categories: readonly Category[],
  settings: EcommerceSettings | null,
): string | null {
  if (path === '/products') {
    const first = visibleCategories(categories)[0]?.products[0];
    const set = productImageSet(first?.images[0]?.image_url, 150);
    if (!set) return null;
    const srcset = set.webpSrcSet ?? set.fallbackSrcSet;
    const type = set.webpSrcSet ? ' type="image/webp"' : '';
    return srcset
      ? `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcset)}" imagesizes="${CARD_IMAGE_SIZES}"${type} fetchpriority="high">`
      : `<link rel="preload" as="image" href="${escapeHtml(set.src)}" fetchpriority="high">`;
  }
  if (path === '/') {
    const background = landingBackground(settings?.layout_settings.landing.body);
    if (background.kind !== 'image') return null;
    // The blurred thumbnail is what paints first (LandingBackground.tsx).
    const mobile = background.mobile.thumbnail ?? background.mobile.url;
    const desktop = background.desktop.thumbnail ?? background.desktop.url;
    const tags: string[] = [];
    if (mobile)
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(mobile)}" media="(max-width: 599px)">`,
      );
    if (desktop)
      tags.push(
        `<link rel="preload" as="image" href="${escapeHtml(desktop)}" media="(min-width: 600px)">`,
      );
    return tags.length > 0 ? tags.join('\n') : null;
  }
  return null;
}

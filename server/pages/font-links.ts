// The brand fonts in the server-filled <head>: each font in use's @font-face rules inline (a
// <style data-font>, so no stylesheet request holds the first paint on a weak link) and ONE
// preload, the company's own (title) font, in the file the page's language needs first (the
// Arabic face for 'ar', the latin one otherwise). The rules are those of /fonts/{name}.css, which
// src/app/theme.ts does not add again; the preload starts the font's download with the HTML. They
// include each font's metric-matched fallback faces ('{family} Fallback', local fonts only), which
// the theme's font stacks name right after the brand family, so the first paint already has the
// brand font's line heights and widths and the swap does not shift the page.
import type { FontName } from '../../src/domain/constants';
import { BRAND_FONTS, fontCss, preloadFile } from '../../src/domain/font-files';
import { fontsInUse } from '../../src/app/theme-vars';
import type { EcommerceSettings } from '../../src/domain/types';
import { escapeHtml } from './escape';

/** fonts: the fonts in use, the company's own first (fontsInUse). */
export function fontHeadTags(fonts: readonly FontName[], lang: string): string {
  const known = [...new Set(fonts)].filter((name) =>
    Object.prototype.hasOwnProperty.call(BRAND_FONTS, name),
  );
  const own = known[0];
  if (own === undefined) return '';
  const preload = preloadFile(own, lang);
  return [
    `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(preload.url)}" crossorigin>`,
    ...known.map((name) => `<style data-font="${escapeHtml(name)}">${fontCss(name)}</style>`),
  ].join('\n');
}

/** The tags for a company's settings: the same font rule as the storefront's applyTheme. */
export function companyFontHeadTags(
  settings: Pick<EcommerceSettings, 'layout_settings'> | null,
  lang: string,
): string {
  return fontHeadTags(fontsInUse(settings), lang);
}

// §3 layout_settings → CSS custom properties. Pure, so the mapping is unit-tested.
import { BRAND_PRIMARY, FONTS } from '../domain/constants';
import type { FontName } from '../domain/constants';
import { fontOrFallback, themeColor } from '../domain/formatting';
import type { EcommerceSettings } from '../domain/types';

const SYSTEM_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif";

/** 'wendy_one' → 'Wendy One': the family name /fonts/{name}.css declares (src/domain/font-files.ts). */
export function fontFamilyName(font: FontName): string {
  return font
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * 'Wendy One' → 'Wendy One Fallback': the metric-matched local face /fonts/{name}.css declares
 * with it (src/domain/font-files.ts), sized so the swap to the brand font does not reflow the page.
 */
export function fallbackFamilyName(font: FontName): string {
  return `${fontFamilyName(font)} Fallback`;
}

/**
 * The font's family first, then its metric-matched fallback (what shows until the font arrives),
 * then the system stack, so a missing font file, or a system without the fallback's local fonts,
 * still reads well.
 */
export function fontStack(font: FontName): string {
  return `'${fontFamilyName(font)}', '${fallbackFamilyName(font)}', ${SYSTEM_STACK}`;
}

type LayoutSettings = Pick<EcommerceSettings, 'layout_settings'> | null;

/**
 * The fonts a storefront uses, the company's own (the landing title's) first, each once. The one
 * rule for the client (applyTheme loads their stylesheets) and the server (server/pages/
 * font-links.ts links them and preloads the first).
 */
export function fontsInUse(settings: LayoutSettings): FontName[] {
  const landing = settings?.layout_settings?.landing;
  const product = settings?.layout_settings?.product;
  return [
    ...new Set([
      fontOrFallback(landing?.title?.font),
      fontOrFallback(landing?.content?.font),
      fontOrFallback(product?.content?.font),
    ]),
  ];
}

export interface ThemeResult {
  vars: Record<string, string>;
  fonts: FontName[];
}

export function themeVariables(settings: LayoutSettings): ThemeResult {
  const landing = settings?.layout_settings?.landing;
  const product = settings?.layout_settings?.product;
  const titleFont = fontOrFallback(landing?.title?.font);
  const contentFont = fontOrFallback(landing?.content?.font);
  const productFont = fontOrFallback(product?.content?.font);
  const vars: Record<string, string> = {
    '--c-primary': themeColor(product?.buttons_icons?.background_color, BRAND_PRIMARY),
    '--c-on-primary': themeColor(product?.buttons_icons?.text_color, '#FFFFFF'),
    '--c-page-bg': themeColor(product?.body?.background_color, '#FFFFFF'),
    '--c-text': themeColor(product?.content?.text_color, '#1F2937'),
    '--c-secondary': themeColor(product?.secondary_color, '#F3F4F6'),
    '--c-discount': themeColor(product?.content?.discounts_color, '#D32F2F'),
    '--c-landing-title': themeColor(landing?.title?.text_color, '#111827'),
    '--c-landing-text': themeColor(landing?.content?.text_color, '#374151'),
    '--c-landing-bg': themeColor(landing?.body?.background_color, '#FFFFFF'),
    '--c-landing-gradient-1': themeColor(landing?.body?.degraded_color?.degraded_1, '#FFFFFF'),
    '--c-landing-gradient-2': themeColor(landing?.body?.degraded_color?.degraded_2, '#FFFFFF'),
    '--c-landing-button': themeColor(landing?.buttons_icons?.button_color, BRAND_PRIMARY),
    '--c-landing-button-text': themeColor(landing?.buttons_icons?.text_color, '#FFFFFF'),
    '--c-landing-icon': themeColor(landing?.buttons_icons?.form_color, BRAND_PRIMARY),
    '--c-footer-bg': themeColor(landing?.footer?.background_color, '#FFFFFF'),
    '--c-footer-text': themeColor(landing?.footer?.text_color, '#374151'),
    '--c-footer-download': themeColor(landing?.footer?.app_download_color, BRAND_PRIMARY),
    '--font-title': fontStack(titleFont),
    '--font-title-weight': String(FONTS[titleFont]),
    '--font-content': fontStack(contentFont),
    '--font-product': fontStack(productFont),
  };
  return { vars, fonts: fontsInUse(settings) };
}

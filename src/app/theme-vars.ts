// §3 layout_settings → CSS custom properties, every colour pair readable (WCAG AA, issue [13/13],
// src/domain/contrast.ts). Pure, so the mapping is unit-tested; the server inlines the same.
import { BRAND_PRIMARY, FONTS } from '../domain/constants';
import type { FontName } from '../domain/constants';
import {
  AA_LARGE,
  AA_TEXT,
  WHITE,
  fillWithText,
  legibleOn,
  shadeToward,
  toHex6,
} from '../domain/contrast';
import { fontOrFallback, themeColor } from '../domain/formatting';
import type { EcommerceSettings } from '../domain/types';

/** The stylesheet's white cards and dialogs (src/app/global.css), which the theme does not set. */
const SURFACE = WHITE;
const DEFAULT_TEXT = '#1F2937';
const DEFAULT_MUTED = '#6B7280';
const DEFAULT_SECONDARY = '#F3F4F6';
const DEFAULT_DISCOUNT = '#D32F2F';
const DEFAULT_LANDING_TEXT = '#374151';

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

/** A theme colour as '#RRGGBB' (§5.8 cut to 7 characters; '#abc' widened); else the fallback. */
function hex(value: string | null | undefined, fallback: string): string {
  return toHex6(themeColor(value, fallback)) ?? fallback;
}

/**
 * The theme's colours, each foreground made readable on what it sits on (src/domain/contrast.ts):
 * fills keep the company's text when it reads (or a barely darker fill does), brand colours used
 * as text become a shade of themselves that reads on the page and on the white cards.
 */
export function themeColors(settings: LayoutSettings): Record<string, string> {
  const landing = settings?.layout_settings?.landing;
  const product = settings?.layout_settings?.product;
  const brand = hex(product?.buttons_icons?.background_color, BRAND_PRIMARY);
  const primary = fillWithText(brand, hex(product?.buttons_icons?.text_color, WHITE));
  // Text first on the white cards, where most of it sits (so it is dark enough for white); then
  // the page behind them is lightened just enough for the same text, so it reads on both.
  const text = legibleOn(hex(product?.content?.text_color, DEFAULT_TEXT), [SURFACE]);
  const chosenPage = hex(product?.body?.background_color, WHITE);
  const page = shadeToward(chosenPage, WHITE, [text], AA_TEXT)?.color ?? WHITE;
  const surfaces = [page, SURFACE];
  const secondary = fillWithText(hex(product?.secondary_color, DEFAULT_SECONDARY), text);
  const discount = fillWithText(hex(product?.content?.discounts_color, DEFAULT_DISCOUNT), WHITE);

  const landingBg = hex(landing?.body?.background_color, WHITE);
  const gradientTop = hex(landing?.body?.degraded_color?.degraded_1, landingBg);
  const gradientBottom = hex(landing?.body?.degraded_color?.degraded_2, landingBg);
  const heroBackground = landingTextBackground(landing?.body?.background_type, {
    flat: landingBg,
    top: gradientTop,
  });
  const heroText = (value: string | undefined, fallback: string, min: number): string => {
    const chosen = hex(value, fallback);
    return heroBackground === null ? chosen : legibleOn(chosen, [heroBackground], min);
  };
  const landingButton = fillWithText(
    hex(landing?.buttons_icons?.button_color, BRAND_PRIMARY),
    hex(landing?.buttons_icons?.text_color, WHITE),
  );
  const footer = fillWithText(
    hex(landing?.footer?.background_color, WHITE),
    hex(landing?.footer?.text_color, DEFAULT_LANDING_TEXT),
  );
  const download = fillWithText(hex(landing?.footer?.app_download_color, BRAND_PRIMARY), WHITE);

  return {
    '--c-primary': primary.fill,
    '--c-on-primary': primary.text,
    '--c-primary-text': legibleOn(brand, surfaces),
    '--c-focus': legibleOn(brand, surfaces, AA_LARGE),
    '--c-page-bg': page,
    '--c-surface': SURFACE,
    '--c-text': text,
    '--c-muted': legibleOn(DEFAULT_MUTED, surfaces),
    '--c-secondary': secondary.fill,
    '--c-on-secondary': secondary.text,
    '--c-on-secondary-muted': legibleOn(DEFAULT_MUTED, [secondary.fill]),
    '--c-discount': discount.fill,
    '--c-on-discount': discount.text,
    // Large text (the title is 22 px bold and more): 3:1.
    '--c-landing-title': heroText(landing?.title?.text_color, '#111827', AA_LARGE),
    '--c-landing-text': heroText(landing?.content?.text_color, DEFAULT_LANDING_TEXT, AA_TEXT),
    '--c-landing-bg': landingBg,
    '--c-landing-gradient-1': gradientTop,
    '--c-landing-gradient-2': gradientBottom,
    '--c-landing-button': landingButton.fill,
    '--c-landing-button-text': landingButton.text,
    // Icons on the white round buttons of the header (the hard-shadow outline uses it too).
    '--c-landing-icon': legibleOn(
      hex(landing?.buttons_icons?.form_color, BRAND_PRIMARY),
      [SURFACE],
      AA_LARGE,
    ),
    '--c-footer-bg': footer.fill,
    '--c-footer-text': footer.text,
    '--c-footer-download': download.fill,
    '--c-on-footer-download': download.text,
  };
}

/**
 * What the landing's title and summary are read on: the flat colour, or the gradient's top colour
 * (the gradient runs top to bottom and the header, title and summary sit at the top; a dark-to-
 * light gradient has no one colour that reads at both ends). None for a photo, whose colours are
 * unknown here: there the company's own choice stands (the back office warns, issue [11/13]).
 */
function landingTextBackground(
  type: string | undefined,
  colors: { flat: string; top: string },
): string | null {
  if (type === 'gradient') return colors.top;
  if (type === 'image') return null;
  return colors.flat;
}

type Pair = readonly [foreground: string, background: string, min: number];

/**
 * Every foreground/background pair of theme variables the stylesheets put together, and the
 * contrast it must reach. The contrast test runs it over every demo company and hostile colours;
 * theme-contrast.test.ts checks the stylesheets pair nothing else.
 */
export function themeContrastPairs(settings: LayoutSettings): Pair[] {
  const pairs: Pair[] = [
    ['--c-text', '--c-page-bg', AA_TEXT],
    ['--c-text', '--c-surface', AA_TEXT],
    ['--c-page-bg', '--c-text', AA_TEXT],
    ['--c-muted', '--c-page-bg', AA_TEXT],
    ['--c-muted', '--c-surface', AA_TEXT],
    ['--c-primary-text', '--c-page-bg', AA_TEXT],
    ['--c-primary-text', '--c-surface', AA_TEXT],
    ['--c-focus', '--c-page-bg', AA_LARGE],
    ['--c-focus', '--c-surface', AA_LARGE],
    ['--c-on-primary', '--c-primary', AA_TEXT],
    ['--c-on-secondary', '--c-secondary', AA_TEXT],
    ['--c-on-secondary-muted', '--c-secondary', AA_TEXT],
    ['--c-on-discount', '--c-discount', AA_TEXT],
    ['--c-landing-button-text', '--c-landing-button', AA_TEXT],
    ['--c-landing-icon', '--c-surface', AA_LARGE],
    ['--c-footer-text', '--c-footer-bg', AA_TEXT],
    ['--c-on-footer-download', '--c-footer-download', AA_TEXT],
  ];
  const type = settings?.layout_settings?.landing?.body?.background_type;
  if (type !== 'image') {
    const background = type === 'gradient' ? '--c-landing-gradient-1' : '--c-landing-bg';
    pairs.push(
      ['--c-landing-title', background, AA_LARGE],
      ['--c-landing-text', background, AA_TEXT],
    );
  }
  return pairs;
}

export function themeVariables(settings: LayoutSettings): ThemeResult {
  const landing = settings?.layout_settings?.landing;
  const product = settings?.layout_settings?.product;
  const titleFont = fontOrFallback(landing?.title?.font);
  const contentFont = fontOrFallback(landing?.content?.font);
  const productFont = fontOrFallback(product?.content?.font);
  const vars: Record<string, string> = {
    ...themeColors(settings),
    '--font-title': fontStack(titleFont),
    '--font-title-weight': String(FONTS[titleFont]),
    '--font-content': fontStack(contentFont),
    '--font-product': fontStack(productFont),
  };
  return { vars, fonts: fontsInUse(settings) };
}

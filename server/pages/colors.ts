// §5.8: theme colours are cut to #RRGGBB; anything that is not a colour falls back.
import { BRAND_PRIMARY } from '../../src/domain/constants';
import { WHITE, fillWithText, legibleOn } from '../../src/domain/contrast';
import type { EcommerceSettings } from '../../src/domain/types';

export function cssColor(
  value: string | null | undefined,
  fallback: string = BRAND_PRIMARY,
): string {
  const cut = (value ?? '').trim().slice(0, 7);
  return /^#[0-9a-fA-F]{6}$/.test(cut) || /^#[0-9a-fA-F]{3}$/.test(cut) ? cut : fallback;
}

/**
 * Browser chrome colours from the layout settings: the theme is the product page's accent (the
 * landing's button colour is often white text-on-brand), the splash background is the landing's.
 */
export function layoutColors(settings: EcommerceSettings | null): {
  theme: string;
  background: string;
} {
  const layout = settings?.layout_settings;
  return {
    theme: cssColor(layout?.product.buttons_icons.background_color),
    background: cssColor(layout?.landing.body.background_color, '#ffffff'),
  };
}

/**
 * The brand colour on the pages no company themes (the 404, the list of storefronts): #006EFF
 * behind white text is 4.49:1, so the button's fill is the shade that reaches 4.5:1, and links on
 * white take the shade of it that reads there (the same rule as the storefront's theme).
 */
export const BRAND_ON_WHITE: { button: { fill: string; text: string }; link: string } = {
  button: fillWithText(BRAND_PRIMARY, WHITE),
  link: legibleOn(BRAND_PRIMARY, [WHITE]),
};

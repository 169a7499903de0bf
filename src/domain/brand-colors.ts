// Colours of the landing's branding (issue [11/13]): #RRGGBB only, and the WCAG 2.x contrast ratio
// the back office warns on (below 4.5:1 for normal text, WCAG 1.4.3), without blocking the save.

/** '#RRGGBB', six hex digits, either case. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The minimum contrast WCAG 1.4.3 asks of normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

/** '#aabbcc' → '#AABBCC'; null when it is no #RRGGBB colour. */
export function normalizeHex(value: string): string | null {
  const trimmed = value.trim();
  return isHexColor(trimmed) ? trimmed.toUpperCase() : null;
}

function channel(hex: string, at: number): number {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour (0 black … 1 white). */
export function relativeLuminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The WCAG contrast ratio of two #RRGGBB colours, 1 to 21; null when either is no colour. */
export function contrastRatio(a: string, b: string): number | null {
  if (!isHexColor(a) || !isHexColor(b)) return null;
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/** True when the pair is readable colours whose contrast is below 4.5:1. */
export function lowContrast(text: string, background: string): boolean {
  const ratio = contrastRatio(text, background);
  return ratio !== null && ratio < MIN_TEXT_CONTRAST;
}

// Readable colour pairs from a company's theme (issue [13/13], WCAG 2.x 1.4.3 and 1.4.11): a
// theme colour used as a fill gets a foreground that reads on it, and a brand colour used as text
// on a surface gets a darker or lighter shade of itself that reads there. One rule for the
// browser and the server (src/app/theme-vars.ts feeds both), pure so it is unit-tested.
import { contrastRatio } from './brand-colors';

/** WCAG 1.4.3 AA for normal text. */
export const AA_TEXT = 4.5;
/** WCAG 1.4.3 AA for large text (24 px, or 18.66 px bold), and 1.4.11 for icons and outlines. */
export const AA_LARGE = 3;

export const WHITE = '#FFFFFF';
/** The dark text the storefront uses when a colour needs one (Tailwind's gray-900). */
export const NEAR_BLACK = '#111827';
const BLACK = '#000000';

/**
 * How far a fill may move toward black or white (as a share of the way, in sRGB) to keep its
 * chosen text: far enough for #006EFF behind white (4.49:1 → 4.5:1) or a mid green, not so far
 * that a yellow turns olive; past it the text changes instead.
 */
export const FILL_NUDGE_LIMIT = 0.2;

/** '#abc' or '#aabbcc', either case → '#AABBCC'; null for anything else. */
export function toHex6(value: string | null | undefined): string | null {
  const v = (value ?? '').trim();
  if (/^#[0-9a-fA-F]{6}$/.test(v)) return v.toUpperCase();
  if (/^#[0-9a-fA-F]{3}$/.test(v))
    return `#${[...v.slice(1)].map((digit) => digit + digit).join('')}`.toUpperCase();
  return null;
}

function channels(hex: string): [number, number, number] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
}

function hexOf(values: readonly number[]): string {
  return `#${values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/** `from` moved the share `amount` (0 … 1) of the way to `to`, channel by channel in sRGB. */
export function mix(from: string, to: string, amount: number): string {
  const a = channels(from);
  const b = channels(to);
  return hexOf(a.map((value, i) => value + ((b[i] ?? value) - value) * amount));
}

/** The contrast of a colour against the worst of some backgrounds. */
export function worstContrast(color: string, backgrounds: readonly string[]): number {
  return Math.min(...backgrounds.map((background) => contrastRatio(color, background) ?? 1));
}

export const passes = (color: string, backgrounds: readonly string[], min: number): boolean =>
  worstContrast(color, backgrounds) >= min;

/** Hundredths of the way: fine enough to stay a shade from the original, cheap to walk. */
const STEPS = 100;

/** The first shade of `color` toward `to`, within `limit` of the way, that passes; or null. */
export function shadeToward(
  color: string,
  to: string,
  backgrounds: readonly string[],
  min: number,
  limit = 1,
): { color: string; amount: number } | null {
  for (let step = 0; step <= STEPS * limit; step += 1) {
    const shade = mix(color, to, step / STEPS);
    if (passes(shade, backgrounds, min)) return { color: shade, amount: step / STEPS };
  }
  return null;
}

/**
 * `color` as text (or an icon) on the given backgrounds: itself when it reads on all of them,
 * else the nearest darker or lighter shade of it that does (the hue stays the brand's). When no
 * shade reads on every background (a dark and a light one at once), black or white, whichever
 * reads better on the worst of them.
 */
export function legibleOn(
  color: string,
  backgrounds: readonly string[],
  min: number = AA_TEXT,
): string {
  if (passes(color, backgrounds, min)) return color;
  const darker = shadeToward(color, BLACK, backgrounds, min);
  const lighter = shadeToward(color, WHITE, backgrounds, min);
  if (darker && lighter) return darker.amount <= lighter.amount ? darker.color : lighter.color;
  if (darker || lighter) return (darker ?? lighter)!.color;
  return worstContrast(BLACK, backgrounds) >= worstContrast(WHITE, backgrounds) ? BLACK : WHITE;
}

/**
 * The foreground for text on a fill: the preferred colour when it reads, else white or
 * near-black, whichever reads better; black when neither reaches `min` (a mid tone such as
 * #777777, where white gives 4.48:1 and black always more than 4.5:1).
 */
export function readableOn(
  background: string,
  preferred: string | null = null,
  min: number = AA_TEXT,
): string {
  if (preferred && passes(preferred, [background], min)) return preferred;
  const white = contrastRatio(WHITE, background) ?? 1;
  const dark = contrastRatio(NEAR_BLACK, background) ?? 1;
  const best = white >= dark ? WHITE : NEAR_BLACK;
  if (Math.max(white, dark) >= min) return best;
  return (contrastRatio(BLACK, background) ?? 1) >= white ? BLACK : WHITE;
}

/** Colourful (not a white, grey or black): such text is a brand colour worth keeping in hue. */
function chromatic(color: string): boolean {
  const values = channels(color);
  return Math.max(...values) - Math.min(...values) > 0.2 * 255;
}

const luminanceOrder = (a: string, b: string): number =>
  (contrastRatio(a, BLACK) ?? 1) - (contrastRatio(b, BLACK) ?? 1);

export interface FillPair {
  fill: string;
  text: string;
}

/**
 * A filled control (a button, a chip, a band) and its text, both from the theme. In order:
 * the pair as chosen when it reads; the fill a shade darker or lighter (within
 * FILL_NUDGE_LIMIT) so the chosen text reads on it; a brand-coloured text darkened or lightened
 * on the fill; else white or near-black text (readableOn).
 */
export function fillWithText(fill: string, text: string, min: number = AA_TEXT): FillPair {
  if (passes(text, [fill], min)) return { fill, text };
  const away = luminanceOrder(text, fill) > 0 ? BLACK : WHITE;
  const nudged = shadeToward(fill, away, [text], min, FILL_NUDGE_LIMIT);
  if (nudged) return { fill: nudged.color, text };
  if (chromatic(text)) {
    const shade = legibleOn(text, [fill], min);
    if (chromatic(shade)) return { fill, text: shade };
  }
  return { fill, text: readableOn(fill, null, min) };
}

// src/domain/font-metrics.ts against the font files: the checked-in metrics are what
// scripts/font-metrics.ts reads from node_modules today (a @fontsource update that changes a font
// fails here: run the script again), and the fallback faces' CSS values follow from the files.
import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FontName } from '../src/domain/constants';
import {
  ARIAL,
  BRAND_FONTS,
  DEJAVU_SANS,
  FONT_NAMES_IN_ORDER,
  TIMES_NEW_ROMAN,
  cssPercent,
  fallbackOverrides,
  fontCss,
} from '../src/domain/font-files';
import { BRAND_FONT_METRICS } from '../src/domain/font-metrics';
import type { BrandFontMetrics } from '../src/domain/font-metrics';
import {
  FONT_METRICS_MODULE,
  arabicPresentationForms,
  faceMetrics,
  fontMetricsModule,
  readAllFontMetrics,
} from './font-metrics';

let measured: Record<FontName, BrandFontMetrics>;
beforeAll(async () => {
  measured = await readAllFontMetrics();
}, 30_000);

describe('src/domain/font-metrics.ts', () => {
  it('holds the metrics read from the font files now', () => {
    expect(BRAND_FONT_METRICS).toEqual(measured);
  });

  it('is exactly what the script writes', () => {
    expect(readFileSync(FONT_METRICS_MODULE, 'utf8')).toBe(fontMetricsModule(measured));
  });

  it('has Arabic metrics for every Arabic file but Rubik’s, which maps no presentation forms', () => {
    for (const name of FONT_NAMES_IN_ORDER)
      expect(measured[name].arabic === null).toBe(name === 'rubik');
  });
});

/** A descriptor of a font's stylesheet's fallback face for one subset. */
function descriptor(name: FontName, subset: 'latin' | 'arabic', key: string): string | undefined {
  const family = `font-family: '${BRAND_FONTS[name].fallback.family}';`;
  const block = fontCss(name)
    .split('@font-face')
    .find(
      (face) => face.includes(family) && (subset === 'arabic') === face.includes('unicode-range:'),
    );
  return new RegExp(`${key}: ([^;]+);`).exec(block ?? '')?.[1];
}

describe('fallback faces, recomputed from the font files', () => {
  it.each([
    ['montserrat', ARIAL],
    ['poppins', ARIAL],
    ['noto_serif', TIMES_NEW_ROMAN],
  ] as const)('%s: latin', (name, reference) => {
    const expected = fallbackOverrides(measured[name].latin, reference.metrics);
    expect(descriptor(name, 'latin', 'size-adjust')).toBe(cssPercent(expected.sizeAdjust));
    expect(descriptor(name, 'latin', 'ascent-override')).toBe(cssPercent(expected.ascentOverride));
    expect(descriptor(name, 'latin', 'descent-override')).toBe(
      cssPercent(expected.descentOverride),
    );
    expect(descriptor(name, 'latin', 'line-gap-override')).toBe(
      cssPercent(expected.lineGapOverride),
    );
  });

  it.each(['montserrat', 'noto_serif'] as const)('%s: Arabic, against DejaVu Sans', (name) => {
    const expected = fallbackOverrides(measured[name].arabic!, DEJAVU_SANS.metrics);
    expect(descriptor(name, 'arabic', 'size-adjust')).toBe(cssPercent(expected.sizeAdjust));
    expect(descriptor(name, 'arabic', 'ascent-override')).toBe(cssPercent(expected.ascentOverride));
    expect(descriptor(name, 'arabic', 'descent-override')).toBe(
      cssPercent(expected.descentOverride),
    );
  });
});

describe('arabicPresentationForms', () => {
  it('picks each letter’s joined form, as a browser shapes it', () => {
    // meem initial, hah medial, meem medial, dal final.
    expect(arabicPresentationForms('محمد')).toEqual([0xfee3, 0xfea4, 0xfee4, 0xfeaa]);
    // seen initial, lam-alef final ligature, meem isolated (alef does not join forward).
    expect(arabicPresentationForms('سلام')).toEqual([0xfeb3, 0xfefc, 0xfee1]);
    // Words do not join across a space; punctuation is dropped; hamza joins neither side.
    expect(arabicPresentationForms('لا، باب ماء')).toEqual([
      0xfefb, 0xfe91, 0xfe8e, 0xfe8f, 0xfee3, 0xfe8e, 0xfe80,
    ]);
  });
});

// The references, measured as the brand fonts are, where this machine has their files (Debian:
// fonts-dejavu-core, fonts-liberation): DejaVu Sans's Arabic metrics; and Liberation Sans and
// Serif, the metric clones of Arial and Times New Roman (the same vertical metrics and advance
// widths), which give the references' xWidthAvg under the weighting the brand fonts' come from.
const DEJAVU = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const LIBERATION_SANS = '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf';
const LIBERATION_SERIF = '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf';

describe('reference fonts', () => {
  it.skipIf(!existsSync(DEJAVU))(
    'DejaVu Sans: the Arabic metrics the script measures',
    async () => {
      expect(await faceMetrics(readFileSync(DEJAVU), 'arabic')).toEqual(DEJAVU_SANS.metrics);
    },
  );

  it.skipIf(!existsSync(LIBERATION_SANS))('Arial: Liberation Sans’s metrics', async () => {
    expect(await faceMetrics(readFileSync(LIBERATION_SANS), 'latin')).toEqual(ARIAL.metrics);
  });

  it.skipIf(!existsSync(LIBERATION_SERIF))('Times New Roman: Liberation Serif’s', async () => {
    expect(await faceMetrics(readFileSync(LIBERATION_SERIF), 'latin')).toEqual(
      TIMES_NEW_ROMAN.metrics,
    );
  });
});

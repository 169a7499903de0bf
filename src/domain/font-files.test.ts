import { describe, expect, it } from 'vitest';
import { fallbackFamilyName, fontFamilyName, fontStack } from '../app/theme-vars';
import { FONTS } from './constants';
import type { FontName } from './constants';
import {
  ARIAL,
  BRAND_FONTS,
  DEJAVU_SANS,
  FONT_NAMES_IN_ORDER,
  TIMES_NEW_ROMAN,
  allFontFiles,
  cssPercent,
  fallbackOverrides,
  fontCss,
  fontCssUrl,
  preloadFile,
} from './font-files';
import { BRAND_FONT_METRICS } from './font-metrics';

const NAMES = Object.keys(FONTS) as FontName[];

/** The @font-face blocks of a stylesheet, as { descriptor: value }. */
function faces(css: string): Record<string, string>[] {
  return [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) =>
    Object.fromEntries(
      (match[1] ?? '')
        .split(';')
        .map((line) => line.trim())
        .filter((line) => line !== '')
        .map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()];
        }),
    ),
  );
}

describe('BRAND_FONTS (§9 fonts, self-hosted)', () => {
  it('covers the eight fonts of FONTS, at their weight, under the family the theme names', () => {
    expect(FONT_NAMES_IN_ORDER).toEqual(NAMES);
    expect(NAMES).toHaveLength(8);
    for (const name of NAMES) {
      const font = BRAND_FONTS[name];
      expect(font.name).toBe(name);
      expect(font.weight).toBe(FONTS[name]);
      // theme-vars writes this family into --font-title / --font-content.
      expect(font.family).toBe(fontFamilyName(name));
      expect(font.package).toBe(`@fontsource/${name.replace(/_/g, '-')}`);
    }
  });

  it('serves latin and latin-ext from the font’s own package at its weight, and an Arabic face', () => {
    for (const name of NAMES) {
      const font = BRAND_FONTS[name];
      expect(font.files.map((f) => f.subset)).toEqual(['arabic', 'latin-ext', 'latin']);
      for (const file of font.files) {
        expect(file.url).toBe(`/fonts/files/${file.file}`);
        expect(file.file).toMatch(/^[a-z0-9-]+-(latin|latin-ext|arabic)-\d00-normal\.woff2$/);
        expect(file.file.startsWith(file.package.slice('@fontsource/'.length))).toBe(true);
        expect(file.unicodeRange).toMatch(
          /^U\+[0-9A-F]{1,6}(-[0-9A-F]{1,6})?(,U\+[0-9A-F]{1,6}(-[0-9A-F]{1,6})?)*$/,
        );
        if (file.subset === 'arabic') continue;
        expect(file.package).toBe(font.package);
        expect(file.file).toBe(
          `${font.package.slice('@fontsource/'.length)}-${file.subset}-${font.weight}-normal.woff2`,
        );
      }
      const arabic = font.files[0]!;
      expect(arabic.unicodeRange.startsWith('U+0600-06FF,')).toBe(true);
      expect([
        '@fontsource/noto-kufi-arabic',
        '@fontsource/noto-sans-arabic',
        '@fontsource/rubik',
      ]).toContain(arabic.package);
    }
    // The display faces share one Kufi file; Rubik keeps its own Arabic.
    expect(BRAND_FONTS.wendy_one.files[0]!.url).toBe(BRAND_FONTS.alfa_slab_one.files[0]!.url);
    expect(BRAND_FONTS.rubik.files[0]!.url).toBe('/fonts/files/rubik-arabic-700-normal.woff2');
    expect(BRAND_FONTS.noto_serif.files[0]!.url).toBe(
      '/fonts/files/noto-sans-arabic-arabic-800-normal.woff2',
    );
  });

  it('lists every file once', () => {
    const urls = allFontFiles().map((f) => f.url);
    expect(new Set(urls).size).toBe(urls.length);
    for (const name of NAMES)
      for (const file of BRAND_FONTS[name].files) expect(urls).toContain(file.url);
  });
});

/** The brand family's faces, and the fallback family's. */
function split(name: FontName): {
  brand: Record<string, string>[];
  fallback: Record<string, string>[];
} {
  const all = faces(fontCss(name));
  const fallbackFamily = `'${BRAND_FONTS[name].fallback.family}'`;
  return {
    brand: all.filter((face) => face['font-family'] !== fallbackFamily),
    fallback: all.filter((face) => face['font-family'] === fallbackFamily),
  };
}

describe('fontCss', () => {
  it.each(NAMES)('%s: woff2 url() sources only, font-display swap, one face per subset', (name) => {
    const font = BRAND_FONTS[name];
    const css = fontCss(name);
    expect(css).not.toMatch(/https?:|\.woff\)|\.ttf/);
    const { brand: declared, fallback } = split(name);
    expect(declared).toHaveLength(3);
    expect(declared.length + fallback.length).toBe(faces(css).length);
    declared.forEach((face, index) => {
      const file = font.files[index]!;
      expect(face).toEqual({
        'font-family': `'${font.family}'`,
        'font-style': 'normal',
        'font-weight': String(font.weight),
        'font-display': 'swap',
        src: `url('${file.url}') format('woff2')`,
        'unicode-range': file.unicodeRange,
      });
    });
    // Latin is declared last: it wins the ranges it shares with Arabic (U+200C…, U+2010…).
    expect(declared.at(-1)?.src).toContain('-latin-');
    // Only the fallback faces name local fonts; they declare no weight, so they serve every one.
    for (const face of fallback) {
      expect(face.src).toMatch(/^local\('[^']+'\)(, local\('[^']+'\))*$/);
      expect(face).not.toHaveProperty('font-weight');
      expect(face).not.toHaveProperty('font-display');
    }
  });

  it('is served at /fonts/{name}.css', () => {
    expect(fontCssUrl('wendy_one')).toBe('/fonts/wendy_one.css');
  });
});

describe('fallback faces (metric-matched, against layout shift)', () => {
  it('computes next/font’s overrides: size-adjust from the mean widths, the rest in the scaled em', () => {
    const font = { unitsPerEm: 1000, ascent: 900, descent: -300, lineGap: 50, xWidthAvg: 500 };
    const reference = { unitsPerEm: 2000, ascent: 0, descent: 0, lineGap: 0, xWidthAvg: 800 };
    // (500 / 1000) / (800 / 2000) = 1.25; then 900 / (1000 × 1.25) …
    expect(fallbackOverrides(font, reference)).toEqual({
      sizeAdjust: 1.25,
      ascentOverride: 0.72,
      descentOverride: 0.24,
      lineGapOverride: 0.04,
    });
    expect(cssPercent(1.2233628)).toBe('122.34%');
    expect(cssPercent(0)).toBe('0.00%');
  });

  it('Montserrat: Arial sized to its latin face, DejaVu Sans to its Arabic (Kufi) face', () => {
    // Montserrat ExtraBold latin: 1000 upm, ascent 968, descent -251, gap 0, xWidthAvg 540;
    // Arial: 2048 upm, xWidthAvg 913. size-adjust = 0.540 / (913 / 2048) = 1.21130;
    // ascent = 968 / (1000 × 1.21130) = 0.79914; descent = 251 / 1211.30 = 0.20722.
    // Noto Kufi Arabic ExtraBold: ascent 1282, descent -615, mean Arabic width 594; DejaVu Sans:
    // 2048 upm, 1009. size-adjust = 0.594 / (1009 / 2048) = 1.20566; 1282 / 1205.66 = 1.06332;
    // 615 / 1205.66 = 0.51009.
    expect(split('montserrat').fallback).toEqual([
      {
        'font-family': "'Montserrat Fallback'",
        src: "local('DejaVu Sans'), local('DejaVuSans')",
        'size-adjust': '120.57%',
        'ascent-override': '106.33%',
        'descent-override': '51.01%',
        'line-gap-override': '0.00%',
        'unicode-range': BRAND_FONTS.montserrat.files[0]!.unicodeRange,
      },
      {
        'font-family': "'Montserrat Fallback'",
        src: "local('Arial'), local('Helvetica'), local('Liberation Sans'), local('Arimo')",
        'size-adjust': '121.13%',
        'ascent-override': '79.91%',
        'descent-override': '20.72%',
        'line-gap-override': '0.00%',
      },
    ]);
  });

  it('Noto Serif: Times New Roman sized to its latin face, DejaVu Sans to Noto Sans Arabic', () => {
    // Noto Serif ExtraBold: 1000 upm, ascent 1069, descent -293, xWidthAvg 523; Times New Roman:
    // 2048 upm, 832. size-adjust = 0.523 / (832 / 2048) = 1.28738; 1069 / 1287.38 = 0.83037;
    // 293 / 1287.38 = 0.22759. Noto Sans Arabic ExtraBold: ascent 1374, descent -738, mean
    // Arabic width 536: 0.536 / (1009 / 2048) = 1.08794; 1374 / 1087.94 = 1.26294;
    // 738 / 1087.94 = 0.67835.
    const [arabic, latin] = split('noto_serif').fallback;
    expect(latin).toEqual({
      'font-family': "'Noto Serif Fallback'",
      src: "local('Times New Roman'), local('Liberation Serif'), local('Tinos')",
      'size-adjust': '128.74%',
      'ascent-override': '83.04%',
      'descent-override': '22.76%',
      'line-gap-override': '0.00%',
    });
    expect(arabic).toMatchObject({
      src: "local('DejaVu Sans'), local('DejaVuSans')",
      'size-adjust': '108.79%',
      'ascent-override': '126.29%',
      'descent-override': '67.83%',
      'line-gap-override': '0.00%',
    });
  });

  it('Poppins keeps its line gap; Rammetto One is measured in its own 2048 units', () => {
    // 1000 upm, ascent 1050, descent -350, gap 100, xWidthAvg 515: 0.515 / (913 / 2048) = 1.15522;
    // 1050 / 1155.22 = 0.90892; 350 / 1155.22 = 0.30297; 100 / 1155.22 = 0.08656.
    expect(split('poppins').fallback.at(-1)).toMatchObject({
      'size-adjust': '115.52%',
      'ascent-override': '90.89%',
      'descent-override': '30.30%',
      'line-gap-override': '8.66%',
    });
    // 1289 / 913 = 1.41183; 2437 / (2048 × 1.41183) = 0.84282; 1022 / 2891.4 = 0.35346.
    expect(split('rammetto_one').fallback.at(-1)).toMatchObject({
      'size-adjust': '141.18%',
      'ascent-override': '84.28%',
      'descent-override': '35.35%',
    });
  });

  it.each(NAMES)('%s: the faces follow the formula from the generated metrics', (name) => {
    const font = BRAND_FONTS[name];
    const metrics = BRAND_FONT_METRICS[name];
    // The family the theme puts right after the brand family.
    expect(font.fallback.family).toBe(fallbackFamilyName(name));
    expect(font.fallback.family).toBe(`${font.family} Fallback`);
    const latin = font.fallback.faces.at(-1)!;
    expect(latin.subset).toBe('latin');
    expect(latin.unicodeRange).toBeNull();
    expect(latin.reference).toBe(name === 'noto_serif' ? TIMES_NEW_ROMAN : ARIAL);
    expect(latin).toMatchObject(fallbackOverrides(metrics.latin, latin.reference.metrics));
    expect(metrics.latin.file).toBe(font.files.find((f) => f.subset === 'latin')!.file);
    const [first] = font.fallback.faces;
    if (metrics.arabic === null) {
      expect(font.fallback.faces).toHaveLength(1);
      return;
    }
    expect(font.fallback.faces).toHaveLength(2);
    expect(first).toMatchObject({
      subset: 'arabic',
      reference: DEJAVU_SANS,
      unicodeRange: font.files[0]!.unicodeRange,
      ...fallbackOverrides(metrics.arabic, DEJAVU_SANS.metrics),
    });
    expect(metrics.arabic.file).toBe(font.files[0]!.file);
    const css = split(name).fallback;
    expect(css[0]?.['size-adjust']).toBe(cssPercent(first!.sizeAdjust));
    expect(css[1]?.['size-adjust']).toBe(cssPercent(latin.sizeAdjust));
  });

  it('sizes every fallback face within a sane range of its reference', () => {
    for (const name of NAMES)
      for (const face of BRAND_FONTS[name].fallback.faces) {
        expect(face.sizeAdjust).toBeGreaterThan(0.9);
        expect(face.sizeAdjust).toBeLessThan(1.5);
      }
  });

  it('has no Arabic fallback for Rubik, whose Arabic file cannot be measured', () => {
    expect(BRAND_FONT_METRICS.rubik.arabic).toBeNull();
    expect(split('rubik').fallback.map((face) => face['unicode-range'])).toEqual([undefined]);
  });

  it('the theme’s stack names the fallback right after the brand family', () => {
    for (const name of NAMES)
      expect(
        fontStack(name).startsWith(
          `'${BRAND_FONTS[name].family}', '${BRAND_FONTS[name].fallback.family}', `,
        ),
      ).toBe(true);
  });
});

describe('preloadFile', () => {
  it('is the latin file, or the Arabic face for an Arabic page', () => {
    expect(preloadFile('montserrat', 'en').url).toBe(
      '/fonts/files/montserrat-latin-800-normal.woff2',
    );
    expect(preloadFile('montserrat', 'es-MX').subset).toBe('latin');
    expect(preloadFile('montserrat', 'ar').url).toBe(
      '/fonts/files/noto-kufi-arabic-arabic-800-normal.woff2',
    );
    expect(preloadFile('noto_serif', 'AR').subset).toBe('arabic');
  });
});

import { describe, expect, it } from 'vitest';
import { fontFamilyName } from '../app/theme-vars';
import { FONTS } from './constants';
import type { FontName } from './constants';
import {
  BRAND_FONTS,
  FONT_NAMES_IN_ORDER,
  allFontFiles,
  fontCss,
  fontCssUrl,
  preloadFile,
} from './font-files';

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

describe('fontCss', () => {
  it.each(NAMES)('%s: woff2 url() sources only, font-display swap, one face per subset', (name) => {
    const font = BRAND_FONTS[name];
    const css = fontCss(name);
    expect(css).not.toMatch(/local\(|https?:|\.woff\)|\.ttf/);
    const declared = faces(css);
    expect(declared).toHaveLength(3);
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
  });

  it('is served at /fonts/{name}.css', () => {
    expect(fontCssUrl('wendy_one')).toBe('/fonts/wendy_one.css');
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

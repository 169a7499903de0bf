// The §9 brand fonts as self-hosted files: for each font its family, its one weight (FONTS), the
// @fontsource package it comes from and the woff2 files it is served from, one per script subset.
// Shared by the build (scripts/fonts-plugin.ts writes /fonts/{name}.css and copies the files), the
// server (server/pages/font-links.ts preloads the company's file) and the tests. The URLs are
// stable and unhashed (/fonts/files/{package file name}), so the server can name the file to
// preload without reading the build's output.
//
// Arabic: each font also declares an Arabic face under its own family name, limited to the Arabic
// unicode-range, so a browser downloads it only for a page with Arabic text. Rubik ships its own
// Arabic subset, so it keeps it. Noto Kufi Arabic for the display faces (alfa_slab_one,
// rammetto_one, wendy_one, montserrat): its geometric, blocky letters at weight 800 match their
// heavy headline look; Noto Sans Arabic (a neutral Naskh-style sans) for the text faces (poppins,
// nunito, noto_serif), at the font's own weight.
//
// The unicode-range values are copied from each package's own CSS ({weight}.css); wendy-one is
// @fontsource 4.4.2, whose latin ranges differ from the 5.x packages'. font-files.test.ts checks
// every file and range against node_modules.
import { FONTS } from './constants';
import type { FontName } from './constants';

export type FontSubset = 'latin' | 'latin-ext' | 'arabic';

export interface FontFile {
  subset: FontSubset;
  /** The @fontsource package the file is copied from, e.g. '@fontsource/montserrat'. */
  package: string;
  /** The file's name, the same in the package's files/ folder and under /fonts/files/. */
  file: string;
  /** Public URL, e.g. '/fonts/files/montserrat-latin-800-normal.woff2'. */
  url: string;
  unicodeRange: string;
}

export interface BrandFont {
  name: FontName;
  /** The CSS family the stylesheet declares, e.g. 'Wendy One'. */
  family: string;
  /** The one weight used (FONTS[name]); every face of the family is declared at it. */
  weight: number;
  package: string;
  /** Declaration order of the stylesheet: arabic, latin-ext, latin. */
  files: FontFile[];
}

/** Public folder of the font files. */
export const FONT_FILES_PATH = '/fonts/files/';

/** The stylesheet of one font, as the storefront and the server link it. */
export const fontCssUrl = (name: FontName): string => `/fonts/${name}.css`;

// @fontsource 5.x (Google Fonts' current subsets).
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const ARABIC =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EE03,U+1EE05-1EE1F,U+1EE21-1EE22,U+1EE24,U+1EE27,U+1EE29-1EE32,U+1EE34-1EE37,U+1EE39,U+1EE3B,U+1EE42,U+1EE47,U+1EE49,U+1EE4B,U+1EE4D-1EE4F,U+1EE51-1EE52,U+1EE54,U+1EE57,U+1EE59,U+1EE5B,U+1EE5D,U+1EE5F,U+1EE61-1EE62,U+1EE64,U+1EE67-1EE6A,U+1EE6C-1EE72,U+1EE74-1EE77,U+1EE79-1EE7C,U+1EE7E,U+1EE80-1EE89,U+1EE8B-1EE9B,U+1EEA1-1EEA3,U+1EEA5-1EEA9,U+1EEAB-1EEBB,U+1EEF0-1EEF1';
// @fontsource/wendy-one 4.4.2.
const LATIN_V4 =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+2000-206F,U+2074,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT_V4 =
  'U+0100-024F,U+0259,U+1E00-1EFF,U+2020,U+20A0-20AB,U+20AD-20CF,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface Source {
  family: string;
  /** Package name without the @fontsource/ scope; also the prefix of its file names. */
  pkg: string;
  /** The latin ranges of the package's version. */
  latin: string;
  latinExt: string;
  /** Where the Arabic face comes from, and which of its weights. */
  arabic: { pkg: string; weight: number };
}

const KUFI = { pkg: 'noto-kufi-arabic', weight: 800 };
const naskh = (weight: number) => ({ pkg: 'noto-sans-arabic', weight });

const SOURCES: Record<FontName, Source> = {
  poppins: {
    family: 'Poppins',
    pkg: 'poppins',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: naskh(FONTS.poppins),
  },
  rubik: {
    family: 'Rubik',
    pkg: 'rubik',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: { pkg: 'rubik', weight: FONTS.rubik },
  },
  montserrat: {
    family: 'Montserrat',
    pkg: 'montserrat',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: KUFI,
  },
  nunito: {
    family: 'Nunito',
    pkg: 'nunito',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: naskh(FONTS.nunito),
  },
  wendy_one: {
    family: 'Wendy One',
    pkg: 'wendy-one',
    latin: LATIN_V4,
    latinExt: LATIN_EXT_V4,
    arabic: KUFI,
  },
  alfa_slab_one: {
    family: 'Alfa Slab One',
    pkg: 'alfa-slab-one',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: KUFI,
  },
  rammetto_one: {
    family: 'Rammetto One',
    pkg: 'rammetto-one',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: KUFI,
  },
  noto_serif: {
    family: 'Noto Serif',
    pkg: 'noto-serif',
    latin: LATIN,
    latinExt: LATIN_EXT,
    arabic: naskh(FONTS.noto_serif),
  },
};

function fontFile(subset: FontSubset, pkg: string, weight: number, unicodeRange: string): FontFile {
  const file = `${pkg}-${subset}-${weight}-normal.woff2`;
  return {
    subset,
    package: `@fontsource/${pkg}`,
    file,
    url: `${FONT_FILES_PATH}${file}`,
    unicodeRange,
  };
}

function brandFont(name: FontName): BrandFont {
  const source = SOURCES[name];
  const weight = FONTS[name];
  return {
    name,
    family: source.family,
    weight,
    package: `@fontsource/${source.pkg}`,
    // Where ranges overlap (U+200C-200E, U+2010-2011 and U+204F are in both arabic and latin),
    // the face declared last wins: latin last, so a hyphen on a Latin page never downloads the
    // Arabic file.
    files: [
      fontFile('arabic', source.arabic.pkg, source.arabic.weight, ARABIC),
      fontFile('latin-ext', source.pkg, weight, source.latinExt),
      fontFile('latin', source.pkg, weight, source.latin),
    ],
  };
}

export const FONT_NAMES_IN_ORDER = Object.keys(FONTS) as FontName[];

export const BRAND_FONTS: Readonly<Record<FontName, BrandFont>> = Object.fromEntries(
  FONT_NAMES_IN_ORDER.map((name) => [name, brandFont(name)]),
) as Record<FontName, BrandFont>;

/** Every file the fonts use, each once (the Kufi face is shared by four fonts). */
export function allFontFiles(): FontFile[] {
  const byUrl = new Map<string, FontFile>();
  for (const name of FONT_NAMES_IN_ORDER)
    for (const file of BRAND_FONTS[name].files) byUrl.set(file.url, file);
  return [...byUrl.values()];
}

/** The file to preload for a page in lang: the Arabic face for 'ar', the latin one otherwise. */
export function preloadFile(name: FontName, lang: string): FontFile {
  const subset: FontSubset = lang.split('-')[0]?.toLowerCase() === 'ar' ? 'arabic' : 'latin';
  const file = BRAND_FONTS[name].files.find((f) => f.subset === subset);
  if (!file) throw new Error(`font ${name} has no ${subset} file`);
  return file;
}

/** /fonts/{name}.css: one @font-face per subset, woff2 only, font-display: swap. */
export function fontCss(name: FontName): string {
  const font = BRAND_FONTS[name];
  const faces = font.files.map((file) =>
    [
      `/* ${file.package} ${file.subset} */`,
      '@font-face {',
      `  font-family: '${font.family}';`,
      '  font-style: normal;',
      `  font-weight: ${font.weight};`,
      '  font-display: swap;',
      `  src: url('${file.url}') format('woff2');`,
      `  unicode-range: ${file.unicodeRange};`,
      '}',
    ].join('\n'),
  );
  return `/* §9 font '${name}' (weight ${font.weight}), self-hosted from ${font.package}. */\n${faces.join('\n')}\n`;
}

// Writes src/domain/font-metrics.ts: the metrics of each brand font's latin and Arabic faces,
// read from the woff2 files the storefront serves (src/domain/font-files.ts), in the @fontsource
// packages in node_modules. Checked in, so neither the build nor the browser needs a font library;
// scripts/font-metrics.test.ts reads the files again and fails if the module has drifted.
// Run after a @fontsource update: node --import tsx scripts/font-metrics.ts
//
// Latin: @capsizecss/unpack's metrics (unitsPerEm, ascent, descent, lineGap, xWidthAvg), as
// next/font uses them. Arabic: the same vertical metrics, but capsize's xWidthAvg weighs latin
// letters, which an Arabic-only file does not have (it measures .notdef: 548 for every weight of
// Noto Sans Arabic). So xWidthAvg is the mean advance of the letters of ARABIC_SAMPLE, joined as a
// browser shapes them: each letter replaced by its contextual (isolated, final, initial, medial)
// form from Unicode's Arabic Presentation Forms-B, lam + alef by their ligature, and the glyph of
// that form read from the font (fontkitten, the font reader capsize itself uses). A file that does
// not map the presentation forms (Rubik's Arabic) cannot be measured this way and has no Arabic
// metrics (null).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fromBuffer } from '@capsizecss/unpack';
import { create } from 'fontkitten';
import type { Font } from 'fontkitten';
import type { FontName } from '../src/domain/constants';
import { BRAND_FONTS, FONT_NAMES_IN_ORDER } from '../src/domain/font-files';
import type { FontFile, FontSubset } from '../src/domain/font-files';
import type { BrandFontMetrics, FaceMetrics, FontMetrics } from '../src/domain/font-metrics';

const nodeModules = createRequire(import.meta.url);

/** The module's path. */
export const FONT_METRICS_MODULE = fileURLToPath(
  new URL('../src/domain/font-metrics.ts', import.meta.url),
);

/**
 * Plain storefront Arabic (a menu's words and sentences), without diacritics: the text whose mean
 * letter width sizes the Arabic fallback.
 */
export const ARABIC_SAMPLE = [
  'مشاوي ومأكولات شرقية طازجة يوميا اطلب الآن واستلم طلبك من الفرع أو نوصله إلى باب بيتك خلال ثلاثين دقيقة',
  'قائمة الطعام المقبلات السلطات الشوربات الأطباق الرئيسية المشروبات الحلويات أضف إلى السلة إتمام الطلب التوصيل مجانا',
  'دجاج مشوي مع الأرز والخبز الطازج وصلصة الثوم، عصير برتقال، قهوة عربية، كنافة بالجبن، ساعات العمل والعنوان',
].join(' ');

/**
 * Each Arabic letter → [its isolated form in Presentation Forms-B, its number of forms]: 1 (hamza:
 * joins neither side), 2 (isolated, final: joins only the letter before it), 4 (isolated, final,
 * initial, medial: joins both sides).
 */
const FORMS: Readonly<Record<string, readonly [number, 1 | 2 | 4]>> = {
  ء: [0xfe80, 1],
  آ: [0xfe81, 2],
  أ: [0xfe83, 2],
  ؤ: [0xfe85, 2],
  إ: [0xfe87, 2],
  ئ: [0xfe89, 4],
  ا: [0xfe8d, 2],
  ب: [0xfe8f, 4],
  ة: [0xfe93, 2],
  ت: [0xfe95, 4],
  ث: [0xfe99, 4],
  ج: [0xfe9d, 4],
  ح: [0xfea1, 4],
  خ: [0xfea5, 4],
  د: [0xfea9, 2],
  ذ: [0xfeab, 2],
  ر: [0xfead, 2],
  ز: [0xfeaf, 2],
  س: [0xfeb1, 4],
  ش: [0xfeb5, 4],
  ص: [0xfeb9, 4],
  ض: [0xfebd, 4],
  ط: [0xfec1, 4],
  ظ: [0xfec5, 4],
  ع: [0xfec9, 4],
  غ: [0xfecd, 4],
  ف: [0xfed1, 4],
  ق: [0xfed5, 4],
  ك: [0xfed9, 4],
  ل: [0xfedd, 4],
  م: [0xfee1, 4],
  ن: [0xfee5, 4],
  ه: [0xfee9, 4],
  و: [0xfeed, 2],
  ى: [0xfeef, 2],
  ي: [0xfef1, 4],
};

/** Lam followed by an alef → the isolated form of their ligature (the final form is +1). */
const LAM_ALEF: Readonly<Record<string, number>> = { آ: 0xfef5, أ: 0xfef7, إ: 0xfef9, ا: 0xfefb };

/**
 * The text in presentation forms, one code point per glyph a browser shows. Characters other than
 * the letters of FORMS (spaces, punctuation) are dropped: in a page they come from the latin face.
 */
export function arabicPresentationForms(text: string): number[] {
  const chars = [...text];
  const joinsForward = (c: string | undefined): boolean => c !== undefined && FORMS[c]?.[1] === 4;
  const joins = (c: string | undefined): boolean => c !== undefined && (FORMS[c]?.[1] ?? 1) > 1;
  const out: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i]!;
    const forms = FORMS[c];
    if (!forms) continue;
    const afterJoining = joinsForward(chars[i - 1]);
    const next = chars[i + 1];
    const ligature = c === 'ل' && next !== undefined ? LAM_ALEF[next] : undefined;
    if (ligature !== undefined) {
      out.push(ligature + (afterJoining ? 1 : 0));
      i++;
      continue;
    }
    const [isolated, count] = forms;
    if (count === 1) out.push(isolated);
    else {
      const beforeJoining = count === 4 && joins(next);
      const form = afterJoining ? (beforeJoining ? 3 : 1) : beforeJoining ? 2 : 0;
      out.push(isolated + form);
    }
  }
  return out;
}

/**
 * The mean advance of ARABIC_SAMPLE's glyphs, in font units, rounded like capsize's xWidthAvg; null
 * when the font does not map every presentation form the sample needs.
 */
export function arabicWidthAvg(font: Font): number | null {
  const codePoints = arabicPresentationForms(ARABIC_SAMPLE);
  if (!codePoints.every((cp) => font.hasGlyphForCodePoint(cp))) return null;
  const glyphs = font.glyphsForString(String.fromCodePoint(...codePoints));
  const total = glyphs.reduce((sum, glyph) => sum + glyph.advanceWidth, 0);
  return Math.round(total / glyphs.length);
}

/** One font binary, as fontkitten reads it (not a collection). */
function openFont(buffer: Buffer): Font {
  const font = create(buffer);
  if ('fonts' in font) throw new Error('a font collection, not a font');
  return font;
}

/** Metrics of a font binary: capsize's, with Arabic's own xWidthAvg (null: not measurable). */
export async function faceMetrics(
  buffer: Buffer,
  script: 'latin' | 'arabic',
): Promise<FontMetrics | null> {
  const capsize = await fromBuffer(buffer);
  const xWidthAvg = script === 'latin' ? capsize.xWidthAvg : arabicWidthAvg(openFont(buffer));
  if (xWidthAvg === null) return null;
  return {
    unitsPerEm: capsize.unitsPerEm,
    ascent: capsize.ascent,
    descent: capsize.descent,
    lineGap: capsize.lineGap,
    xWidthAvg,
  };
}

function fileOf(name: FontName, subset: FontSubset): FontFile {
  const file = BRAND_FONTS[name].files.find((f) => f.subset === subset);
  if (!file) throw new Error(`font ${name} has no ${subset} file`);
  return file;
}

async function readFace(file: FontFile, script: 'latin' | 'arabic'): Promise<FaceMetrics | null> {
  const buffer = readFileSync(nodeModules.resolve(`${file.package}/files/${file.file}`));
  const metrics = await faceMetrics(buffer, script);
  return metrics && { file: file.file, ...metrics };
}

/** The metrics of one font's latin and Arabic faces, read from its files in node_modules. */
export async function readFontMetrics(name: FontName): Promise<BrandFontMetrics> {
  const latin = await readFace(fileOf(name, 'latin'), 'latin');
  if (!latin) throw new Error(`font ${name}: no latin metrics`);
  return { latin, arabic: await readFace(fileOf(name, 'arabic'), 'arabic') };
}

export async function readAllFontMetrics(): Promise<Record<FontName, BrandFontMetrics>> {
  const entries = await Promise.all(
    FONT_NAMES_IN_ORDER.map(async (name) => [name, await readFontMetrics(name)] as const),
  );
  return Object.fromEntries(entries) as Record<FontName, BrandFontMetrics>;
}

function faceSource(key: string, face: FaceMetrics | null): string[] {
  if (!face) return [`    ${key}: null,`];
  return [
    `    ${key}: {`,
    `      file: '${face.file}',`,
    `      unitsPerEm: ${face.unitsPerEm},`,
    `      ascent: ${face.ascent},`,
    `      descent: ${face.descent},`,
    `      lineGap: ${face.lineGap},`,
    `      xWidthAvg: ${face.xWidthAvg},`,
    '    },',
  ];
}

/** The source of src/domain/font-metrics.ts for these metrics (in Prettier's layout). */
export function fontMetricsModule(metrics: Record<FontName, BrandFontMetrics>): string {
  const entries = FONT_NAMES_IN_ORDER.flatMap((name) => [
    `  ${name}: {`,
    ...faceSource('latin', metrics[name].latin),
    ...faceSource('arabic', metrics[name].arabic),
    '  },',
  ]);
  return `${HEADER}
export const BRAND_FONT_METRICS: Readonly<Record<FontName, BrandFontMetrics>> = {
${entries.join('\n')}
};
`;
}

const HEADER = `// Generated by scripts/font-metrics.ts (node --import tsx scripts/font-metrics.ts): do not edit.
// The metrics of each brand font's latin and Arabic faces, read once from the woff2 files they are
// served from (src/domain/font-files.ts), in each file's own units: capsize's (@capsizecss/unpack),
// and for Arabic the mean width of a shaped Arabic sample (the script says how). Only data, so the
// storefront's bundle carries no font library; font-files.ts turns them into the metric-matched
// fallback faces. scripts/font-metrics.test.ts reads the files again and fails if these drift (a
// @fontsource update): then run the script again.
import type { FontName } from './constants';

export interface FontMetrics {
  unitsPerEm: number;
  /** hhea ascent, above the baseline (positive). */
  ascent: number;
  /** hhea descent, below the baseline (negative). */
  descent: number;
  lineGap: number;
  /**
   * Mean character width: capsize's (letter-frequency weighted) for latin, the mean glyph advance
   * of the shaped Arabic sample for Arabic.
   */
  xWidthAvg: number;
}

export interface FaceMetrics extends FontMetrics {
  /** The woff2 file measured (its @fontsource package's files/ folder). */
  file: string;
}

export interface BrandFontMetrics {
  latin: FaceMetrics;
  /** null: the Arabic file maps no presentation forms, so its width cannot be measured. */
  arabic: FaceMetrics | null;
}
`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  writeFileSync(FONT_METRICS_MODULE, fontMetricsModule(await readAllFontMetrics()));
  console.log(`wrote ${FONT_METRICS_MODULE}`);
}

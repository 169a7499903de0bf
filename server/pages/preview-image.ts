// Draws the designs of preview-image-design.ts as PNG with sharp (libvips: librsvg for the
// shapes, pango for the text, so Arabic is shaped and set right to left). Text uses the system's
// sans-serif (fontconfig): sharp's pango does not load the brand fonts' woff2 files, and a
// server without any font still gets the card's colours and logo. A part that cannot be drawn
// (a missing or broken logo, a background image gone from disk) is left out, never an error.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { OverlayOptions, Sharp } from 'sharp';
import { decodeWithin, openImage } from '../media/decoding';
import { safeJoin } from '../http/static';
import { PREVIEW_SIZES } from './preview-image-design';
import type { PreviewBackground, PreviewDesign, PreviewKind } from './preview-image-design';

const FONT_FAMILY = 'sans-serif';

const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  );

function backgroundSvg(background: PreviewBackground, width: number, height: number): string {
  const paint =
    background.kind === 'gradient'
      ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="${background.from}"/>` +
        `<stop offset="1" stop-color="${background.to}"/></linearGradient></defs>` +
        `<rect width="${width}" height="${height}" fill="url(#g)"/>`
      : `<rect width="${width}" height="${height}" fill="${background.color}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${paint}</svg>`;
}

/** The bytes of a /media file, or null (absent, unreadable, or outside the media folder). */
async function mediaFile(mediaDir: string, url: string): Promise<Buffer | null> {
  const file = safeJoin(mediaDir, new URL(url, 'http://x').pathname.slice('/media'.length));
  if (!file) return null;
  try {
    return await readFile(file);
  } catch {
    return null;
  }
}

/**
 * An image from disk, scaled to fit (or cover) the box; SVG is rasterised sharp at that size. It
 * may be any stored image, up to a product's 50-megapixel original, so it waits for its pixels in
 * the decoding budget as an upload does (server/media/decoding.ts).
 */
async function fitted(
  bytes: Buffer,
  width: number,
  height: number,
  fit: 'contain' | 'cover',
): Promise<Buffer | null> {
  try {
    const meta = await openImage(bytes).metadata();
    const svg = meta.format === 'svg';
    const scale =
      svg && meta.width && meta.height ? Math.max(width / meta.width, height / meta.height, 1) : 1;
    const density = Math.min(72 * scale * 2, 2400);
    // What it decodes to: an SVG at `density` dpi rather than its own 72.
    const pixels = (meta.width ?? 0) * (meta.height ?? 0) * (svg ? (density / 72) ** 2 : 1);
    return await decodeWithin(pixels, () =>
      openImage(bytes, svg ? { density } : {})
        .resize(width, height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    );
  } catch {
    return null;
  }
}

interface TextBlock {
  input: Buffer;
  width: number;
  height: number;
}

/**
 * One block of text, centred and wrapped at `width`, `size` pixels high unless that takes more
 * than `maxHeight`, when pango fits it into the box instead.
 */
async function textBlock(
  text: string,
  color: string,
  options: { size: number; width: number; maxHeight: number; bold: boolean; alpha?: number },
): Promise<TextBlock | null> {
  if (text.trim() === '') return null;
  const alpha = options.alpha === undefined ? '' : ` fgalpha="${Math.round(options.alpha * 100)}%"`;
  const markup = `<span foreground="${color}"${alpha}>${escapeXml(text)}</span>`;
  const font = `${FONT_FAMILY}${options.bold ? ' Bold' : ''}`;
  const render = async (fit: boolean): Promise<TextBlock> => {
    const { data, info } = await sharp({
      text: {
        text: markup,
        font: fit ? font : `${font} ${options.size}`,
        width: options.width,
        ...(fit ? { height: options.maxHeight } : { dpi: 72 }),
        align: 'centre',
        wrap: 'word-char',
        rgba: true,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    return { input: data, width: info.width, height: info.height };
  };
  try {
    const natural = await render(false);
    return natural.height <= options.maxHeight ? natural : await render(true);
  } catch {
    return null;
  }
}

/** A white rounded tile with a soft shadow, the logo contained in it. */
async function logoTile(logo: Buffer, side: number, inset: number): Promise<Buffer | null> {
  const inner = await fitted(logo, side - 2 * inset, side - 2 * inset, 'contain');
  if (!inner) return null;
  const pad = 24;
  const full = side + 2 * pad;
  const radius = Math.round(side * 0.18);
  const tile =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${full}" height="${full}">` +
    `<defs><filter id="s" x="-20%" y="-20%" width="140%" height="140%">` +
    `<feDropShadow dx="0" dy="6" stdDeviation="9" flood-color="#000" flood-opacity=".28"/></filter></defs>` +
    `<rect x="${pad}" y="${pad}" width="${side}" height="${side}" rx="${radius}" fill="#fff" filter="url(#s)"/></svg>`;
  return sharp(Buffer.from(tile))
    .composite([{ input: inner, left: pad + inset, top: pad + inset }])
    .png()
    .toBuffer();
}

async function backgroundLayers(
  design: PreviewDesign,
  mediaDir: string,
  width: number,
  height: number,
): Promise<OverlayOptions[]> {
  const { background } = design;
  if (background.kind !== 'image') return [];
  const bytes = await mediaFile(mediaDir, background.url);
  const photo = bytes ? await fitted(bytes, width, height, 'cover') : null;
  if (!photo) return [];
  // The scrim keeps white text readable on any photograph.
  const scrim =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="#000" fill-opacity=".5"/></svg>`;
  return [
    { input: photo, left: 0, top: 0 },
    { input: Buffer.from(scrim), left: 0, top: 0 },
  ];
}

function canvas(background: PreviewBackground, width: number, height: number): Sharp {
  const base: PreviewBackground =
    background.kind === 'image' ? { kind: 'flat', color: background.color } : background;
  return sharp(Buffer.from(backgroundSvg(base, width, height)));
}

async function drawCard(design: PreviewDesign, mediaDir: string): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZES.card;
  const logoBytes = design.logoUrl ? await mediaFile(mediaDir, design.logoUrl) : null;
  const [layers, tile, name, subtitle] = await Promise.all([
    backgroundLayers(design, mediaDir, width, height),
    logoBytes ? logoTile(logoBytes, 220, 22) : Promise.resolve(null),
    textBlock(design.name, design.textColor, {
      size: 76,
      width: 1040,
      maxHeight: 190,
      bold: true,
    }),
    textBlock(design.subtitle, design.textColor, {
      size: 34,
      width: 960,
      maxHeight: 96,
      bold: false,
      alpha: 0.88,
    }),
  ]);
  // Logo, name and subtitle as one centred column; the tile's shadow margin overlaps the gap.
  const tileMargin = 24;
  const blocks: {
    block: TextBlock | { input: Buffer; width: number; height: number };
    gap: number;
  }[] = [];
  if (tile) blocks.push({ block: { input: tile, width: 268, height: 268 }, gap: 0 });
  if (name) blocks.push({ block: name, gap: tile ? 40 - tileMargin : 0 });
  if (subtitle) blocks.push({ block: subtitle, gap: 28 });
  const total = blocks.reduce((sum, { block, gap }) => sum + block.height + gap, 0);
  let top = Math.max(0, Math.round((height - total) / 2));
  const overlays: OverlayOptions[] = [...layers];
  for (const { block, gap } of blocks) {
    top += gap;
    overlays.push({
      input: block.input,
      left: Math.max(0, Math.round((width - block.width) / 2)),
      top: Math.min(top, height - 1),
    });
    top += block.height;
  }
  return canvas(design.background, width, height)
    .composite(overlays)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** iOS fills transparent pixels with black and rounds the corners itself: a full, opaque square. */
async function drawTouchIcon(design: PreviewDesign, mediaDir: string): Promise<Buffer> {
  const { width, height } = PREVIEW_SIZES['touch-icon'];
  const logoBytes = design.logoUrl ? await mediaFile(mediaDir, design.logoUrl) : null;
  const logo = logoBytes ? await fitted(logoBytes, 140, 140, 'contain') : null;
  const overlays: OverlayOptions[] = await backgroundLayers(design, mediaDir, width, height);
  if (logo) {
    overlays.push({ input: logo, left: 20, top: 20 });
  } else {
    const letters = await textBlock(design.initials, design.textColor, {
      size: 84,
      width: 160,
      maxHeight: 120,
      bold: true,
    });
    if (letters)
      overlays.push({
        input: letters.input,
        left: Math.max(0, Math.round((width - letters.width) / 2)),
        top: Math.max(0, Math.round((height - letters.height) / 2)),
      });
  }
  return canvas(design.background, width, height)
    .composite(overlays)
    .flatten({ background: '#ffffff' })
    .removeAlpha()
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export function drawPreview(
  kind: PreviewKind,
  design: PreviewDesign,
  mediaDir: string,
): Promise<Buffer> {
  return kind === 'card' ? drawCard(design, mediaDir) : drawTouchIcon(design, mediaDir);
}

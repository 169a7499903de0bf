// Reads a QR sheet PDF back: each page's text runs and its embedded images as RGBA pixels. The
// tests use it to check what a page holds and to decode every code with jsQR, as a phone would
// read the printed page; nothing in the server calls it.
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import type { PDFObject } from 'pdf-lib';

export interface SheetImage {
  width: number;
  height: number;
  /** width × height × 4 bytes. */
  rgba: Uint8ClampedArray;
}

export interface SheetPage {
  /** The page's text runs in drawing order (company, table name, zone, … per card). */
  texts: string[];
  images: SheetImage[];
}

function streamBytes(stream: PDFRawStream): Uint8Array {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const raw = stream.getContents();
  return filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw;
}

const numberOf = (value: PDFObject | undefined): number =>
  value instanceof PDFNumber ? value.asNumber() : NaN;

function imageOf(stream: PDFRawStream): SheetImage | null {
  const { dict } = stream;
  if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) return null;
  const width = numberOf(dict.get(PDFName.of('Width')));
  const height = numberOf(dict.get(PDFName.of('Height')));
  const gray = dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceGray');
  const bytes = streamBytes(stream);
  const channels = gray ? 1 : 3;
  if (bytes.length < width * height * channels) return null;
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = bytes[i * channels + (gray ? 0 : c)] ?? 0;
    rgba[i * 4 + 3] = 255;
  }
  return { width, height, rgba };
}

/** The strings of `<hex> Tj` runs (the standard fonts' WinAnsi bytes, read as Latin-1). */
function textsOf(content: string): string[] {
  return [...content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) =>
    Buffer.from(m[1] ?? '', 'hex').toString('latin1'),
  );
}

export async function readSheetPdf(bytes: Uint8Array): Promise<SheetPage[]> {
  const doc = await PDFDocument.load(bytes);
  const { context } = doc;
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => context.lookup(ref))
        : [contents];
    const text = streams
      .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
      .map((s) => Buffer.from(streamBytes(s)).toString('latin1'))
      .join('\n');
    const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    const images: SheetImage[] = [];
    if (xobjects instanceof PDFDict)
      for (const ref of xobjects.values()) {
        const stream = context.lookup(ref);
        const image = stream instanceof PDFRawStream ? imageOf(stream) : null;
        if (image) images.push(image);
      }
    return { texts: textsOf(text), images };
  });
}

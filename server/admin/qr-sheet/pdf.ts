// The QR sheet as a PDF: A4 pages of cards (layout.ts), each code embedded as a PNG of 8 pixels per
// module drawn at 50 mm (crisp when printed: PDF viewers and printers do not smooth an image
// unless it asks for it), so the codes are exact pixels a test can extract and decode. The text is
// in the standard Helvetica, which covers Latin scripts (WinAnsi): any other character prints as
// '?', and the SVG sheet carries every script.
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { PDFFont, PDFPage } from 'pdf-lib';
import { A4, TEXT, cardSize, mmToPt, pagesOf } from './layout';
import type { CardLayout } from './layout';
import type { Sheet, SheetCard } from './cards';
import { qrPng } from './png';

/** Pixels per module of the embedded code. */
export const PNG_SCALE = 8;

/** `text` with every character the font cannot encode replaced by '?'. */
export function encodable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text].map((c) => (known.has(c.codePointAt(0) ?? -1) ? c : '?')).join('');
}

/** A font size (pt) at which `text` fits `room` (pt), at most `size`. */
function fitted(text: string, font: PDFFont, size: number, room: number): number {
  const width = font.widthOfTextAtSize(text, size);
  return width <= room ? size : Math.max(4, (size * room) / width);
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

function centred(
  page: PDFPage,
  content: string,
  font: PDFFont,
  at: { x: number; baseline: number; size: number },
): void {
  const text = encodable(content, font);
  const room = mmToPt(cardSize().width - 8);
  const size = fitted(text, font, mmToPt(at.size), room);
  page.drawText(text, {
    x: mmToPt(at.x) - font.widthOfTextAtSize(text, size) / 2,
    y: mmToPt(A4.height - at.baseline),
    size,
    font,
    color: rgb(0.07, 0.07, 0.07),
  });
}

async function drawCard(
  doc: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  company: string,
  card: SheetCard,
  at: CardLayout,
): Promise<void> {
  page.drawRectangle({
    x: mmToPt(at.card.x),
    y: mmToPt(A4.height - at.card.y - at.card.height),
    width: mmToPt(at.card.width),
    height: mmToPt(at.card.height),
    borderColor: rgb(0.6, 0.6, 0.6),
    borderWidth: 0.5,
    borderDashArray: [6, 4],
  });
  centred(page, company, fonts.regular, {
    x: at.centerX,
    baseline: at.companyBaseline,
    size: TEXT.company,
  });
  const image = await doc.embedPng(qrPng(card.qr, PNG_SCALE));
  page.drawImage(image, {
    x: mmToPt(at.qr.x),
    y: mmToPt(A4.height - at.qr.y - at.qr.height),
    width: mmToPt(at.qr.width),
    height: mmToPt(at.qr.height),
  });
  centred(page, card.name, fonts.bold, {
    x: at.centerX,
    baseline: at.nameBaseline,
    size: TEXT.name,
  });
  if (card.zone)
    centred(page, card.zone, fonts.regular, {
      x: at.centerX,
      baseline: at.zoneBaseline,
      size: TEXT.zone,
    });
}

export async function sheetPdf(sheet: Sheet): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${sheet.company}: table QR codes`);
  doc.setCreator('Comanda');
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  for (const layouts of pagesOf(sheet.cards.length)) {
    const page = doc.addPage([mmToPt(A4.width), mmToPt(A4.height)]);
    for (const at of layouts) {
      const card = sheet.cards[at.index];
      if (card) await drawCard(doc, page, fonts, sheet.company, card, at);
    }
  }
  return doc.save();
}

// The QR sheet as one SVG file: A4 pages stacked top to bottom, each page a nested <svg> of
// 210 × 297 mm (class "page", data-page from 1) so a vector editor or a print shop can split it
// page by page; one user unit is a millimetre. Each card is a <g class="card"> with the table's id,
// its cut line, the company's name, the code (one path of dark modules on a white square, quiet
// zone included) and the table's name and zone. Any script prints here (the PDF's standard font
// covers Latin only).
import { A4, TEXT, cardSize, pagesOf } from './layout';
import type { CardLayout } from './layout';
import type { Sheet, SheetCard } from './cards';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const round = (n: number): string => String(Math.round(n * 100) / 100);

/** A rough width of `text` at `size` mm in a sans-serif face, to squeeze what would overflow. */
const estimatedWidth = (text: string, size: number): number => [...text].length * size * 0.56;

function text(
  content: string,
  x: number,
  baseline: number,
  size: number,
  room: number,
  weight: 'normal' | 'bold',
  className: string,
): string {
  const squeeze =
    estimatedWidth(content, size) > room
      ? ` textLength="${round(room)}" lengthAdjust="spacingAndGlyphs"`
      : '';
  return (
    `<text class="${className}" x="${round(x)}" y="${round(baseline)}" font-size="${size}" ` +
    `font-weight="${weight}" text-anchor="middle"${squeeze}>${escapeXml(content)}</text>`
  );
}

function qrPath(card: SheetCard): string {
  let d = '';
  card.qr.dark.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return d;
}

function cardSvg(company: string, card: SheetCard, at: CardLayout): string {
  const room = cardSize().width - 8;
  const scale = at.qr.width / card.qr.size;
  return (
    `<g class="card" data-table-id="${escapeXml(card.tableId)}" data-url="${escapeXml(card.url)}">` +
    `<title>${escapeXml(card.zone ? `${card.name} – ${card.zone}` : card.name)}</title>` +
    `<rect x="${round(at.card.x)}" y="${round(at.card.y)}" width="${round(at.card.width)}" ` +
    `height="${round(at.card.height)}" rx="3" fill="none" stroke="#999" stroke-width="0.2" ` +
    `stroke-dasharray="2 1.5"/>` +
    text(company, at.centerX, at.companyBaseline, TEXT.company, room, 'normal', 'company') +
    `<g class="qr" transform="translate(${round(at.qr.x)} ${round(at.qr.y)}) scale(${scale})" ` +
    `shape-rendering="crispEdges">` +
    `<rect width="${card.qr.size}" height="${card.qr.size}" fill="#fff"/>` +
    `<path d="${qrPath(card)}" fill="#000"/></g>` +
    text(card.name, at.centerX, at.nameBaseline, TEXT.name, room, 'bold', 'name') +
    (card.zone
      ? text(card.zone, at.centerX, at.zoneBaseline, TEXT.zone, room, 'normal', 'zone')
      : '') +
    `</g>`
  );
}

export function sheetSvg(sheet: Sheet): string {
  const pages = pagesOf(sheet.cards.length);
  const height = A4.height * pages.length;
  const body = pages
    .map((layouts, page) => {
      const cards = layouts
        .map((at) => {
          const card = sheet.cards[at.index];
          return card ? cardSvg(sheet.company, card, at) : '';
        })
        .join('');
      return (
        `<svg class="page" data-page="${page + 1}" x="0" y="${page * A4.height}" ` +
        `width="${A4.width}" height="${A4.height}" viewBox="0 0 ${A4.width} ${A4.height}">` +
        `<rect width="${A4.width}" height="${A4.height}" fill="#fff"/>${cards}</svg>`
      );
    })
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${A4.width}mm" height="${height}mm" ` +
    `viewBox="0 0 ${A4.width} ${height}" font-family="Helvetica, Arial, sans-serif" fill="#111">` +
    `<title>${escapeXml(sheet.company)}: table QR codes</title>${body}</svg>\n`
  );
}

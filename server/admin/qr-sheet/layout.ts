// The QR sheet's page arithmetic, in millimetres from the page's top-left corner: A4 portrait, a
// grid of 2 × 3 cards with a cut margin, each card holding the company's name, the QR code (50 mm
// square, its 4-module quiet zone included: a phone reads it from arm's length) and the table's
// name and zone. pdf.ts and svg.ts draw the same boxes.

export const A4 = { width: 210, height: 297 } as const;

export interface SheetGrid {
  columns: number;
  rows: number;
  /** Page margin on every side. */
  margin: number;
  /** Space between cards. */
  gap: number;
  /** Side of the QR code's square, quiet zone included. */
  qrSize: number;
}

export const DEFAULT_GRID: SheetGrid = { columns: 2, rows: 3, margin: 12, gap: 6, qrSize: 50 };

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CardLayout {
  /** Index of the table in the sheet's order. */
  index: number;
  page: number;
  card: Box;
  /** Baseline of the company's name, centred on the card. */
  companyBaseline: number;
  qr: Box;
  nameBaseline: number;
  zoneBaseline: number;
  centerX: number;
}

export const TEXT = { company: 3.6, name: 7, zone: 4.2 } as const;

export const perPage = (grid: SheetGrid = DEFAULT_GRID): number => grid.columns * grid.rows;

/** The number of pages `count` cards take (at least one, so an empty sheet is still a page). */
export function pageCount(count: number, grid: SheetGrid = DEFAULT_GRID): number {
  return Math.max(1, Math.ceil(count / perPage(grid)));
}

/** The size of one card, so the grid fills the page between its margins. */
export function cardSize(grid: SheetGrid = DEFAULT_GRID): { width: number; height: number } {
  return {
    width: (A4.width - 2 * grid.margin - (grid.columns - 1) * grid.gap) / grid.columns,
    height: (A4.height - 2 * grid.margin - (grid.rows - 1) * grid.gap) / grid.rows,
  };
}

/** Where card `index` goes: its page, then row by row, left to right. */
export function cardLayout(index: number, grid: SheetGrid = DEFAULT_GRID): CardLayout {
  const { width, height } = cardSize(grid);
  const page = Math.floor(index / perPage(grid));
  const slot = index % perPage(grid);
  const column = slot % grid.columns;
  const row = Math.floor(slot / grid.columns);
  const x = grid.margin + column * (width + grid.gap);
  const y = grid.margin + row * (height + grid.gap);
  const centerX = x + width / 2;
  // Company name, QR, then name and zone, centred as a block in the card.
  const block = TEXT.company + 3 + grid.qrSize + 3 + TEXT.name + 2 + TEXT.zone;
  const top = y + (height - block) / 2;
  const companyBaseline = top + TEXT.company;
  const qrTop = companyBaseline + 3;
  const nameBaseline = qrTop + grid.qrSize + 3 + TEXT.name;
  return {
    index,
    page,
    card: { x, y, width, height },
    companyBaseline,
    qr: { x: centerX - grid.qrSize / 2, y: qrTop, width: grid.qrSize, height: grid.qrSize },
    nameBaseline,
    zoneBaseline: nameBaseline + 2 + TEXT.zone,
    centerX,
  };
}

/** The cards of each page, in order: `[page][slot]`. */
export function pagesOf(count: number, grid: SheetGrid = DEFAULT_GRID): CardLayout[][] {
  const pages: CardLayout[][] = Array.from({ length: pageCount(count, grid) }, () => []);
  for (let index = 0; index < count; index += 1) {
    const layout = cardLayout(index, grid);
    pages[layout.page]?.push(layout);
  }
  return pages;
}

/** Millimetres to PDF points (1/72 inch). */
export const mmToPt = (mm: number): number => (mm * 72) / 25.4;

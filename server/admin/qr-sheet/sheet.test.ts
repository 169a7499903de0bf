// The sheets drawn from real tables: the PDF read back (texts per page, codes decoded with jsQR
// from the embedded images) and the SVG's pages and cards.
import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import type { AdminTable } from '../../db/repositories/admin-tables';
import { sheetOf } from './cards';
import { readSheetPdf } from './inspect';
import { sheetPdf } from './pdf';
import { crc32 } from './png';
import { sheetSvg } from './svg';

const tables = (n: number, zone: string | null = 'Terrace'): AdminTable[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `table-${i + 1}`,
    name: `Table ${i + 1}`,
    zone,
    service_type: 'TABLE',
    version: 1,
  }));

const ORIGIN = 'https://demo.comanda.example';

describe('QR sheet', () => {
  it('computes the PNG chunk CRC as zlib does', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('prints six cards a page in the PDF, each code decoding to its table URL', async () => {
    const sheet = sheetOf('Demo Bistró', ORIGIN, tables(7));
    const pages = await readSheetPdf(await sheetPdf(sheet));
    expect(pages).toHaveLength(2);
    expect(pages[0]?.texts).toEqual(
      [1, 2, 3, 4, 5, 6].flatMap((n) => ['Demo Bistró', `Table ${n}`, 'Terrace']),
    );
    expect(pages[1]?.texts).toEqual(['Demo Bistró', 'Table 7', 'Terrace']);
    const decoded = pages.map((page) =>
      page.images.map((image) => jsQR(image.rgba, image.width, image.height)?.data).sort(),
    );
    expect(decoded[0]).toEqual([1, 2, 3, 4, 5, 6].map((n) => `${ORIGIN}/?qr-id=table-${n}`).sort());
    expect(decoded[1]).toEqual([`${ORIGIN}/?qr-id=table-7`]);
  });

  it('prints what the standard font cannot encode as ?, and no zone line without a zone', async () => {
    const sheet = sheetOf('النخيل', ORIGIN, [{ ...tables(1, null)[0]!, name: 'طاولة 1' }]);
    const [page] = await readSheetPdf(await sheetPdf(sheet));
    expect(page?.texts).toEqual(['??????', '????? 1']);
  });

  it('stacks A4 pages in one SVG, every script kept', () => {
    const svg = sheetSvg(sheetOf('النخيل & Co', ORIGIN, tables(7, 'الحديقة')));
    expect(svg).toContain('width="210mm" height="594mm"');
    expect(svg.match(/<svg class="page"/g)).toHaveLength(2);
    expect(svg.match(/<g class="card"/g)).toHaveLength(7);
    expect(svg).toContain('النخيل &amp; Co');
    expect(svg).toContain('>الحديقة</text>');
    expect(svg).toContain(`data-url="${ORIGIN}/?qr-id=table-7"`);
  });
});

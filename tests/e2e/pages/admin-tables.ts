// Page object for the back office's Tables & QR section: add tables, download the sheets, and read
// a sheet back the way a phone would (the SVG drawn onto a canvas in the browser and each code
// decoded with jsQR there; the PDF's embedded code images decoded with jsQR in Node).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import jsQR from 'jsqr';
import type { Download, Locator, Page } from 'playwright-core';
import { readSheetPdf } from '../../../server/admin/qr-sheet/inspect';
import { A4, cardLayout, perPage } from '../../../server/admin/qr-sheet/layout';

const require = createRequire(import.meta.url);

export class AdminTablesPageObject {
  constructor(readonly page: Page) {}

  /** Opens the section from the navigation and waits for the tables. */
  async open(): Promise<void> {
    await this.page.getByRole('link', { name: 'Tables & QR' }).click();
    await this.page.getByRole('heading', { name: 'Tables & QR', level: 2 }).waitFor();
    await this.page.getByRole('heading', { name: 'New table' }).waitFor();
  }

  zone(name: string): Locator {
    return this.page.locator('.a-tables__zone').filter({
      has: this.page.getByRole('heading', { name, exact: true, level: 3 }),
    });
  }

  row(name: string): Locator {
    return this.page
      .locator('.a-tables__row')
      .filter({ has: this.page.getByRole('heading', { name, exact: true, level: 4 }) });
  }

  async addTable(name: string, zone: string): Promise<void> {
    const form = this.page.locator('.a-tables__form');
    await form.getByLabel('Table name').fill(name);
    await form.getByLabel('Zone', { exact: true }).fill(zone);
    await form.getByRole('button', { name: 'Add table' }).click();
    await this.zone(zone).locator('.a-tables__row').filter({ hasText: name }).first().waitFor();
  }

  /** Clicks a download link and returns the file. */
  async download(linkName: string): Promise<{ download: Download; bytes: Buffer }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('link', { name: linkName }).click(),
    ]);
    const path = await download.path();
    return { download, bytes: readFileSync(path) };
  }
}

/** Every code of a PDF sheet, decoded, page by page (each page's codes sorted). */
export async function decodePdfSheet(bytes: Uint8Array): Promise<string[][]> {
  const pages = await readSheetPdf(bytes);
  return pages.map((page) =>
    page.images.map((image) => jsQR(image.rgba, image.width, image.height)?.data ?? '').sort(),
  );
}

/**
 * Every code of an SVG sheet as the browser draws it: the file is loaded as an image, drawn onto
 * a canvas at 6 px per mm (on a blank page), and each card's code area (layout.ts, with a margin) is decoded with
 * jsQR in the page. In the sheet's order.
 */
export async function decodeSvgSheet(owner: Page, svg: string, cards: number): Promise<string[]> {
  // A blank page of the same browser: the back office's CSP rightly refuses injected scripts.
  const page = await owner.context().newPage();
  await page.addScriptTag({ content: readFileSync(require.resolve('jsqr'), 'utf8') });
  const boxes = Array.from({ length: cards }, (_, i) => {
    const at = cardLayout(i);
    return { page: at.page, x: at.qr.x - 4, y: at.qr.y - 4, size: at.qr.width + 8 };
  });
  const decoded = await page.evaluate(
    async ({ svg, boxes, width, height, pages }) => {
      const scale = 6;
      const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
      const image = new Image();
      image.src = url;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = width * scale;
      canvas.height = height * pages * scale;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2d context');
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.drawImage(image, 0, 0, canvas.width, canvas.height);
      URL.revokeObjectURL(url);
      const decode = (
        window as unknown as {
          jsQR: (d: Uint8ClampedArray, w: number, h: number) => { data: string } | null;
        }
      ).jsQR;
      return boxes.map((box) => {
        const side = Math.round(box.size * scale);
        const data = context.getImageData(
          Math.round(box.x * scale),
          Math.round((box.y + box.page * height) * scale),
          side,
          side,
        );
        return decode(data.data, side, side)?.data ?? '';
      });
    },
    { svg, boxes, width: A4.width, height: A4.height, pages: Math.ceil(cards / perPage()) },
  );
  await page.close();
  return decoded;
}

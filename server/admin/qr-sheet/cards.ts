// What one card of the QR sheet shows: the company, the table and its zone, and the code.
import type { AdminTable } from '../../db/repositories/admin-tables';
import { qrMatrix } from './matrix';
import type { QrMatrix } from './matrix';
import { tableUrl } from './table-url';

export interface SheetCard {
  tableId: string;
  name: string;
  zone: string | null;
  url: string;
  qr: QrMatrix;
}

export interface Sheet {
  company: string;
  cards: SheetCard[];
}

export function sheetOf(company: string, origin: string, tables: readonly AdminTable[]): Sheet {
  return {
    company,
    cards: tables.map((table) => {
      const url = tableUrl(origin, table.id);
      return { tableId: table.id, name: table.name, zone: table.zone, url, qr: qrMatrix(url) };
    }),
  };
}

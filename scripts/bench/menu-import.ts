// `npm run bench`, menu import: a generated 300-product CSV (sampleMenuCsv, also what the
// integration tests import) imported into a seeded SQLite company through the real import path
// (decode, parse, validate, replace in one transaction, audit), best of a few runs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importMenuFile } from '../../server/admin/menu-io/import';
import { openDatabase } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { findCompanyByToken } from '../../server/db/repositories/companies';
import { seedDemo } from '../../server/seed/index';

/** Budget for one 300-product CSV import on SQLite, end to end. */
export const MENU_IMPORT_BUDGET_MS = 3_000;

const CSV_HEADER =
  'category,category_visible,product,description,product_visible,stock_enabled,variant,price,original_price,stock,images,modifier_groups,group,group_min,group_max,group_required,option,option_price';

/**
 * A menu CSV of `products` products over 20 categories (the last one hidden): every third product
 * has two variants, every fifth links the modifier groups, every seventh is hidden; descriptions
 * carry commas and quotes. No value spans lines, so line n + 1 is spreadsheet row n + 1.
 */
export function sampleMenuCsv(products = 300): string {
  const lines = [CSV_HEADER];
  for (let i = 0; i < products; i += 1) {
    const category = `Category ${String((i % 20) + 1).padStart(2, '0')}`;
    const visibleCategory = i < 20 ? (i === 19 ? 'no' : 'yes') : '';
    const name = `Product ${String(i + 1).padStart(3, '0')}`;
    const description = `"Fresh, ""house"" recipe number ${i + 1}"`;
    const visible = i % 7 === 6 ? 'no' : 'yes';
    const groups = i % 5 === 0 ? 'Sides | Sauces' : '';
    const image = `https://cdn.example.com/menu/${i + 1}.jpg`;
    const price = `${5 + (i % 30)}.${String((i * 7) % 100).padStart(2, '0')}`;
    if (i % 3 === 0) {
      lines.push(
        `${category},${visibleCategory},${name},${description},${visible},no,Small,${price},,20,${image},${groups},,,,,,`,
        `${category},,${name},,,,Large,${Number(price.split('.')[0]) + 3}.00,${Number(price.split('.')[0]) + 5}.00,20,,,,,,,,`,
      );
    } else {
      lines.push(
        `${category},${visibleCategory},${name},${description},${visible},no,,${price},,100,${image},${groups},,,,,,`,
      );
    }
  }
  lines.push(
    ',,,,,,,,,,,,Sides,1,1,yes,Fries,0',
    ',,,,,,,,,,,,Sides,,,,Salad,1.50',
    ',,,,,,,,,,,,Sides,,,,Rice,0.75',
    ',,,,,,,,,,,,Sauces,0,3,no,Ketchup,0',
    ',,,,,,,,,,,,Sauces,,,,Mayo,0',
    ',,,,,,,,,,,,Sauces,,,,Chipotle,0.50',
    ',,,,,,,,,,,,Sauces,,,,Garlic,0.50',
  );
  return `${lines.join('\r\n')}\r\n`;
}

export interface MenuImportBench {
  products: number;
  bytes: number;
  /** The fastest of the runs, in milliseconds. */
  bestMs: number;
  runs: number[];
}

export async function menuImportBench(runs = 5): Promise<MenuImportBench> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-import-'));
  const handle = await openDatabase({ sqliteFile: join(dir, 'bench.sqlite') });
  try {
    await migrateToLatest(handle.db);
    await seedDemo(handle.db);
    const demo = await findCompanyByToken(handle.db, 'demo');
    if (!demo) throw new Error('the seed has no demo company');
    const bytes = new TextEncoder().encode(sampleMenuCsv(300));
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const started = performance.now();
      const result = await importMenuFile(
        handle.db,
        { companyId: demo.id, actor: 'bench' },
        bytes,
        {
          format: 'csv',
          dryRun: false,
          maxBytes: bytes.byteLength,
        },
      );
      times.push(performance.now() - started);
      if (!result.ok)
        throw new Error(`the sample menu was refused: ${JSON.stringify(result.issues)}`);
    }
    return { products: 300, bytes: bytes.byteLength, bestMs: Math.min(...times), runs: times };
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

// Formula injection in the menu's CSV export (issue [14/21]; csv-formulae.ts): no exported cell
// starts as a spreadsheet formula, and the import reads the export back to the very same menu.
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { parseMenuCsv } from './csv';
import { CSV_COLUMNS } from './csv-columns';
import type { CsvColumn } from './csv-columns';
import { unescapeFormula } from './csv-formulae';
import { writeMenuCsv } from './csv-write';
import { JSON_FORMAT, JSON_FORMAT_VERSION } from './format';
import type { MenuDocument } from './format';

const menu: MenuDocument = {
  format: JSON_FORMAT,
  version: JSON_FORMAT_VERSION,
  modifier_groups: [
    {
      name: '@Extras',
      min: 0,
      max: 2,
      required: false,
      options: [
        { name: '+ Bacon', price: 150 },
        { name: "'=already quoted", price: 0 },
      ],
    },
  ],
  categories: [
    {
      name: '=Drinks',
      visible: true,
      products: [
        {
          name: '=HYPERLINK("x")',
          description: '+ ice\n=1+1 on the second line',
          visible: true,
          stock_enabled: false,
          images: [],
          modifier_groups: ['@Extras'],
          variants: [
            {
              name: '-Small',
              price: 250,
              original_price: null,
              selected: true,
              stock: 100,
              stock_starts_empty: false,
            },
          ],
        },
        {
          name: "'plain apostrophe",
          description: '=1+1\nstarts a formula on a multi-line cell',
          visible: true,
          stock_enabled: false,
          images: [],
          modifier_groups: [],
          variants: [
            {
              name: null,
              price: 300,
              original_price: null,
              selected: true,
              stock: 100,
              stock_starts_empty: false,
            },
          ],
        },
      ],
    },
  ],
};

/** The export's rows by column name, read as a spreadsheet would: nothing unescaped. */
function exportedRows(text: string): Record<CsvColumn, string>[] {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  expect(header).toEqual([...CSV_COLUMNS]);
  return rows.map(
    (cells) =>
      Object.fromEntries(CSV_COLUMNS.map((c, i) => [c, cells[i] ?? ''])) as Record<
        CsvColumn,
        string
      >,
  );
}

describe('the CSV export and formulas', () => {
  const text = writeMenuCsv(menu, true);
  const rows = exportedRows(text);

  it('writes no cell a spreadsheet would run as a formula', () => {
    for (const row of rows)
      for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('puts one apostrophe before each formula start, cell by cell', () => {
    expect(rows.map((r) => [r.category, r.product, r.description, r.variant])).toEqual([
      ["'=Drinks", `'=HYPERLINK("x")`, "'+ ice\n=1+1 on the second line", "'-Small"],
      ["'=Drinks", "'plain apostrophe", "'=1+1\nstarts a formula on a multi-line cell", ''],
      ['', '', '', ''],
      ['', '', '', ''],
    ]);
    expect(rows.map((r) => [r.modifier_groups, r.group, r.option, r.option_price])).toEqual([
      ["'@Extras", '', '', ''],
      ['', '', '', ''],
      ['', "'@Extras", "'+ Bacon", '1.50'],
      ['', "'@Extras", "''=already quoted", '0.00'],
    ]);
    // Prices, stock and flags are never negative nor formulas: written as they are.
    expect(rows.map((r) => [r.price, r.stock, r.selected])).toEqual([
      ['2.50', '100', 'yes'],
      ['3.00', '100', 'yes'],
      ['', '', ''],
      ['', '', ''],
    ]);
  });

  it('reads its own export back to the same menu, and writes the same bytes again', () => {
    const result = parseMenuCsv(text);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.menu).toEqual(menu);
    expect(writeMenuCsv(result.menu, true)).toBe(text);
  });

  it('removes the one apostrophe an export adds, and only that one', () => {
    expect(unescapeFormula("'=SUM(A1)")).toBe('=SUM(A1)');
    expect(unescapeFormula("''=SUM(A1)")).toBe("'=SUM(A1)");
    expect(unescapeFormula("'-5")).toBe('-5');
    expect(unescapeFormula("'\tx")).toBe('\tx');
    expect(unescapeFormula("'plain")).toBe("'plain");
    expect(unescapeFormula("'")).toBe("'");
    expect(unescapeFormula('=raw')).toBe('=raw');
  });

  it('reads a negative amount in an escaped cell as the negative amount it is, and refuses it', () => {
    const result = parseMenuCsv("category,product,price\r\nA,B,'-5\r\n");
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.issues).toEqual([{ row: 2, column: 'price', message: 'must not be negative' }]);
  });
});

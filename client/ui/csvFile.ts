// CSV files the store hands to a spreadsheet (Excel, LibreOffice, Google Sheets), whoever writes
// them: the back office's exports, the price grid's round trip, quick order's template and its
// rejected rows. Every one is written by unparseCsv, so every one neutralises formulas the same way.
import type Papa from 'papaparse';
import { FORMULA_START } from '@shared/rules/formula';

// A text cell a spreadsheet would take as a formula (shared/rules/formula.ts, the rule the back
// office's product names are checked by too). Exports put an apostrophe before such a text
// (papaparse's own pattern ends in `.*$`, which a cell with a line break after its first line does not match).
export { FORMULA_START };

/** A line break inside a cell followed by what would start a formula, were the line read as a cell of its own. */
const FORMULA_LINE = /(\r\n|\n|\r)(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * A number as its writer formats it (an amount with two decimals, '-12.50'): written as it is, never
 * escaped, so that a spreadsheet reads a negative amount as a number. Only a writer's numeric
 * columns use it; text a user typed is always a string, and escaped.
 */
export interface CsvNumber {
  readonly number: string;
}

/** One cell: a number (written as it is), a formatted number, or text (neutralised when it could run). */
export type CsvCell = string | number | CsvNumber | null | undefined;

/**
 * A cell as written: text that would start a formula gets an apostrophe before it, and so does each
 * of its lines after a line break that would (an import tool that splits a quoted cell at its line
 * breaks reads each line as a cell). Numbers, and a writer's formatted numbers, are left as they are.
 */
export function csvSafe(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return cell;
  if (typeof cell === 'object') return cell.number;
  const text = cell.replace(FORMULA_LINE, "$1'");
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Whether a written cell goes in quotes (papaparse quotes the comma, quote and line breaks itself). */
const mustQuote = (value: unknown) => typeof value === 'string' && (value.startsWith("'") || /[\t;]/.test(value));

/**
 * The one way the product writes a CSV file: a header row and data rows, every cell through csvSafe,
 * CRLF line ends, and a byte-order mark so that Excel reads the Hebrew as UTF-8. Takes papaparse as
 * given, so that a screen that loads it lazily keeps doing so (csvText).
 */
export function unparseCsv(
  papa: Pick<typeof Papa, 'unparse'>,
  header: readonly CsvCell[],
  rows: ReadonlyArray<readonly CsvCell[]>,
): string {
  const data = { fields: header.map(csvSafe).map(String), data: rows.map((row) => row.map(csvSafe)) };
  // A neutralised cell is quoted as well (OWASP's advice: the apostrophe inside the quotes), and so is
  // one with a tab or ';' inside (RFC 4180): a spreadsheet that splits on either (Excel's list
  // separator in many locales) then reads it whole, and no part of it starts a cell of its own.
  return `\uFEFF${papa.unparse(data, { newline: '\r\n', quotes: mustQuote })}`;
}

/** unparseCsv with papaparse loaded on demand (its chunk is fetched when a file is first written). */
export async function csvText(header: readonly CsvCell[], rows: ReadonlyArray<readonly CsvCell[]>): Promise<string> {
  const { default: papa } = await import('papaparse');
  return unparseCsv(papa, header, rows);
}

/** Offers CSV text as a file download, with a byte-order mark so that Excel reads the Hebrew as UTF-8. */
export function downloadCsv(text: string, fileName: string): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // Some browsers read the file after the click's task: give them time before letting it go.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

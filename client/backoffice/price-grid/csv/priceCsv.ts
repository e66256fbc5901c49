// The price grid as a CSV file and back: export every item's prices (one column per price list) for
// a store manager to edit in Excel, then read the edited file into the changes it asks for and the
// rows it refuses, before anything is applied.
//
// A file that cannot be used at all (no item-code column, too many rows) is not thrown: it comes back
// as one refused 'row' on line 1 with an empty item code and the reason, and no changes, so the
// caller always shows the same preview (CsvImportPreview shows such a refusal as the file's).
import Papa from 'papaparse';
import { isSellingPrice } from '@shared/rules/price';
import { unparseCsv } from '../../../ui/csvFile';
import { firstLongLine } from '../../../files/textLimits';
import { agorot, readPriceCell, unescapeFormula } from './priceCell';
import { boPriceCsv as t } from './strings';

export { MAX_CSV_BYTES, CsvFileError, readCsvFile } from './readCsvFile';

export interface CsvList {
  id: number;
  name: string;
}
export interface CsvRow {
  itemCode: string;
  barcode: string;
  name: string;
  productId: number;
  /** By price list id. */
  prices: Record<number, number | undefined>;
}
export interface PriceChange {
  productId: number;
  itemCode: string;
  name: string;
  listId: number;
  listName: string;
  /** The current price; undefined when the item has none in the list (a stored 0 counts as none). */
  from: number | undefined;
  to: number;
  /** The code as the file wrote it, when it matched the item only without leading zeros (Excel drops them). */
  fileCode?: string;
}
export interface RefusedRow {
  /** The row's number as Excel shows it (the header is 1). */
  line: number;
  itemCode: string;
  /** Why, in Hebrew. */
  reason: string;
}
export interface CsvImport {
  changes: PriceChange[];
  refused: RefusedRow[];
  /** Header cells that name no price list (nor the code, barcode or name column): ignored, never guessed. */
  unknownColumns: string[];
}

/** The most data rows a file may hold. */
export const MAX_CSV_ROWS = 50_000;
/** The most lines read, blank ones too: a file of 5 MB of line breaks is not parsed into 5 million rows. */
export const MAX_CSV_LINES = 2 * MAX_CSV_ROWS;

/** The longest line read: a row of a code, a barcode, a name and a hundred price lists is far shorter. */
export const MAX_CSV_LINE_CHARS = 10_000;
/** The longest cell read (a quoted cell may run over many short lines): a code, a price or a name is far shorter. */
export const MAX_CSV_CELL_CHARS = 1_000;

/** The grid as CSV: a BOM (so Excel reads the Hebrew as UTF-8), CRLF line ends, formula-like texts escaped. */
export function exportPricesCsv(lists: CsvList[], rows: CsvRow[]): string {
  return unparseCsv(
    Papa,
    [t.colItemCode, t.colBarcode, t.colName, ...lists.map((l) => l.name)],
    rows.map((row) => [
      row.itemCode,
      row.barcode,
      row.name,
      ...lists.map((l) => {
        const price = row.prices[l.id];
        return isSellingPrice(price) ? { number: price.toFixed(2) } : '';
      }),
    ]),
  );
}

/** A header cell as compared: without the export's escape, direction marks, quotes and extra spaces. */
const headerKey = (text: string) =>
  unescapeFormula(text)
    .replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
    .replace(/[\s\u00A0]+/g, ' ')
    .trim()
    .toLowerCase();
// 'מק"ט', 'מק״ט' (gershayim) and 'מקט' are one header.
const withoutQuotes = (key: string) => key.replace(/["'״׳]/g, '');
const CODE_HEADERS = new Set(['מקט', 'קוד פריט']);
const INFO_HEADERS = new Set(['ברקוד', 'שם פריט', 'שם']);

const isBlankRow = (cells: string[]) => cells.every((c) => c.trim() === '');
const refuseFile = (reason: string, unknownColumns: string[] = []): CsvImport => ({
  changes: [],
  refused: [{ line: 1, itemCode: '', reason }],
  unknownColumns,
});

/** The columns of the header row: the item code's, and each price list's. */
function readHeader(header: string[], lists: CsvList[]) {
  const listsByKey = new Map<string, CsvList[]>();
  for (const list of lists) {
    const key = headerKey(list.name);
    listsByKey.set(key, [...(listsByKey.get(key) ?? []), list]);
  }
  let codeColumn = -1;
  const listColumns: { column: number; list: CsvList }[] = [];
  const unknownColumns: string[] = [];
  header.forEach((cell, column) => {
    const key = headerKey(cell);
    if (key === '') return;
    const matches = listsByKey.get(key);
    // A name two lists share is not guessed either.
    if (matches?.length === 1) {
      if (listColumns.some((c) => c.list === matches[0])) unknownColumns.push(cell.trim());
      else listColumns.push({ column, list: matches[0]! });
    } else if (CODE_HEADERS.has(withoutQuotes(key)) && codeColumn < 0) codeColumn = column;
    else if (!INFO_HEADERS.has(key)) unknownColumns.push(unescapeFormula(cell).trim());
  });
  return { codeColumn, listColumns, unknownColumns };
}

/**
 * Finds a row by its code: exactly, or (Excel drops leading zeros when it opens a file) by the one
 * code equal but for them, only when no row has the code exactly; `exact` says which.
 */
function codeIndex(rows: CsvRow[]): (code: string) => { row: CsvRow; exact: boolean } | undefined {
  const exact = new Map<string, CsvRow>();
  const withoutZeros = new Map<string, CsvRow | null>();
  for (const row of rows) {
    const code = row.itemCode.trim();
    exact.set(code, row);
    if (/^\d+$/.test(code)) {
      const key = code.replace(/^0+(?=\d)/, '');
      withoutZeros.set(key, withoutZeros.has(key) ? null : row);
    }
  }
  return (code) => {
    const row = exact.get(code);
    if (row) return { row, exact: true };
    const near = /^\d+$/.test(code) ? withoutZeros.get(code.replace(/^0+(?=\d)/, '')) : undefined;
    return near ? { row: near, exact: false } : undefined;
  };
}

/** Reads an edited file into the price changes it asks for, the rows refused and the columns not recognised. */
export function parsePricesCsv(text: string, lists: CsvList[], rows: CsvRow[]): CsvImport {
  // A line of megabytes is no price row: refused before it is parsed, and never shown back whole.
  const longLine = firstLongLine(text, MAX_CSV_LINE_CHARS);
  if (longLine !== null) return refuseFile(t.lineTooLong(longLine, MAX_CSV_LINE_CHARS));
  // Papa.parse drops a leading BOM itself; it also guesses the delimiter (Excel's ';' or tab).
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimitersToGuess: [',', ';', '\t', '|'],
    preview: MAX_CSV_LINES + 1,
  });
  const data = parsed.data;
  if (data.length > MAX_CSV_LINES) return refuseFile(t.tooManyRows(MAX_CSV_ROWS));
  const headerIndex = data.findIndex((cells) => !isBlankRow(cells));
  if (headerIndex < 0) return refuseFile(t.emptyFile);
  const { codeColumn, listColumns, unknownColumns } = readHeader(data[headerIndex]!, lists);
  if (codeColumn < 0) return refuseFile(t.noCodeColumn, unknownColumns);
  let rowCount = 0;
  for (let i = headerIndex + 1; i < data.length; i++) if (!isBlankRow(data[i]!)) rowCount++;
  if (rowCount > MAX_CSV_ROWS) return refuseFile(t.tooManyRows(MAX_CSV_ROWS), unknownColumns);

  // A quote opened and never closed swallows the rest of the file into one cell.
  const brokenRows = new Set(parsed.errors.filter((e) => e.type === 'Quotes' && e.row !== undefined).map((e) => e.row!));
  const find = codeIndex(rows);
  const firstLine = new Map<number, number>();
  const changes: PriceChange[] = [];
  const refused: RefusedRow[] = [];
  for (let i = headerIndex + 1; i < data.length; i++) {
    const cells = data[i]!;
    if (isBlankRow(cells)) continue;
    const line = i + 1;
    const tooLong = cells.some((cell) => cell.length > MAX_CSV_CELL_CHARS);
    // A code too long to be one is not repeated in the preview either.
    const itemCode = tooLong ? (cells[codeColumn] ?? '').slice(0, 40).trim() : unescapeFormula(cells[codeColumn] ?? '').trim();
    const refuse = (reason: string) => refused.push({ line, itemCode, reason });
    if (brokenRows.has(i)) {
      refuse(t.brokenQuotes);
      continue;
    }
    if (tooLong) {
      refuse(t.cellTooLong(MAX_CSV_CELL_CHARS));
      continue;
    }
    const priceCells = listColumns.map(({ column, list }) => ({ list, raw: cells[column] ?? '' }));
    if (itemCode === '') {
      // A row with only a name or a barcode asks for nothing.
      if (priceCells.some((c) => c.raw.trim() !== '')) refuse(t.missingCode);
      continue;
    }
    const found = find(itemCode);
    if (!found) {
      refuse(/^\d+(\.\d+)?E\+\d+$/i.test(itemCode) ? t.unknownCodeScientific : t.unknownCode);
      continue;
    }
    const { row, exact } = found;
    const first = firstLine.get(row.productId);
    if (first !== undefined) {
      refuse(t.duplicateCode(first));
      continue;
    }
    firstLine.set(row.productId, line);

    // A row is taken whole or not at all: one bad cell refuses the row, naming every bad cell.
    const rowChanges: PriceChange[] = [];
    const reasons: string[] = [];
    for (const { list, raw } of priceCells) {
      const cell = readPriceCell(raw);
      if (cell.kind === 'empty') continue;
      if (cell.kind === 'refused') {
        reasons.push(t.cell(list.name, raw.trim(), cell.reason));
        continue;
      }
      const current = row.prices[list.id];
      const from = isSellingPrice(current) ? current : undefined;
      if (from !== undefined && agorot(from) === agorot(cell.value)) continue;
      rowChanges.push({
        productId: row.productId,
        itemCode: row.itemCode,
        name: row.name,
        listId: list.id,
        listName: list.name,
        from,
        to: cell.value,
        ...(exact ? {} : { fileCode: itemCode }),
      });
    }
    if (reasons.length > 0) refuse(reasons.join('; '));
    else changes.push(...rowChanges);
  }
  return { changes, refused, unknownColumns };
}

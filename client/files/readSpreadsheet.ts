// Reading a spreadsheet a user uploaded (CSV, or XLSX: a zip archive of XML files) into rows of text,
// within limits a hostile file cannot get past: a 0.3 MB XLSX can inflate to hundreds of
// megabytes. It runs in a Web Worker (spreadsheet.worker.ts) so that even within the limits the page
// never waits on it; it is a plain module so that tests call it directly.
//
// The limits, in the order they bite:
// - the file's own size (the caller's, before reading);
// - the zip's entries, by the uncompressed sizes their central directory declares, read by the same
//   code (fflate's) that read-excel-file inflates with, before anything is inflated;
// - while inflating: fflate inflates each entry into a buffer of its declared size and no more, so an
//   entry that lies about its size cannot grow past it (it comes out cut short, and unreadable);
// - the rows: a sheet or CSV of more rows than MAX_SHEET_ROWS is refused.
// Imported statically: the worker is one file (a worker's bundle is not split into chunks).
import { unzipSync } from 'fflate';
import { decodeText } from './decodeText';
import Papa from 'papaparse';
import { readSheet } from 'read-excel-file/universal';
import { MAX_INFLATED_BYTES, MAX_SHEET_ROWS, MAX_ZIP_ENTRIES } from './limits';

export { MAX_INFLATED_BYTES, MAX_SHEET_ROWS, MAX_ZIP_ENTRIES } from './limits';

/** Why a file was not read. */
export type SpreadsheetProblem = 'unsupported' | 'unreadable' | 'inflatesTooLarge' | 'tooManyRows';

/** The rows of the file's first sheet (each cell as text, '' when empty), or why it was not read. */
export type SpreadsheetResult = { rows: string[][] } | { problem: SpreadsheetProblem };

/** The file as handed over: its bytes, and its name and type to tell a CSV from an XLSX. */
export interface SpreadsheetFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** The parts of an XLSX read-excel-file inflates (it skips images and printer settings). */
const isReadPart = (name: string) => name.endsWith('.xml') || name.endsWith('.xml.rels');

/**
 * Whether a zip archive stays within the limits, by the sizes its central directory declares;
 * nothing is inflated. Throws on bytes that are not a zip archive.
 */
export function zipWithinLimits(bytes: Uint8Array): boolean {
  let entries = 0;
  let inflated = 0;
  unzipSync(bytes, {
    filter: (entry) => {
      entries++;
      if (isReadPart(entry.name)) inflated += entry.originalSize;
      return false;
    },
  });
  return entries <= MAX_ZIP_ENTRIES && inflated <= MAX_INFLATED_BYTES;
}

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
};

async function readXlsx(bytes: Uint8Array): Promise<SpreadsheetResult> {
  try {
    if (!zipWithinLimits(bytes)) return { problem: 'inflatesTooLarge' };
  } catch {
    return { problem: 'unreadable' };
  }
  let rows: unknown[][];
  try {
    rows = await readSheet(bytes.slice().buffer);
  } catch {
    return { problem: 'unreadable' };
  }
  if (rows.length > MAX_SHEET_ROWS) return { problem: 'tooManyRows' };
  return { rows: rows.map((cells) => cells.map(cellText)) };
}

function readCsv(bytes: Uint8Array): SpreadsheetResult {
  // UTF-8, UTF-16 or Excel's windows-1255 (decodeText).
  const text = decodeText(bytes);
  // One row past the limit is enough to know it is past it.
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true, preview: MAX_SHEET_ROWS + 1 });
  if (parsed.data.length > MAX_SHEET_ROWS) return { problem: 'tooManyRows' };
  return { rows: parsed.data };
}

/** Reads a CSV or XLSX file's rows within the limits above. */
export function readSpreadsheet(file: SpreadsheetFile): Promise<SpreadsheetResult> {
  const name = file.name.toLowerCase();
  if (name.endsWith('.xlsx')) return readXlsx(file.bytes);
  if (name.endsWith('.csv') || name.endsWith('.txt') || file.type === 'text/csv') return Promise.resolve(readCsv(file.bytes));
  return Promise.resolve({ problem: 'unsupported' });
}

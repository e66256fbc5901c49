// Reading the file a store manager picked: Excel saves a CSV as UTF-8 (with or without a BOM), as
// windows-1255 ('CSV (comma delimited)' on a Hebrew Windows), or as UTF-16 ('Unicode text').
import { boPriceCsv as t } from './strings';
import { decodeText } from '../../../files/decodeText';

/** The largest file read: 5 MB, about 50,000 rows of a few price lists. */
export const MAX_CSV_BYTES = 5 * 1024 * 1024;

/** A file that cannot be read as a CSV; `message` is the Hebrew text to show. */
export class CsvFileError extends Error {
  override name = 'CsvFileError';
}

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/**
 * The file's text. Rejects with a CsvFileError when it is over MAX_CSV_BYTES, is an Excel workbook
 * rather than a CSV, or cannot be read. Bytes that are not valid UTF-8 are read as windows-1255.
 */
export async function readCsvFile(file: File): Promise<string> {
  if (file.size > MAX_CSV_BYTES) throw new CsvFileError(t.fileTooLarge(MAX_CSV_BYTES / 1024 / 1024));
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    throw new CsvFileError(t.unreadable);
  }
  // .xlsx is a zip archive; .xls an OLE compound file.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) || startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) throw new CsvFileError(t.workbook);
  return decodeText(bytes);
}

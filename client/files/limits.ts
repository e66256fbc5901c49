// The limits an uploaded spreadsheet is read within (readSpreadsheet), apart so that a page can name
// them in its messages without loading the readers.

/** The most the XML parts of an XLSX may inflate to, together: a sheet of 10,000 rows is about 2 MB. */
export const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
/** The most entries an XLSX may hold (a workbook of a few sheets has a few dozen). */
export const MAX_ZIP_ENTRIES = 1_000;
/** The most rows a file may hold (quick order reads 2,000 lines of items; headers and blank rows besides). */
export const MAX_SHEET_ROWS = 10_000;

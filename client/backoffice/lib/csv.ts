// CSV files for a spreadsheet (Excel, LibreOffice, Google Sheets), as the back office exports them:
// UTF-8 with a byte-order mark (so Excel reads the Hebrew), CRLF lines, and every text cell that a
// spreadsheet would run as a formula neutralised with a leading apostrophe (OWASP's CSV injection
// advice): buyers write comments and names, and a clerk opens the file.

/**
 * A text cell a spreadsheet would take as a formula: one that starts with =, +, -, @, a tab or a
 * carriage return, or their full-width forms. (papaparse's own pattern ends in `.*$`, which a
 * cell with a line break after its first line does not match.)
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell: a number is written as it is, text is escaped when it could run. */
export type CsvCell = string | number;

/** A header row and data rows as CSV text, with the byte-order mark. */
export async function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): Promise<string> {
  const { default: Papa } = await import('papaparse');
  return `\uFEFF${Papa.unparse({ fields: [...header], data: rows.map((row) => [...row]) }, { escapeFormulae: FORMULA_START })}`;
}

/** A shekel amount as a spreadsheet reads it: two decimals, no sign or separators (1234.5 is '1234.50'). */
export function csvMoney(amount: number): string {
  return csvAgorot(Math.round(amount * 100));
}

/** An amount held in integer agorot, as csvMoney writes it (123450 is '1234.50'). */
export function csvAgorot(agorot: number): string {
  const sign = agorot < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(agorot));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Saves CSV text as a file the browser downloads. */
export function downloadCsv(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

// CSV files for a spreadsheet (Excel, LibreOffice, Google Sheets), as the back office exports them:
// UTF-8 with a byte-order mark (so Excel reads the Hebrew), CRLF lines, and every text cell that a
// spreadsheet would run as a formula neutralised with a leading apostrophe (OWASP's CSV injection
// advice): buyers write comments and names, and a clerk opens the file.
import { FORMULA_START } from '../../components/csvFile';

export { downloadCsv } from '../../components/csvFile';

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

// CSV files for a spreadsheet (Excel, LibreOffice, Google Sheets), as the back office exports them:
// UTF-8 with a byte-order mark (so Excel reads the Hebrew), CRLF lines, and every text cell that a
// spreadsheet would run as a formula neutralised with a leading apostrophe (OWASP's CSV injection
// advice): buyers write comments and names, and a clerk opens the file. components/csvFile writes them.
import { csvText, type CsvCell, type CsvNumber } from '../../ui/csvFile';

export { downloadCsv } from '../../ui/csvFile';
export type { CsvCell } from '../../ui/csvFile';

/** A header row and data rows as CSV text, with the byte-order mark. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): Promise<string> {
  return csvText(header, rows);
}

/** A shekel amount as a spreadsheet reads it: two decimals, no separators (1234.5 is '1234.50'), a number even when negative. */
export function csvMoney(amount: number): CsvNumber {
  return csvAgorot(Math.round(amount * 100));
}

/** An amount held in integer agorot, as csvMoney writes it (123450 is '1234.50'). */
export function csvAgorot(agorot: number): CsvNumber {
  const sign = agorot < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(agorot));
  return { number: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}` };
}

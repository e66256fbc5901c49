// CSV files the store hands to a spreadsheet (Excel, LibreOffice, Google Sheets), whoever writes
// them: the back office's exports, the price grid's round trip and quick order's template.

/**
 * A text cell a spreadsheet would take as a formula (OWASP's CSV injection list): one that starts
 * with =, +, -, @, a tab or a carriage return, or their full-width forms. Exports put an apostrophe
 * before such a text (papaparse's own pattern ends in `.*$`, which a cell with a line break after
 * its first line does not match).
 */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

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

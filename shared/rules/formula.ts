// Text a spreadsheet would run as a formula (OWASP's CSV injection list). Every CSV the product writes
// neutralises such a cell (client/ui/csvFile.ts), and the back office refuses a product name that
// starts so, since the name also leaves through the accounting system's own exports.

/** A text that starts with =, +, -, @, a tab or a carriage return, or their full-width forms. */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** Whether a text, as typed (leading spaces ignored), would start a spreadsheet formula. */
export function startsLikeFormula(text: string): boolean {
  return FORMULA_START.test(text.trimStart());
}

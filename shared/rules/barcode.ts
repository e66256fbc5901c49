// Barcodes a product is given in the back office: EAN-13 or EAN-8, whose last digit checks the others
// (GS1's mod-10: the digits weighted 3 and 1 alternately from the right of the body).

/** The check digit of an EAN body (7 digits for EAN-8, 12 for EAN-13). */
export function eanCheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** What is wrong with a typed barcode: not 8 or 13 digits, a check digit that does not check, or nothing (null). */
export function barcodeProblem(code: string): 'format' | 'checkDigit' | null {
  if (!/^(?:\d{8}|\d{13})$/.test(code)) return 'format';
  return eanCheckDigit(code.slice(0, -1)) === Number(code.at(-1)) ? null : 'checkDigit';
}

/** Whether a text is an EAN-13 or EAN-8 barcode with a check digit that checks. */
export function isValidEan(code: string): boolean {
  return barcodeProblem(code) === null;
}

// EAN-13 barcodes: the seed's catalogue numbers are valid codes with the Israeli GS1 prefix 729,
// so a scanned barcode of a demo product finds it.

import { eanCheckDigit } from '@shared/rules/barcode';

/** The check digit of the first 12 digits of an EAN-13 code (the back office's own rule, shared/rules/barcode.ts). */
export function ean13CheckDigit(first12: string): number {
  return eanCheckDigit(first12.slice(0, 12));
}

/** Whether a string is a 13-digit code with a correct check digit. */
export function isValidEan13(code: string): boolean {
  return /^\d{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Largest serial with a unique code: the item part below is a bijection on 0..999,999. */
export const MAX_EAN_SERIAL = 999_999;

/**
 * The code of an item: 729, a 3-digit company part (the brand), and a 6-digit item part that
 * scrambles the serial (odd multiplier prime to 10, so distinct serials never collide).
 */
export function itemEan13(companyCode: number, serial: number): string {
  if (!Number.isInteger(serial) || serial < 0 || serial > MAX_EAN_SERIAL) {
    throw new RangeError(`EAN serial out of range: ${serial}`);
  }
  const company = String(100 + (companyCode % 900));
  const itemPart = String((serial * 7_919 + 104_729) % 1_000_000).padStart(6, '0');
  const first12 = `729${company}${itemPart}`;
  return first12 + String(ean13CheckDigit(first12));
}

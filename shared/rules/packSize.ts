// Pack size: the step and the minimum of every cart quantity (docs/product.md §4.2).

/** The pack size of an item: its minOrderQuantity, or 1 when that is 1 or less (or not a number). */
export function packSize(item: { minOrderQuantity: number }): number {
  const min = item.minOrderQuantity;
  if (!Number.isFinite(min) || min <= 1) return 1;
  // Quantities are whole units, so a fractional minimum (never valid input) steps by its whole part.
  return Math.floor(min);
}

/** The largest quantity of one line, in units: far above any real order, far below where integers lose precision. */
export const MAX_LINE_QUANTITY = 100_000;

/** Rounds a quantity up to a whole number of packs, capped at the whole packs within MAX_LINE_QUANTITY; zero, negative or non-numeric gives 0. */
export function roundUpToPacks(quantity: number, pack: number): number {
  const step = packSize({ minOrderQuantity: pack });
  if (Number.isNaN(quantity) || quantity <= 0) return 0;
  const cap = Math.max(step, Math.floor(MAX_LINE_QUANTITY / step) * step);
  // At least one pack: a positive quantity too small for its division by the pack (5e-324 / 6 is 0) is one.
  return Math.min(Math.max(step, Math.ceil(quantity / step) * step), cap);
}

/** Whether a quantity is a positive whole number of packs. */
export function isWholePacks(quantity: number, pack: number): boolean {
  const step = packSize({ minOrderQuantity: pack });
  return Number.isSafeInteger(quantity) && quantity > 0 && quantity % step === 0;
}

/** How many times a line's usual quantity a typed quantity may be before the buyer is asked to confirm it. */
export const UNUSUAL_QUANTITY_FACTOR = 10;

/**
 * Whether a typed quantity is far above what the line usually holds: more than UNUSUAL_QUANTITY_FACTOR
 * times the largest of one pack, the line's quantity now and the last quantity ordered (when known),
 * or a line that grows UNUSUAL_QUANTITY_FACTOR times or more in one edit (72 retyped as 720). A slip of
 * the keyboard (24 becoming 2504, a 0 typed after 72) then asks before it reaches the cart; a decrease never does.
 */
export function isUnusualQuantity(quantity: number, usual: { pack: number; current: number; lastOrdered?: number }): boolean {
  if (!(quantity > usual.current)) return false;
  if (usual.current > 0 && quantity >= usual.current * UNUSUAL_QUANTITY_FACTOR) return true;
  const base = Math.max(packSize({ minOrderQuantity: usual.pack }), usual.current, usual.lastOrdered ?? 0);
  return quantity > base * UNUSUAL_QUANTITY_FACTOR;
}

// A whole number as people write it: plain digits, or digits in groups of three after commas
// ('1,000', '12,500'); a spreadsheet's '24.0' is 24. Anything else ('1,5', '1.5', '-3', '12a') is not.
const WHOLE_NUMBER = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.0+)?$/;

/** The whole number a typed or pasted quantity means ('1,000' is a thousand), or null when it is not one. */
export function parseWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!WHOLE_NUMBER.test(trimmed)) return null;
  const value = Number(trimmed.replace(/,/g, ''));
  return Number.isSafeInteger(value) ? value : null;
}

/** A whole number written with thousands separators, as parseWholeNumber reads it back ('1,000'). */
export function formatWholeNumber(value: number): string {
  return Math.trunc(value).toLocaleString('en-US', { useGrouping: true, maximumFractionDigits: 0 });
}

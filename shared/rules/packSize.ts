// Pack size: the step and the minimum of every cart quantity (SPEC.md sections 4 and 9).

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
  return Math.min(Math.ceil(quantity / step) * step, cap);
}

/** Whether a quantity is a positive whole number of packs. */
export function isWholePacks(quantity: number, pack: number): boolean {
  const step = packSize({ minOrderQuantity: pack });
  return Number.isSafeInteger(quantity) && quantity > 0 && quantity % step === 0;
}

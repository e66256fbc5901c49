// Order totals (docs/product.md §4.5): computed in integers, truncated, never rounded.
// Prices are held in ten-thousandths of a shekel (hundredths of an agora) so that a price list's
// sub-agora prices sum exactly; the sum is then truncated to whole agorot.

/** VAT in cart and order totals, in percent, when the VatPercent setting gives none (docs/product.md §4.5). */
export const VAT_PERCENT = 18;

/** Totals of a cart or order, in integer agorot. */
export interface Totals {
  beforeVat: number;
  vat: number;
  total: number;
}

/** The same totals in shekels, as the order-creation payload sends them. */
export interface ShekelTotals {
  totalPriceBeforeVat: number;
  vatSum: number;
  totalPrice: number;
  vatPercent: number;
}

const UNITS_PER_SHEKEL = 10_000;
const UNITS_PER_AGORA = 100;

/** A shekel amount as integer ten-thousandths of a shekel (the float's representation error removed). */
export function toPriceUnits(shekels: number): number {
  return Math.round(shekels * UNITS_PER_SHEKEL);
}

/** A shekel amount in whole agorot, truncated toward zero. */
export function toAgorot(shekels: number): number {
  return Math.trunc(toPriceUnits(shekels) / UNITS_PER_AGORA);
}

/** Agorot back to shekels (exact to two decimals). */
export function agorotToShekels(agorot: number): number {
  return agorot / 100;
}

/** Cuts a shekel amount to two decimals without rounding up: trunc2(12.349) is 12.34. */
export function trunc2(shekels: number): number {
  return agorotToShekels(toAgorot(shekels));
}

/** The totals of priced lines in agorot: beforeVat = trunc(sum), vat = trunc(beforeVat x VAT), total = beforeVat + vat. */
export function computeTotals(
  lines: ReadonlyArray<{ salePriceInNIS: number; quantity: number }>,
  vatPercent: number = VAT_PERCENT,
): Totals {
  let units = 0;
  for (const line of lines) units += toPriceUnits(line.salePriceInNIS) * line.quantity;
  const beforeVat = Math.trunc(units / UNITS_PER_AGORA);
  // VAT percent in hundredths of a percent keeps 18 (or 17.5) an exact integer factor.
  const vatBasisPoints = Math.round(vatPercent * 100);
  const vat = Math.trunc((beforeVat * vatBasisPoints) / 10_000);
  return { beforeVat, vat, total: beforeVat + vat };
}

/** The line total in agorot (price x quantity, truncated). */
export function lineTotal(line: { salePriceInNIS: number; quantity: number }): number {
  return Math.trunc((toPriceUnits(line.salePriceInNIS) * line.quantity) / UNITS_PER_AGORA);
}

/** Totals in shekels for the order-creation payload. */
export function toShekelTotals(totals: Totals, vatPercent: number = VAT_PERCENT): ShekelTotals {
  return {
    totalPriceBeforeVat: agorotToShekels(totals.beforeVat),
    vatSum: agorotToShekels(totals.vat),
    totalPrice: agorotToShekels(totals.total),
    vatPercent,
  };
}

/**
 * A price with the site's discount taken off, in whole agorot rounded to the nearest (half up): the
 * provider returns this price, so the cart, the order and the provider's check add up the same
 * numbers. The percentage is taken in hundredths of a percent, so 7.5% is an exact integer factor.
 */
export function discountedPrice(shekels: number, discountPercent: number): number {
  if (!(discountPercent > 0)) return shekels;
  const basisPoints = Math.min(10_000, Math.round(discountPercent * 100));
  const units = toPriceUnits(shekels) * (10_000 - basisPoints);
  // units are ten-thousandths of a shekel times 10,000: one agora is 100 x 10,000 of them.
  return Math.round(units / (UNITS_PER_AGORA * 10_000)) / 100;
}

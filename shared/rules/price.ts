// Whether an item has a price the buyer can order at. A price list without a price for the item, and
// a price of 0 (never a real selling price: the contract has no 'free' flag), are both 'price on
// request' (מחיר לפי בקשה): shown so, never added to a cart, refused by Order/Create.
//
// Money is agorot: a price or a total is a whole number of agorot (at most two decimals), and a price
// is at least one agora. One rule, here, for the DTOs (shared/validation/decorators.ts: Price, Amount),
// the mock provider's store, the back office's price cells and its CSV import, and the document.
import { MAX_AMOUNT } from '../validation/messages';

/** The smallest price: one agora. */
export const MIN_PRICE = 0.01;

/**
 * Whether an amount of shekels is a whole number of agorot: 12.34, never 12.3400000001 nor 1e-9. Exact
 * (no tolerance): the nearest double to n/100 is the one Math.round(v * 100) / 100 gives back.
 */
export function isWholeAgorot(shekels: number): boolean {
  return Number.isFinite(shekels) && Math.round(shekels * 100) / 100 === shekels;
}

/** What is wrong with an amount of money, in the order a message should say it. */
export type MoneyProblem = 'notNumber' | 'negative' | 'zero' | 'belowAgora' | 'tooLarge' | 'decimals';

/** What is wrong with an amount of shekels (a total, a weight: 0 or more, whole agorot, at most MAX_AMOUNT), or null. */
export function amountProblem(value: unknown): MoneyProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notNumber';
  if (value < 0) return 'negative';
  if (value > MAX_AMOUNT) return 'tooLarge';
  return isWholeAgorot(value) ? null : 'decimals';
}

/** What is wrong with a unit price (at least one agora, whole agorot, at most MAX_AMOUNT), or null: 1e-9 is 'belowAgora'. */
export function priceProblem(value: unknown): MoneyProblem | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'notNumber';
  if (value < 0) return 'negative';
  if (value === 0) return 'zero';
  if (value < MIN_PRICE) return 'belowAgora';
  return amountProblem(value);
}

/** An item's price as the storefront may sell at it: a positive, finite amount, and not marked price on request. */
export function hasPrice<T extends { salePriceInNIS?: number | null; isPriceOnRequest?: boolean }>(
  item: T,
): item is T & { salePriceInNIS: number } {
  const price = item.salePriceInNIS;
  return !item.isPriceOnRequest && typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/**
 * A stored unit price that counts as a price (at least one agora); 0, less than an agora (1e-9 would
 * sell at 0.00), a negative or a missing one counts as none.
 */
export function isSellingPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price >= MIN_PRICE;
}

/**
 * A price moved by a percentage (+10 raises by a tenth, -5 lowers by a twentieth), rounded to the
 * agora (half away from zero), reckoned in whole agorot so that 19.9 + 10% is 21.89, never 21.890000000000004.
 */
export function adjustByPercent(price: number, percent: number): number {
  const agorot = Math.round(price * 100);
  const moved = (agorot * (100 + percent)) / 100;
  // 1e-9 absorbs the binary error of the product (a true .5 agora rounds up, as a person reckons it).
  return (Math.sign(moved) * Math.round(Math.abs(moved) + 1e-9)) / 100;
}

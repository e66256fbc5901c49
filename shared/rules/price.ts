// Whether an item has a price the buyer can order at. A price list without a price for the item, and
// a price of 0 (never a real selling price: the contract has no 'free' flag), are both 'price on
// request' (מחיר לפי בקשה): shown so, never added to a cart, refused by Order/Create.

/** An item's price as the storefront may sell at it: a positive, finite amount, and not marked price on request. */
export function hasPrice<T extends { salePriceInNIS?: number | null; isPriceOnRequest?: boolean }>(
  item: T,
): item is T & { salePriceInNIS: number } {
  const price = item.salePriceInNIS;
  return !item.isPriceOnRequest && typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** A stored unit price that counts as a price (a positive amount); 0, a negative or a missing one counts as none. */
export function isSellingPrice(price: number | null | undefined): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
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

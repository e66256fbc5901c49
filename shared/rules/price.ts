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

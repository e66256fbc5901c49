// Substitutes for a line that cannot be ordered (docs/product.md §5.10): the item's related items that
// can be ordered now, and the quantity a swap puts in the cart (the line's, in whole packs of the
// substitute).
import { packSize, roundUpToPacks } from './packSize';
import { hasPrice } from './price';

/** What the substitutes rule reads of an item. */
export interface SubstituteCandidate {
  itemId: string;
  isAvailable: boolean;
  salePriceInNIS?: number;
  isPriceOnRequest?: boolean;
  minOrderQuantity: number;
}

/** Whether an item can be ordered now: available and priced for the buyer (not price on request). */
export function canBeOrdered<T extends SubstituteCandidate>(item: T | null | undefined): item is T & { salePriceInNIS: number } {
  return !!item && item.isAvailable && hasPrice(item);
}

/**
 * The substitutes of an item, in the order of its related items: each related item that was found and
 * can be ordered, never the item itself, each once. `found` holds what was read of each code (null or
 * undefined: gone, or not read).
 */
export function substitutesOf<T extends SubstituteCandidate>(
  itemId: string,
  relatedIds: readonly string[],
  found: ReadonlyMap<string, T | null | undefined>,
): Array<T & { salePriceInNIS: number }> {
  const seen = new Set<string>([itemId]);
  const result: Array<T & { salePriceInNIS: number }> = [];
  for (const code of relatedIds) {
    if (seen.has(code)) continue;
    seen.add(code);
    const item = found.get(code);
    if (canBeOrdered(item) && item.itemId !== itemId) result.push(item);
  }
  return result;
}

/**
 * The quantity a swap puts in the cart: the line's quantity rounded up to whole packs of the
 * substitute (one pack when the line has none), and whether it was rounded.
 */
export function swapQuantity(quantity: number, substitute: { minOrderQuantity: number }): { quantity: number; rounded: boolean } {
  const pack = packSize(substitute);
  const wanted = Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
  if (wanted === 0) return { quantity: pack, rounded: false };
  const rounded = roundUpToPacks(wanted, pack);
  return { quantity: rounded, rounded: rounded !== wanted };
}

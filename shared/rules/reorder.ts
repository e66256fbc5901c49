// Re-order of a past order (docs/product.md §5.6): each line is matched with the item as it is now.
import type { CartItem, Item, OrderItem } from '../contract/entities';
import { packSize, roundUpToPacks } from './packSize';
import { hasPrice } from './price';

/** A line listed in the re-order result dialog. */
export interface ReorderNotice {
  itemId: string;
  productName: string;
}

/** A line left out of the cart (unavailable, gone, price on request), with the quantity it was ordered in (what a substitute takes). */
export interface ReorderLeftOut extends ReorderNotice {
  quantity: number;
}

/** A line whose price differs from what the past order paid. */
export interface ReorderPriceChange extends ReorderNotice {
  oldPrice: number;
  newPrice: number;
}

/** What a re-order adds to the cart and what it reports. */
export type ReorderResult =
  | { kind: 'empty' }
  | {
      kind: 'reconciled';
      /** Lines to add: the old quantity (in whole current packs) at the current price and pack size. */
      toAdd: CartItem[];
      /** Items no longer found, or found but not available: nothing is added for them. */
      unavailable: ReorderLeftOut[];
      /** Items the buyer's price list has no price for now (price on request): nothing is added for them. */
      priceOnRequest: ReorderLeftOut[];
      /** Found items whose current price differs from the old unit price (they are still added). */
      priceChanged: ReorderPriceChange[];
      /** Lines whose old quantity was not a whole number of the current pack and was rounded up. */
      quantityAdjusted: Array<ReorderNotice & { oldQuantity: number; newQuantity: number }>;
    };

/** Reconciles an order's lines with the current items (a missing map entry or null means not found). */
export function reconcileReorder(orderItems: readonly OrderItem[], current: ReadonlyMap<string, Item | null | undefined>): ReorderResult {
  if (orderItems.length === 0) return { kind: 'empty' };
  const result: Extract<ReorderResult, { kind: 'reconciled' }> = {
    kind: 'reconciled',
    toAdd: [],
    unavailable: [],
    priceOnRequest: [],
    priceChanged: [],
    quantityAdjusted: [],
  };
  for (const line of orderItems) {
    const item = current.get(line.itemId) ?? null;
    const notice = { itemId: line.itemId, productName: line.productName };
    if (!item || !item.isAvailable) {
      result.unavailable.push({ ...notice, quantity: line.quantity });
      continue;
    }
    if (!hasPrice(item)) {
      result.priceOnRequest.push({ ...notice, quantity: line.quantity });
      continue;
    }
    const price = item.salePriceInNIS;
    if (price !== line.unitPrice) result.priceChanged.push({ ...notice, oldPrice: line.unitPrice, newPrice: price });
    const pack = packSize(item);
    const quantity = roundUpToPacks(line.quantity, pack);
    if (quantity !== line.quantity) result.quantityAdjusted.push({ ...notice, oldQuantity: line.quantity, newQuantity: quantity });
    if (quantity === 0) continue;
    result.toAdd.push({
      id: item.id,
      itemId: item.itemId,
      itemDescription: item.itemDescription,
      salePriceInNIS: price,
      pictureUrl: item.pictureUrl,
      quantity,
      itemPackSize: pack,
    });
  }
  return result;
}

/** Whether a re-reading of an order's lines has anything to say: a line left out, a price or a quantity changed. */
export function reorderHasNews(result: Extract<ReorderResult, { kind: 'reconciled' }>): boolean {
  return result.unavailable.length + result.priceOnRequest.length + result.priceChanged.length + result.quantityAdjusted.length > 0;
}

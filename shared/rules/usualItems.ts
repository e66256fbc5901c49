// The buyer's usual items (docs/product.md §5.8): the items a customer orders most, read from its order
// history: in how many orders each appears, the quantity of its latest order and when that was.
import type { Order } from '../contract/entities';

export interface UsualItem {
  itemId: string;
  productName: string;
  /** In how many orders it appears. */
  orders: number;
  /** The quantity of its most recent order. */
  lastQuantity: number;
  /** When it was last ordered (ISO 8601). */
  lastOrdered: string;
}

/** The items of these orders, most often ordered first (then most recently), at most `limit`. */
export function usualItems(orders: readonly Order[], limit = 12): UsualItem[] {
  const byItem = new Map<string, UsualItem>();
  const newestFirst = [...orders].sort((a, b) => Date.parse(b.orderDate) - Date.parse(a.orderDate) || b.orderNumber - a.orderNumber);
  for (const order of newestFirst) {
    const seen = new Set<string>();
    for (const line of order.orderItems) {
      if (seen.has(line.itemId)) {
        // The same item twice in one order: its quantities add up in that order.
        const entry = byItem.get(line.itemId)!;
        if (entry.lastOrdered === order.orderDate) entry.lastQuantity += line.quantity;
        continue;
      }
      seen.add(line.itemId);
      const entry = byItem.get(line.itemId);
      if (entry) entry.orders += 1;
      else
        byItem.set(line.itemId, {
          itemId: line.itemId,
          productName: line.productName,
          orders: 1,
          lastQuantity: line.quantity,
          lastOrdered: order.orderDate,
        });
    }
  }
  return [...byItem.values()].sort((a, b) => b.orders - a.orders || Date.parse(b.lastOrdered) - Date.parse(a.lastOrdered)).slice(0, limit);
}

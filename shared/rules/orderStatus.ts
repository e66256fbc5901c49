// An order's status (the provider's optional capability 'order-status'): where the supplier has got
// with it, each change with its time. An order moves forward one step or more at a time, or is
// cancelled before it is delivered; a delivered or cancelled order moves no more.

/** In the order an order goes through them; 'cancelled' stands aside. */
export const ORDER_STATUSES = ['received', 'confirmed', 'preparing', 'shipped', 'delivered', 'cancelled'] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Whether a value is a status this storefront knows (a provider may send another: it is shown as none). */
export const isOrderStatus = (value: unknown): value is OrderStatus => (ORDER_STATUSES as readonly unknown[]).includes(value);

/** Whether an order in `from` may be moved to `to`: forward, or cancelled before it is delivered. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  if (from === 'delivered' || from === 'cancelled' || from === to) return false;
  if (to === 'cancelled') return true;
  return ORDER_STATUSES.indexOf(to) > ORDER_STATUSES.indexOf(from);
}

/** The statuses an order in `from` may be moved to, in order. */
export function nextOrderStatuses(from: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((to) => canMoveOrder(from, to));
}

/** Whether an order is still on its way to the buyer (neither delivered nor cancelled). */
export const isOpenOrder = (status: OrderStatus | undefined): boolean =>
  status !== undefined && status !== 'delivered' && status !== 'cancelled';

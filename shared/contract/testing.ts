// Test fixtures of the contract's entities, for the tests of every layer (never imported by the product).
import type { Order, OrderItem } from './entities';

/** An order line of the item with this code: a name from the code, ₪10 a unit unless said. */
export function orderLine(itemId: string, quantity: number, overrides: Partial<OrderItem> = {}): OrderItem {
  return { itemId, productName: `פריט ${itemId}`, unitPrice: 10, quantity, ...overrides };
}

/** An order of the demo business customer (1001) with these lines; totals of zero unless said. */
export function makeOrder(overrides: Partial<Order> & { id: number }): Order {
  return {
    orderNumber: 500000 + overrides.id,
    orderDate: '2025-01-10T08:00:00.000Z',
    userId: 7,
    customerId: 1001,
    comment: '',
    totalPriceBeforeVat: 0,
    vatSum: 0,
    vatPercent: 18,
    totalPrice: 0,
    customer: { lastName: 'השכונה', phone: '', email: '' },
    orderItems: [],
    documentLink: '',
    ...overrides,
  };
}

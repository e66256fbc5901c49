import type { Order, OrderItem } from '../contract/entities';
import { makeOrder, orderLine } from '../contract/testing';
import { usualItems } from './usualItems';

const order = (orderNumber: number, orderDate: string, orderItems: Array<Pick<OrderItem, 'itemId' | 'quantity'>>): Order =>
  makeOrder({
    id: orderNumber,
    orderNumber,
    orderDate,
    orderItems: orderItems.map((l) => orderLine(l.itemId, l.quantity, { unitPrice: 1 })),
  });

describe('the usual items', () => {
  it('ranks by how many orders hold the item, then by the latest order, with the latest quantity', () => {
    const orders = [
      order(1, '2026-10-01T08:00:00Z', [
        { itemId: 'A', quantity: 24 },
        { itemId: 'B', quantity: 6 },
      ]),
      order(3, '2026-11-01T08:00:00Z', [
        { itemId: 'A', quantity: 48 },
        { itemId: 'C', quantity: 1 },
      ]),
      order(2, '2026-10-15T08:00:00Z', [
        { itemId: 'B', quantity: 12 },
        { itemId: 'A', quantity: 24 },
      ]),
    ];
    expect(usualItems(orders)).toEqual([
      { itemId: 'A', productName: 'פריט A', orders: 3, lastQuantity: 48, lastOrdered: '2026-11-01T08:00:00Z' },
      { itemId: 'B', productName: 'פריט B', orders: 2, lastQuantity: 12, lastOrdered: '2026-10-15T08:00:00Z' },
      { itemId: 'C', productName: 'פריט C', orders: 1, lastQuantity: 1, lastOrdered: '2026-11-01T08:00:00Z' },
    ]);
    expect(usualItems(orders, 1).map((u) => u.itemId)).toEqual(['A']);
    expect(usualItems([])).toEqual([]);
  });

  it('counts an item twice in one order once, its quantities added', () => {
    const [a] = usualItems([
      order(1, '2026-10-01T08:00:00Z', [
        { itemId: 'A', quantity: 6 },
        { itemId: 'A', quantity: 6 },
      ]),
    ]);
    expect(a).toMatchObject({ orders: 1, lastQuantity: 12 });
  });
});

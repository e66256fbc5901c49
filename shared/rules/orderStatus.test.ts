import { canMoveOrder, isOpenOrder, isOrderStatus, nextOrderStatuses } from './orderStatus';

describe('order status', () => {
  it('moves forward, one step or more, or is cancelled before it is delivered', () => {
    expect(nextOrderStatuses('received')).toEqual(['confirmed', 'preparing', 'shipped', 'delivered', 'cancelled']);
    expect(nextOrderStatuses('shipped')).toEqual(['delivered', 'cancelled']);
    expect(canMoveOrder('preparing', 'confirmed')).toBe(false);
    expect(canMoveOrder('confirmed', 'confirmed')).toBe(false);
  });

  it('moves no more once delivered or cancelled', () => {
    expect(nextOrderStatuses('delivered')).toEqual([]);
    expect(nextOrderStatuses('cancelled')).toEqual([]);
    expect([isOpenOrder('shipped'), isOpenOrder('delivered'), isOpenOrder('cancelled'), isOpenOrder(undefined)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('knows only its own statuses: another is none', () => {
    expect(['shipped', 'on_hold', undefined, 'constructor'].map(isOrderStatus)).toEqual([true, false, false, false]);
  });
});

import type { Item, OrderItem } from '../contract/entities';
import { reconcileReorder } from './reorder';

const item = (over: Partial<Item>): Item => ({
  id: 1,
  itemId: 'A1',
  itemDescription: 'במבה 80 גרם',
  catalogNumber: '7290000066318',
  pictureUrl: '/api/files/seed-item-A1',
  salePriceInNIS: 3.5,
  minOrderQuantity: 12,
  displayOrder: 1,
  isAvailable: true,
  isPriceChanged: false,
  itemPackSize: 12,
  fullDescription: '',
  itemAttributes: [],
  relatedItems: [],
  itemGroup: { id: 1, itemGroupName: 'חטיפים', categoryId: 1 },
  ...over,
});
const line = (over: Partial<OrderItem>): OrderItem => ({ itemId: 'A1', productName: 'במבה 80 גרם', unitPrice: 3.5, quantity: 24, ...over });

describe('reconcileReorder', () => {
  it('cannot re-order an order with no items', () => {
    expect(reconcileReorder([], new Map())).toEqual({ kind: 'empty' });
  });

  it('adds a found item with the old quantity at the current price and pack size', () => {
    const result = reconcileReorder([line({})], new Map([['A1', item({ salePriceInNIS: 3.5 })]]));
    expect(result).toMatchObject({ kind: 'reconciled', unavailable: [], priceChanged: [], quantityAdjusted: [] });
    if (result.kind !== 'reconciled') throw new Error('expected reconciled');
    expect(result.toAdd).toEqual([
      {
        id: 1,
        itemId: 'A1',
        itemDescription: 'במבה 80 גרם',
        salePriceInNIS: 3.5,
        pictureUrl: '/api/files/seed-item-A1',
        quantity: 24,
        itemPackSize: 12,
      },
    ]);
  });

  it('lists a missing item as unavailable and adds nothing for it', () => {
    const result = reconcileReorder([line({ itemId: 'GONE', productName: 'מוצר ישן' })], new Map([['GONE', null]]));
    expect(result).toEqual({
      kind: 'reconciled',
      toAdd: [],
      unavailable: [{ itemId: 'GONE', productName: 'מוצר ישן', quantity: 24 }],
      priceOnRequest: [],
      priceChanged: [],
      quantityAdjusted: [],
    });
  });

  it('lists an item that is found but not available as unavailable', () => {
    const result = reconcileReorder([line({})], new Map([['A1', item({ isAvailable: false })]]));
    expect(result.kind === 'reconciled' && result.unavailable.map((n) => n.itemId)).toEqual(['A1']);
    expect(result.kind === 'reconciled' && result.toAdd).toEqual([]);
  });

  it('lists an item the buyer has no price for (price on request) on its own, and adds nothing for it', () => {
    const result = reconcileReorder([line({})], new Map([['A1', item({ salePriceInNIS: undefined, isPriceOnRequest: true })]]));
    expect(result.kind === 'reconciled' && result.priceOnRequest).toEqual([{ itemId: 'A1', productName: 'במבה 80 גרם', quantity: 24 }]);
    expect(result.kind === 'reconciled' && result.toAdd).toEqual([]);
  });

  it('lists a different price as a price change and still adds the item at the current price', () => {
    const result = reconcileReorder([line({ unitPrice: 3.2 })], new Map([['A1', item({ salePriceInNIS: 3.9 })]]));
    if (result.kind !== 'reconciled') throw new Error('expected reconciled');
    expect(result.priceChanged).toEqual([{ itemId: 'A1', productName: 'במבה 80 גרם', oldPrice: 3.2, newPrice: 3.9 }]);
    expect(result.toAdd[0]!.salePriceInNIS).toBe(3.9);
  });

  it('rounds an old quantity up to whole current packs and says so', () => {
    const result = reconcileReorder([line({ quantity: 18 })], new Map([['A1', item({ minOrderQuantity: 12 })]]));
    if (result.kind !== 'reconciled') throw new Error('expected reconciled');
    expect(result.toAdd[0]!.quantity).toBe(24);
    expect(result.quantityAdjusted).toEqual([{ itemId: 'A1', productName: 'במבה 80 גרם', oldQuantity: 18, newQuantity: 24 }]);
  });

  it('handles a mixed order line by line', () => {
    const result = reconcileReorder(
      [line({}), line({ itemId: 'B2', productName: 'ביסלי' }), line({ itemId: 'C3', productName: 'תפוצ׳יפס', unitPrice: 5 })],
      new Map<string, Item | null>([
        ['A1', item({})],
        ['C3', item({ id: 3, itemId: 'C3', salePriceInNIS: 5.5, minOrderQuantity: 1 })],
      ]),
    );
    if (result.kind !== 'reconciled') throw new Error('expected reconciled');
    expect(result.toAdd.map((l) => l.itemId)).toEqual(['A1', 'C3']);
    expect(result.unavailable.map((l) => l.itemId)).toEqual(['B2']);
    expect(result.priceChanged.map((l) => l.itemId)).toEqual(['C3']);
  });
});

import type { CartItem, Item } from '../contract/entities';
import { afterQuantityChange, applyRefusal, checkCart, isLocked } from './cartCheck';

const line = (over: Partial<CartItem> = {}): CartItem => ({
  id: 7,
  itemId: '10007',
  itemDescription: 'במבה 80 גרם',
  salePriceInNIS: 3.5,
  pictureUrl: '/api/files/7',
  quantity: 12,
  itemPackSize: 6,
  ...over,
});

const item = (over: Partial<Item> = {}): Item => ({
  id: 7,
  itemId: '10007',
  itemDescription: 'במבה 80 גרם',
  catalogNumber: '7290000000077',
  pictureUrl: '/api/files/7',
  salePriceInNIS: 3.5,
  minOrderQuantity: 6,
  displayOrder: 1,
  isAvailable: true,
  isPriceChanged: false,
  itemPackSize: 6,
  fullDescription: '',
  itemAttributes: [],
  relatedItems: [],
  itemGroup: { id: 1, itemGroupName: 'חטיפים', categoryId: 1 },
  ...over,
});

const check = (cartLine: CartItem, current: Item | null | undefined) => checkCart([cartLine], new Map([[cartLine.itemId, current]]));

describe('checkCart', () => {
  it("leaves a line that matches today's item as it is, with nothing to say", () => {
    expect(check(line(), item())).toEqual({ cart: [line()], issues: new Map() });
  });

  it("takes today's price and says what it was", () => {
    const result = check(line(), item({ salePriceInNIS: 3.9 }));
    expect(result.cart[0]!.salePriceInNIS).toBe(3.9);
    expect(result.issues.get('10007')).toEqual([{ kind: 'priceChanged', from: 3.5, to: 3.9 }]);
    expect(isLocked(result.issues.get('10007'))).toBe(false);
  });

  it('takes a new pack size that the quantity still fills, and says so', () => {
    const result = check(line({ quantity: 12 }), item({ minOrderQuantity: 4 }));
    expect(result.cart[0]).toMatchObject({ quantity: 12, itemPackSize: 4 });
    expect(result.issues.get('10007')).toEqual([{ kind: 'packChanged', from: 6, to: 4 }]);
  });

  it('locks a line that is no longer whole packs and offers the quantity rounded up', () => {
    const result = check(line({ quantity: 12 }), item({ minOrderQuantity: 10 }));
    expect(result.cart[0]).toMatchObject({ quantity: 12, itemPackSize: 10 });
    expect(result.issues.get('10007')).toEqual([{ kind: 'notWholePacks', pack: 10, roundedUp: 20 }]);
    expect(isLocked(result.issues.get('10007'))).toBe(true);
  });

  it.each([
    ['unavailable', item({ isAvailable: false }), 'unavailable'],
    ["on request (no price in the buyer's list)", item({ salePriceInNIS: undefined, isPriceOnRequest: true }), 'priceOnRequest'],
    ['priced at 0 (which sells at nothing: on request)', item({ salePriceInNIS: 0 }), 'priceOnRequest'],
    ['gone from the catalogue', null, 'notFound'],
    ['another product under the same code', item({ id: 99 }), 'notFound'],
  ])('locks a line whose item is %s', (_, current, kind) => {
    const result = check(line(), current);
    expect(result.issues.get('10007')).toEqual([{ kind }]);
    expect(isLocked(result.issues.get('10007'))).toBe(true);
    expect(result.cart[0]!.quantity).toBe(12);
  });

  it('leaves a line it could not read as it was', () => {
    expect(check(line(), undefined)).toEqual({ cart: [line()], issues: new Map() });
  });

  it('reports a price change and a pack change together, and refreshes the name and picture', () => {
    const result = check(
      line(),
      item({ salePriceInNIS: 4, minOrderQuantity: 5, itemDescription: 'במבה 80 גרם חדש', pictureUrl: '/api/files/70' }),
    );
    expect(result.cart[0]).toEqual(
      line({ salePriceInNIS: 4, itemPackSize: 5, itemDescription: 'במבה 80 גרם חדש', pictureUrl: '/api/files/70' }),
    );
    expect(result.issues.get('10007')).toEqual([
      { kind: 'priceChanged', from: 3.5, to: 4 },
      { kind: 'notWholePacks', pack: 5, roundedUp: 15 },
    ]);
  });
});

describe('applyRefusal', () => {
  it("takes the provider's price and locks an unavailable line", () => {
    const cart = [line(), line({ id: 8, itemId: '10008' })];
    const result = applyRefusal(cart, [
      { itemId: '10007', sentPrice: 3.5, currentPrice: 3.7, reason: 'priceChanged' },
      { itemId: '10008', sentPrice: 3.5, currentPrice: 3.5, reason: 'unavailable' },
    ]);
    expect(result.cart[0]!.salePriceInNIS).toBe(3.7);
    expect(result.issues.get('10007')).toEqual([{ kind: 'priceChanged', from: 3.5, to: 3.7 }]);
    expect(isLocked(result.issues.get('10008'))).toBe(true);
    expect(result.needsCheck).toBe(false);
  });

  it('takes the pack size the provider names, and asks for a check when it names none', () => {
    const named = applyRefusal([line()], [{ itemId: '10007', sentPrice: 3.5, currentPrice: 3.5, reason: 'packSize', currentPackSize: 24 }]);
    expect(named.cart[0]!.itemPackSize).toBe(24);
    expect(named.issues.get('10007')).toEqual([{ kind: 'notWholePacks', pack: 24, roundedUp: 24 }]);
    const unnamed = applyRefusal([line()], [{ itemId: '10007', sentPrice: 3.5, currentPrice: 3.5, reason: 'packSize' }]);
    expect(unnamed.needsCheck).toBe(true);
  });

  it('locks a line on request', () => {
    const result = applyRefusal([line()], [{ itemId: '10007', sentPrice: 3.5, currentPrice: null, reason: 'priceOnRequest' }]);
    expect(result.issues.get('10007')).toEqual([{ kind: 'priceOnRequest' }]);
  });
});

describe('afterQuantityChange', () => {
  it('a whole number of packs fixes the line; other news stays', () => {
    const issues = [
      { kind: 'priceChanged' as const, from: 3.5, to: 4 },
      { kind: 'notWholePacks' as const, pack: 10, roundedUp: 20 },
    ];
    expect(afterQuantityChange(issues, line({ quantity: 20, itemPackSize: 10 }))).toEqual([issues[0]]);
    expect(afterQuantityChange(issues, line({ quantity: 12, itemPackSize: 10 }))).toEqual(issues);
  });
});

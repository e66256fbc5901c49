import fc from 'fast-check';
import { isWholePacks } from './packSize';
import { canBeOrdered, substitutesOf, swapQuantity, type SubstituteCandidate } from './substitutes';

const item = (itemId: string, over: Partial<SubstituteCandidate> = {}): SubstituteCandidate => ({
  itemId,
  isAvailable: true,
  salePriceInNIS: 4.9,
  minOrderQuantity: 6,
  ...over,
});

describe('substitutesOf', () => {
  it('offers the related items that are available and priced, in the order they are related', () => {
    const found = new Map([
      ['B', item('B')],
      ['C', item('C', { minOrderQuantity: 1 })],
    ]);
    expect(substitutesOf('A', ['C', 'B'], found).map((i) => i.itemId)).toEqual(['C', 'B']);
  });

  it('leaves out what cannot be ordered: unavailable, price on request, a price of 0, gone or unread', () => {
    const found = new Map<string, SubstituteCandidate | null | undefined>([
      ['OUT', item('OUT', { isAvailable: false })],
      ['ASK', item('ASK', { salePriceInNIS: undefined, isPriceOnRequest: true })],
      ['ZERO', item('ZERO', { salePriceInNIS: 0 })],
      ['GONE', null],
      ['UNREAD', undefined],
      ['OK', item('OK')],
    ]);
    expect(substitutesOf('A', ['OUT', 'ASK', 'ZERO', 'GONE', 'UNREAD', 'MISSING', 'OK'], found).map((i) => i.itemId)).toEqual(['OK']);
  });

  it("never offers the line's own item, and each item once", () => {
    const found = new Map([
      ['A', item('A')],
      ['B', item('B')],
    ]);
    expect(substitutesOf('A', ['A', 'B', 'B'], found).map((i) => i.itemId)).toEqual(['B']);
  });
});

describe('canBeOrdered', () => {
  it('is true only for an available item with a positive price', () => {
    expect(canBeOrdered(item('A'))).toBe(true);
    expect(canBeOrdered(item('A', { isAvailable: false }))).toBe(false);
    expect(canBeOrdered(item('A', { salePriceInNIS: undefined }))).toBe(false);
    expect(canBeOrdered(null)).toBe(false);
  });
});

describe('swapQuantity', () => {
  it("rounds the line's quantity up to whole packs of the substitute and says so", () => {
    expect(swapQuantity(10, { minOrderQuantity: 12 })).toEqual({ quantity: 12, rounded: true });
    expect(swapQuantity(13, { minOrderQuantity: 6 })).toEqual({ quantity: 18, rounded: true });
  });

  it('keeps a quantity that is already whole packs', () => {
    expect(swapQuantity(24, { minOrderQuantity: 12 })).toEqual({ quantity: 24, rounded: false });
    expect(swapQuantity(7, { minOrderQuantity: 1 })).toEqual({ quantity: 7, rounded: false });
  });

  it('takes one pack when the line has no quantity', () => {
    expect(swapQuantity(0, { minOrderQuantity: 6 })).toEqual({ quantity: 6, rounded: false });
    expect(swapQuantity(Number.NaN, { minOrderQuantity: 6 })).toEqual({ quantity: 6, rounded: false });
  });

  it('always gives whole packs, never less than asked (up to the line limit)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_000 }), fc.constantFrom(1, 6, 12, 24), (quantity, pack) => {
        const result = swapQuantity(quantity, { minOrderQuantity: pack });
        return isWholePacks(result.quantity, pack) && result.quantity >= quantity && result.rounded === (result.quantity !== quantity);
      }),
    );
  });
});

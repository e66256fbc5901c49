import { hasPrice, isSellingPrice } from './price';

describe('hasPrice: a price the buyer can order at', () => {
  it('is a positive amount not marked price on request', () => {
    expect(hasPrice({ salePriceInNIS: 12.9 })).toBe(true);
    expect(hasPrice({ salePriceInNIS: 0.01 })).toBe(true);
  });

  it('is not 0, a negative, a missing price, a non-number or price on request', () => {
    expect(hasPrice({ salePriceInNIS: 0 })).toBe(false);
    expect(hasPrice({ salePriceInNIS: -3 })).toBe(false);
    expect(hasPrice({})).toBe(false);
    expect(hasPrice({ salePriceInNIS: Number.NaN })).toBe(false);
    expect(hasPrice({ salePriceInNIS: 5, isPriceOnRequest: true })).toBe(false);
  });
});

describe('isSellingPrice: a stored unit price that counts as a price', () => {
  it('counts positive amounts only', () => {
    expect([7, 0.5, 0, -1, undefined, null, Number.POSITIVE_INFINITY].map(isSellingPrice)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

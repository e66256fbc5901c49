import { adjustByPercent, amountProblem, hasPrice, isSellingPrice, isWholeAgorot, priceProblem } from './price';

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

describe('adjustByPercent: a price moved by N%, rounded to the agora', () => {
  it('raises and lowers by the percentage, rounded to the agora', () => {
    expect(adjustByPercent(19.9, 10)).toBe(21.89);
    expect(adjustByPercent(10, -5)).toBe(9.5);
    expect(adjustByPercent(3.33, 7.5)).toBe(3.58); // 3.57975
    expect(adjustByPercent(12.5, 0)).toBe(12.5);
  });

  it('rounds half an agora up, not to the float below it', () => {
    // 1.05 * 1.1 = 1.155 exactly in agorot (115.5); as floats 1.05 * 1.1 is 1.1550000000000002 and 1.15 * 1.1 is 1.2650000000000001.
    expect(adjustByPercent(1.05, 10)).toBe(1.16);
    expect(adjustByPercent(0.45, 10)).toBe(0.5); // 49.5 agorot
  });

  it('reaches 0 at -100%, which the price rule then refuses', () => {
    expect(adjustByPercent(8, -100)).toBe(0);
    expect(isSellingPrice(adjustByPercent(8, -100))).toBe(false);
  });
});

describe('money is agorot: isWholeAgorot, priceProblem, amountProblem', () => {
  it('takes whole agorot exactly, with no tolerance for a trailing fraction', () => {
    expect([12.34, 0.07, 1.1, 0.3, 99_999_999.99, 0].map(isWholeAgorot)).toEqual([true, true, true, true, true, true]);
    expect([12.3400000001, 1e-9, 0.1 + 0.2, 12.345, Number.NaN].map(isWholeAgorot)).toEqual([false, false, false, false, false]);
  });

  it('says what is wrong with a price: at least one agora, whole agorot', () => {
    expect([1e-9, 0.004, 0, -1, 12.3400000001, 100_000_000.01, '12', 12.34].map(priceProblem)).toEqual([
      'belowAgora',
      'belowAgora',
      'zero',
      'negative',
      'decimals',
      'tooLarge',
      'notNumber',
      null,
    ]);
  });

  it('says what is wrong with an amount (0 is one): whole agorot', () => {
    expect([0, 1e-9, 12.3400000001, -0.01, 7.5].map(amountProblem)).toEqual([null, 'decimals', 'decimals', 'negative', null]);
  });

  it('counts a stored price below one agora as none', () => {
    expect([1e-9, 0.009, 0.01].map(isSellingPrice)).toEqual([false, false, true]);
  });
});

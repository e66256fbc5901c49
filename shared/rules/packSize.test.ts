import fc from 'fast-check';
import { formatWholeNumber, isUnusualQuantity, parseWholeNumber, UNUSUAL_QUANTITY_FACTOR } from './packSize';

describe('isUnusualQuantity', () => {
  it('asks about a keyboard slip: a box showing 24 that became 2520', () => {
    expect(isUnusualQuantity(2520, { pack: 24, current: 24 })).toBe(true);
  });

  it('takes up to ten times the largest of the pack and the last order, and less than ten times the line now, without asking', () => {
    expect(isUnusualQuantity(216, { pack: 24, current: 24 })).toBe(false);
    expect(isUnusualQuantity(264, { pack: 24, current: 24 })).toBe(true);
    expect(isUnusualQuantity(456, { pack: 24, current: 48 })).toBe(false);
    expect(isUnusualQuantity(240, { pack: 24, current: 0 })).toBe(false);
    expect(isUnusualQuantity(600, { pack: 1, current: 0, lastOrdered: 60 })).toBe(false);
    expect(isUnusualQuantity(601, { pack: 1, current: 0, lastOrdered: 60 })).toBe(true);
    expect(UNUSUAL_QUANTITY_FACTOR).toBe(10);
  });

  it('asks when a line grows tenfold or more in one edit: 72 retyped with a 0 after it is 720', () => {
    expect(isUnusualQuantity(720, { pack: 24, current: 72 })).toBe(true);
    expect(isUnusualQuantity(240, { pack: 24, current: 24 })).toBe(true);
    expect(isUnusualQuantity(696, { pack: 24, current: 72 })).toBe(false);
  });

  it('never asks about a decrease or the same quantity', () => {
    expect(isUnusualQuantity(24, { pack: 24, current: 2520 })).toBe(false);
    expect(isUnusualQuantity(2520, { pack: 24, current: 2520 })).toBe(false);
  });

  it('reads a pack of 0 or less as one unit', () => {
    expect(isUnusualQuantity(11, { pack: 0, current: 0 })).toBe(true);
    expect(isUnusualQuantity(10, { pack: -3, current: 0 })).toBe(false);
  });
});

describe('parseWholeNumber: a quantity as people write it', () => {
  it("reads '1,000' as a thousand and refuses what is not a whole number", () => {
    expect(parseWholeNumber('1,000')).toBe(1000);
    expect(parseWholeNumber(' 12,500 ')).toBe(12500);
    expect(parseWholeNumber('24.0')).toBe(24);
    expect(parseWholeNumber('240')).toBe(240);
    for (const bad of ['1,5', '1,00', '10,0000', '1.5', '-3', '12a', '', ',100']) expect([bad, parseWholeNumber(bad)]).toEqual([bad, null]);
  });

  it('reads back any whole number written with thousands separators, and without', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), (n) => {
        expect(parseWholeNumber(formatWholeNumber(n))).toBe(n);
        expect(parseWholeNumber(String(n))).toBe(n);
      }),
    );
  });
});

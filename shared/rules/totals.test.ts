import fc from 'fast-check';
import { agorotToShekels, computeTotals, lineTotal, toAgorot, toShekelTotals, trunc2, VAT_PERCENT } from './totals';

describe('computeTotals', () => {
  it('adds VAT 18% to the sum and truncates VAT to the agora', () => {
    // 3 x 10.99 = 32.97; VAT 5.9346 -> 5.93; total 38.90
    expect(computeTotals([{ salePriceInNIS: 10.99, quantity: 3 }])).toEqual({ beforeVat: 3297, vat: 593, total: 3890 });
  });

  it('truncates, never rounds up, a VAT that ends in more than half an agora', () => {
    // 0.99 x 1: VAT 0.1782 -> 0.17 (rounding would give 0.18)
    expect(computeTotals([{ salePriceInNIS: 0.99, quantity: 1 }])).toEqual({ beforeVat: 99, vat: 17, total: 116 });
  });

  it('sums sub-agora prices exactly before truncating the sum', () => {
    // 3 x 0.335 = 1.005 -> 1.00 (a float sum gives 1.0050000000000001 and rounding would give 1.01)
    expect(computeTotals([{ salePriceInNIS: 0.335, quantity: 3 }]).beforeVat).toBe(100);
  });

  it('is exact where floating-point shekels are not', () => {
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(
      computeTotals([
        { salePriceInNIS: 0.1, quantity: 1 },
        { salePriceInNIS: 0.2, quantity: 1 },
      ]).beforeVat,
    ).toBe(30);
  });

  it('gives zeros for an empty cart', () => {
    expect(computeTotals([])).toEqual({ beforeVat: 0, vat: 0, total: 0 });
  });

  it('uses VAT 18 by default', () => {
    expect(VAT_PERCENT).toBe(18);
    expect(computeTotals([{ salePriceInNIS: 100, quantity: 1 }])).toEqual({ beforeVat: 10000, vat: 1800, total: 11800 });
  });

  const line = fc.record({
    salePriceInNIS: fc.integer({ min: 0, max: 10_000_00 }).map((a) => a / 100),
    quantity: fc.integer({ min: 1, max: 10_000 }),
  });

  it('always has total = beforeVat + vat, to the agora', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const t = computeTotals(lines);
        expect(Number.isInteger(t.beforeVat) && Number.isInteger(t.vat) && Number.isInteger(t.total)).toBe(true);
        expect(t.total).toBe(t.beforeVat + t.vat);
        const s = toShekelTotals(t);
        expect(Math.round(s.totalPrice * 100)).toBe(Math.round(s.totalPriceBeforeVat * 100) + Math.round(s.vatSum * 100));
      }),
    );
  });

  it('never rounds up: VAT is at most 18% of the sum and less than one agora below it', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 50 }), (lines) => {
        const { beforeVat, vat } = computeTotals(lines);
        // exact integer comparison: vat * 100 <= beforeVat * 18 < (vat + 1) * 100
        expect(vat * 100).toBeLessThanOrEqual(beforeVat * 18);
        expect(beforeVat * 18).toBeLessThan((vat + 1) * 100);
      }),
    );
  });

  it('never rounds up the sum of sub-agora prices', () => {
    const fine = fc.record({
      salePriceInNIS: fc.integer({ min: 0, max: 1_000_000 }).map((u) => u / 10_000),
      quantity: fc.integer({ min: 1, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(fine, { maxLength: 30 }), (lines) => {
        const units = lines.reduce((sum, l) => sum + Math.round(l.salePriceInNIS * 10_000) * l.quantity, 0);
        const { beforeVat } = computeTotals(lines);
        expect(beforeVat * 100).toBeLessThanOrEqual(units);
        expect(units).toBeLessThan((beforeVat + 1) * 100);
      }),
    );
  });
});

describe('trunc2 and agorot', () => {
  it('cuts to two decimals without rounding', () => {
    expect(trunc2(12.349)).toBe(12.34);
    expect(trunc2(12.999)).toBe(12.99);
    expect(trunc2(1.1)).toBe(1.1);
  });
  it('converts shekels to agorot and back', () => {
    expect(toAgorot(19.9)).toBe(1990);
    expect(agorotToShekels(1990)).toBe(19.9);
  });
  it('computes a line total in agorot', () => {
    expect(lineTotal({ salePriceInNIS: 4.9, quantity: 12 })).toBe(5880);
  });
  it('sends the payload totals in shekels with the VAT percent', () => {
    expect(toShekelTotals({ beforeVat: 3297, vat: 593, total: 3890 })).toEqual({
      totalPriceBeforeVat: 32.97,
      vatSum: 5.93,
      totalPrice: 38.9,
      vatPercent: 18,
    });
  });
});

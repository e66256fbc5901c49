import { ean13CheckDigit, isValidEan13, itemEan13 } from './ean';

describe('EAN-13', () => {
  it('computes the check digit of known codes', () => {
    expect(ean13CheckDigit('400638133393')).toBe(1);
    expect(ean13CheckDigit('590123412345')).toBe(7);
    expect(isValidEan13('4006381333931')).toBe(true);
  });

  it('rejects a wrong check digit, a wrong length and non-digits', () => {
    expect(isValidEan13('4006381333932')).toBe(false);
    expect(isValidEan13('400638133393')).toBe(false);
    expect(isValidEan13('40063813339a1')).toBe(false);
  });

  it('makes valid Israeli codes, distinct for distinct serials even within one brand', () => {
    const codes = Array.from({ length: 5000 }, (_, i) => itemEan13(42, i + 1));
    expect(codes.every((c) => c.startsWith('729') && isValidEan13(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(() => itemEan13(42, 1_000_000)).toThrow(RangeError);
  });
});

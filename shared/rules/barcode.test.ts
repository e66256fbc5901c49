import { barcodeProblem, eanCheckDigit, isValidEan } from './barcode';

describe('EAN barcodes', () => {
  it('accepts EAN-13 and EAN-8 codes whose check digit checks', () => {
    expect(isValidEan('4006381333931')).toBe(true); // a printed EAN-13
    expect(isValidEan('7290011194246')).toBe(true);
    expect(isValidEan('7290000000016')).toBe(false);
    expect(isValidEan('96385074')).toBe(true); // a printed EAN-8
    expect(isValidEan('73513537')).toBe(true);
  });

  it('says a wrong check digit apart from a code that is not 8 or 13 digits', () => {
    expect(barcodeProblem('4006381333932')).toBe('checkDigit');
    expect(barcodeProblem('96385075')).toBe('checkDigit');
    expect(barcodeProblem('400638133393')).toBe('format'); // 12 digits (UPC-A is not taken here)
    expect(barcodeProblem('40063813339311')).toBe('format');
    expect(barcodeProblem('4006381a33931')).toBe('format');
    expect(barcodeProblem(' 4006381333931')).toBe('format');
    expect(barcodeProblem('')).toBe('format');
  });

  it('computes the check digit of a 12- and a 7-digit body', () => {
    expect(eanCheckDigit('400638133393')).toBe(1);
    expect(eanCheckDigit('9638507')).toBe(4);
    expect(eanCheckDigit('000000000000')).toBe(0);
  });
});

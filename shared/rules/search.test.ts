import fc from 'fast-check';
import { isCodeLike, latinLayoutToHebrew, normalizeSearch, searchWords, withoutPrefixes } from './search';

describe('normalizeSearch', () => {
  it('removes niqqud', () => {
    expect(normalizeSearch('שָׁלוֹם')).toBe('שלומ');
  });
  it('folds final letters', () => {
    expect(normalizeSearch('ךםןףץ')).toBe('כמנפצ');
  });
  it('joins letters around geresh, gershayim and apostrophes, and splits on other punctuation', () => {
    expect(normalizeSearch("צ'יפס")).toBe('ציפס');
    expect(normalizeSearch('צ׳יפס')).toBe('ציפס');
    expect(normalizeSearch('מע"מ')).toBe('מעמ');
    expect(normalizeSearch('קוקה-קולה, 1.5 ליטר!')).toBe('קוקה קולה 1 5 ליטר');
    expect(normalizeSearch('בית־ספר')).toBe('בית ספר');
  });
  it('lower-cases and collapses space', () => {
    expect(normalizeSearch('  Coca   COLA ')).toBe('coca cola');
  });
  it('is idempotent: normalising twice equals normalising once', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => expect(normalizeSearch(normalizeSearch(s))).toBe(normalizeSearch(s))));
    const hebrew = fc.string({ unit: fc.integer({ min: 0x0590, max: 0x05ff }).map((c) => String.fromCharCode(c)) });
    fc.assert(fc.property(hebrew, (s) => expect(normalizeSearch(normalizeSearch(s))).toBe(normalizeSearch(s))));
  });
  it('splits into words', () => {
    expect(searchWords('במבה  אסם')).toEqual(['במבה', 'אסמ']);
    expect(searchWords(' ,. ')).toEqual([]);
  });
});

describe('search helpers', () => {
  it('takes off up to two attached prefix letters', () => {
    expect(withoutPrefixes('ובמבה')).toEqual(['ובמבה', 'במבה', 'מבה']);
    expect(withoutPrefixes('ובמבה', 1)).toEqual(['ובמבה', 'במבה']);
    expect(withoutPrefixes('לחלב')).toEqual(['לחלב', 'חלב']);
    expect(withoutPrefixes('חלב')).toEqual(['חלב']);
    expect(withoutPrefixes('של')).toEqual(['של']);
  });
  it('reads Hebrew typed on an English layout', () => {
    expect(latinLayoutToHebrew('cnc')).toBe('במב');
    expect(latinLayoutToHebrew('jkc')).toBe('חלב');
    expect(latinLayoutToHebrew('במבה')).toBeNull();
  });
  it('tells codes from words', () => {
    expect(isCodeLike('7290000066318')).toBe(true);
    expect(isCodeLike('במבה')).toBe(false);
    expect(isCodeLike('ab')).toBe(false);
  });
});

import fc from 'fast-check';
import { didYouMean, prefixDistance, vocabularyOf } from './didYouMean';
import { matchLevel } from './spelling';

const NAMES = [
  'במבה בוטנים 80 גרם – שמש',
  'במבה בוטנים 200 גרם – קלוי',
  'ביסלי גריל 70 גרם – פריך',
  'שוקולד מריר 70% 100 גרם – שוקולטייר ברלין',
  'ממרח שוקולד 700 גרם – מתוק השרון',
  'משקה קולה 1.5 ליטר – צימאון',
  "צ'יפס תפוחי אדמה 150 גרם – קלוי",
  'שמן זית 1 ליטר – זית השרון',
];
const vocabulary = vocabularyOf(NAMES);

describe('prefixDistance', () => {
  it('is the fewest edits to some beginning of the word', () => {
    expect(prefixDistance('במע', 'במבה')).toBe(1);
    expect(prefixDistance('שקולט', 'שוקולד')).toBe(2);
    expect(prefixDistance('במבה', 'במבה בוטנים')).toBe(0);
    expect(prefixDistance('שוקלוד', 'שוקולד')).toBe(1);
  });
  it('is never more than the distance to the whole word, and 0 for any beginning', () => {
    const text = fc.string({ unit: fc.constantFrom(...'אבגדה'), maxLength: 7 });
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(prefixDistance(a, b)).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(prefixDistance(a, a + b)).toBe(0);
      }),
    );
  });
});

describe('didYouMean', () => {
  it('offers the nearest names for a short word a letter off', () => {
    expect(didYouMean(vocabulary, 'במע')[0]).toBe('במבה');
  });
  it('offers names two letters off in a longer word, as the names write them', () => {
    expect(didYouMean(vocabulary, 'סוקולט')).toContain('שוקולד');
    expect(didYouMean(vocabulary, 'ציפסק')).toEqual(["צ'יפס"]);
    expect(didYouMean(vocabulary, 'שמנן זית')).toEqual(['שמן זית']);
  });
  it("offers for a word written with its final letter only whole words that near, beginning alike: 'אסם' is no toilet, soil or rice", () => {
    const shop = vocabularyOf([
      ...NAMES,
      'אסלה לבנה – נקי',
      'אדמה לגינה 10 ליטר – ירוק',
      'אורז בסמטי 1 ק"ג – שדות',
      'חלב 3% 1 ליטר – תנובה',
    ]);
    expect(didYouMean(shop, 'אסם')).toEqual([]);
    // Not ended (no final letter): a beginning a letter off still counts.
    expect(didYouMean(shop, 'אסכ')).toEqual(['אסלה']);
    expect(didYouMean(shop, 'במע')[0]).toBe('במבה');
    // A whole word a letter off, written with its final letter: 'תנובם' was 'תנובה'.
    expect(didYouMean(shop, 'תנובם')).toEqual(['תנובה']);
  });
  it('offers only words that begin with the same letter, one that sounds the same, or a neighbouring key', () => {
    const shop = vocabularyOf([...NAMES, 'גבינה צהובה – עמק']);
    // 'במבה' a letter off at the start: from a key far off ('ימבה'), another word; from the next key ('גוטנים' for 'בוטנים'), a slip.
    expect(didYouMean(shop, 'ימבה')).toEqual([]);
    expect(didYouMean(shop, 'גוטנים')).toEqual(['בוטנים']);
    // ס for ש, ק for כ: the same sound.
    expect(didYouMean(shop, 'סוקולד')).toContain('שוקולד');
    expect(didYouMean(shop, 'קולע')[0]).toBe('קולה');
  });
  it('keeps the words that match and mends the others', () => {
    expect(didYouMean(vocabulary, 'במבה גוטמים')[0]).toBe('במבה בוטנים');
  });
  it('offers nothing for a code, a barcode, or a word with nothing near', () => {
    expect(didYouMean(vocabulary, '7290000066318')).toEqual([]);
    expect(didYouMean(vocabulary, 'זזזזזזז')).toEqual([]);
    expect(didYouMean(vocabulary, 'ב')).toEqual([]);
  });
  it('every suggestion finds at least one name, and none is the query itself', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'במבהשוקלדצפסיזת'), minLength: 2, maxLength: 8 });
    fc.assert(
      fc.property(letters, (query) => {
        for (const term of didYouMean(vocabulary, query)) {
          expect(term).not.toBe(query);
          expect(NAMES.some((name) => matchLevel(term, name) !== null)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});

// The percentage the bulk changes take, as typed: a number above -100 (a fall of 100% leaves every
// price 0, which is never a price) and at most 1000, else a Hebrew reason.
import { readPercent } from './PriceGridBulk';

const range = 'האחוז חייב להיות גדול מ־‎-100 (ירידה של 100% מאפסת את המחיר) ולכל היותר 1000.';

describe('readPercent', () => {
  it('reads 5, -2.5, +10, 7,5 and -99.99', () => {
    expect(['5', '-2.5', '+10', ' 7,5 ', '-99.99'].map(readPercent)).toEqual(
      [5, -2.5, 10, 7.5, -99.99].map((value) => ({ ok: true, value })),
    );
  });

  it('refuses -100 and below, and above 1000, saying the range', () => {
    expect(['-100', '-150', '1000.5'].map(readPercent)).toEqual([1, 2, 3].map(() => ({ ok: false, error: range })));
  });

  it('refuses what is not a number, with an example', () => {
    expect(readPercent('abc')).toEqual({ ok: false, error: 'האחוז חייב להיות מספר, למשל 5 או ‎-2.5.' });
  });
});

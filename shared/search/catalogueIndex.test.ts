import { CatalogueIndex } from './catalogueIndex';

/** An index of items with these names (codes I1, I2, ... and barcodes 729000000000 + n). */
function indexOf(names: string[]): CatalogueIndex {
  const items = names.map((itemDescription, i) => ({
    itemId: `I${i + 1}`,
    catalogNumber: `72900000000${10 + i}`,
    itemDescription,
  }));
  return new CatalogueIndex(items);
}

describe('CatalogueIndex forgives spelling', () => {
  const index = indexOf([
    'מגבות ניר 2 גלילים',
    'נייר טואלט 32 גלילים',
    'גבינה לבנה 5%',
    'חלבה וניל',
    'חלב 3% 1 ליטר',
    'מגבונים לחים',
    'במבה בוטנים',
  ]);
  const names = (query: string) => index.search(query).map((p) => index.items[p]!.itemDescription);

  it('lists the items spelt as the query first, then those spelt otherwise, each in list order', () => {
    expect(names('נייר')).toEqual(['נייר טואלט 32 גלילים', 'מגבות ניר 2 גלילים']);
    expect(names('ניר')).toEqual(['מגבות ניר 2 גלילים', 'נייר טואלט 32 גלילים']);
  });

  it('reads a plural as its singular, and does not reach into a word through its prefix letter', () => {
    // 'מגבונים' is also indexed as 'גבונים' (for 'לכביסה' found by 'כביסה'): spelt loosely it would meet 'גבינות'.
    expect(names('גבינות')).toEqual(['גבינה לבנה 5%']);
  });

  it('forgives a typo only when nothing closer is found', () => {
    expect(names('חלבה')).toEqual(['חלבה וניל']);
    expect(names('במבע')).toEqual(['במבה בוטנים']);
    expect(names('חלבע')).toEqual(['חלבה וניל', 'חלב 3% 1 ליטר']);
  });

  it('reads brand names in Latin letters and Hebrew typed on an English layout', () => {
    expect(names('bamba')).toEqual(['במבה בוטנים']);
    expect(names('cncv')).toEqual(['במבה בוטנים']);
  });

  it('matches codes and barcodes exactly: one digit off finds no other item', () => {
    expect(names('7290000000011')).toEqual(['נייר טואלט 32 גלילים']);
    expect(names('7290000000019')).toEqual([]);
    expect(names('I2')).toEqual(['נייר טואלט 32 גלילים']);
    expect(names('I9')).toEqual([]);
  });
});

describe('CatalogueIndex: a Latin brand phrase', () => {
  const index = new CatalogueIndex(
    ['גבינה צהובה 28% במשקל כ-0.75 ק"ג', 'פסטרמה הודו במשקל כ-1.2 ק"ג', 'משקה קולה פחית 330 מ"ל', 'משקה קולה 1.5 ליטר'].map(
      (itemDescription, i) => ({
        itemId: `I${i + 1}`,
        catalogNumber: `72900000000${10 + i}`,
        itemDescription,
      }),
    ),
  );
  const names = (query: string) => index.search(query).map((p) => index.items[p]!.itemDescription);

  it("reads 'coca cola' as 'קוקה קולה', and lists an item holding a word of it before those a typo of its English-layout reading meets", () => {
    const found = names('coca cola');
    expect(found.slice(0, 2)).toEqual(['משקה קולה פחית 330 מ"ל', 'משקה קולה 1.5 ליטר']);
    expect(names('cola')).toEqual(['משקה קולה פחית 330 מ"ל', 'משקה קולה 1.5 ליטר']);
  });
});

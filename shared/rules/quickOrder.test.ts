import fc from 'fast-check';
import { CatalogueIndex } from '../search/catalogueIndex';
import { nameFinderOf } from '../search/answers';
import { indexItems, normalizeCode, type QuickItem } from './itemCode';
import { codeCandidates, isChatterLine, isRejectedRow, parseQuickOrder, readQuickOrder, resolveQuickOrder, rowsToText } from './quickOrder';
import { itemNameIndex, matchName } from './quickOrderMatch';

const item = (over: Partial<QuickItem>): QuickItem => ({
  id: 1,
  itemId: '100004',
  catalogNumber: '7294521364052',
  itemDescription: 'קולה',
  pictureUrl: '',
  salePriceInNIS: 2.5,
  isAvailable: true,
  minOrderQuantity: 24,
  ...over,
});
const cola = item({});
const water = item({ id: 2, itemId: '100019', catalogNumber: '7295342551904', minOrderQuantity: 6 });
const gone = item({ id: 3, itemId: '100067', catalogNumber: '7295346353023', isAvailable: false });
const ask = item({ id: 4, itemId: '100115', catalogNumber: '7295340154145', salePriceInNIS: undefined, isPriceOnRequest: true });
const index = indexItems([cola, water, gone, ask]);
const known = (t: string) => index.has(normalizeCode(t));

describe('reading a quick-order list', () => {
  it('reads a code and a quantity in either order, with any separator, text around them ignored', () => {
    const text = [
      'שלום, הנה ההזמנה לשבוע:',
      '7294521364052\t48',
      '12, 7295342551904',
      '100067;5',
      'קולה פחית 100004 24 יח׳',
      '  7295340154145   3  ',
      'תודה!',
    ].join('\n');
    expect(parseQuickOrder(text, known).map((l) => [l.line, l.code, l.quantity])).toEqual([
      [2, '7294521364052', 48],
      [3, '7295342551904', 12],
      [4, '100067', 5],
      [5, '100004', 24],
      [6, '7295340154145', 3],
    ]);
  });

  it('takes one pack when no quantity is given, and flags a quantity that is not a whole number in range', () => {
    const [bare, fraction, zero, huge] = parseQuickOrder('100004\n100004 2.5\n100004 0\n100004 1000000', known);
    expect(bare).toMatchObject({ code: '100004', quantity: null });
    expect(fraction).toMatchObject({ quantity: null, badQuantity: '2.5' });
    expect(zero).toMatchObject({ badQuantity: '0' });
    expect(huge).toMatchObject({ badQuantity: '1000000' });
    expect(parseQuickOrder('100004 24.0', known)[0]).toMatchObject({ quantity: 24 });
  });

  it("never takes an item's size in its name for the quantity; takes the last other number", () => {
    expect(parseQuickOrder('7294521364052\tמשקה קולה פחית 330 מ"ל – בועות\t48', known)[0]).toMatchObject({ quantity: 48 });
    expect(parseQuickOrder('100004 סודה 1.5 ליטר', known)[0]).toMatchObject({ quantity: null });
    expect(parseQuickOrder('100004 שמפו 750 ml 12 יח׳', known)[0]).toMatchObject({ quantity: 12 });
  });

  it('reads a code it does not know as the longest code-like token', () => {
    expect(parseQuickOrder('5 ABC-123456')[0]).toMatchObject({ code: 'ABC-123456', quantity: 5 });
    // A header word and a number is not plainly a header: a row, refused with the line as written.
    expect(parseQuickOrder('כמות 12')).toMatchObject([{ code: '', name: 'כמות', quantity: 12 }]);
    expect(parseQuickOrder('קוד,כמות\n100004,24', known).map((l) => l.line)).toEqual([2]);
  });

  it('reads rows of a file as lines of cells', () => {
    expect(
      rowsToText([
        ['מק"ט', 'כמות'],
        ['100004', 24],
        [7295342551904, null],
      ]),
    ).toBe('מק"ט\tכמות\n100004\t24\n7295342551904\t');
  });

  it('keys codes without spaces, dashes or leading zeros, so a UPC-A finds its EAN-13', () => {
    expect(normalizeCode(' 0729-4521364052 ')).toBe('7294521364052');
    expect(index.get(normalizeCode('07294521364052'))).toBe(cola);
    expect(normalizeCode('ab-12')).toBe('AB12');
  });
});

describe('checking a quick-order list', () => {
  it('gives every line its row: found (rounded up to packs), not found, unavailable, price on request, duplicate merged', () => {
    const rows = resolveQuickOrder(parseQuickOrder('7294521364052 30\n999999999\n100067 5\n100115 2\n100019\n100004 24', known), index);
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [1, 'found'],
      [2, 'notFound'],
      [3, 'unavailable'],
      [4, 'priceOnRequest'],
      [5, 'found'],
      [6, 'duplicate'],
    ]);
    expect(rows[0]).toMatchObject({ quantity: 30, units: 54, cartQuantity: 72, roundedUp: true, merged: [6] });
    expect(rows[4]).toMatchObject({ quantity: null, cartQuantity: 6, defaulted: true, roundedUp: false });
    expect(rows[5]).toMatchObject({ mergedInto: 1 });
  });

  it('against a partial index (offline: only the items already seen) leaves an unknown code unchecked, not refused', () => {
    const rows = resolveQuickOrder(parseQuickOrder('7294521364052 24\n999999999 3', known), index, true);
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [1, 'found'],
      [2, 'unchecked'],
    ]);
    expect(rows.filter(isRejectedRow)).toEqual([]);
  });

  it('always sends whole packs of found items, never more lines than items', () => {
    const items = [cola, water];
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...items), fc.integer({ min: 1, max: 500 })), { maxLength: 30 }), (lines) => {
        const text = lines.map(([i, q]) => `${i.catalogNumber}\t${q}`).join('\n');
        const rows = resolveQuickOrder(parseQuickOrder(text, known), index);
        const found = rows.filter((r) => r.status === 'found');
        expect(new Set(found.map((r) => r.item!.id)).size).toBe(found.length);
        for (const row of found) {
          const pack = row.item!.minOrderQuantity;
          expect(row.cartQuantity! % pack).toBe(0);
          const asked = lines.filter(([i]) => i.id === row.item!.id).reduce((n, [, q]) => n + q, 0);
          expect(row.cartQuantity).toBeGreaterThanOrEqual(asked);
          expect(row.cartQuantity! - asked).toBeLessThan(pack);
        }
      }),
    );
  });
});

describe("a shopkeeper's line: the numbers of a name are the name's, the quantity is where a quantity is written", () => {
  let nextId = 10;
  const named = (itemDescription: string, minOrderQuantity = 12) =>
    item({
      id: nextId,
      itemId: String(200000 + nextId),
      catalogNumber: String(7290001000000 + nextId++),
      itemDescription,
      minOrderQuantity,
    });
  const bisliSun = named('ביסלי גריל 70 גרם – שמש', 24);
  const bisliCrisp = named('ביסלי גריל 70 גרם – פריך', 12);
  const bisliBig = named('ביסלי גריל 200 גרם – שמש', 12);
  const bambaSun = named('במבה בוטנים 80 גרם – שמש', 24);
  const milkValley = named('חלב 3% בקרטון 1 ליטר – מחלבת העמק', 12);
  const yogurtValley = named('יוגורט טבעי 3% 200 גרם – מחלבת העמק', 24);
  const milkVillage = named('חלב 3% בקרטון 1 ליטר – חלב הכפר', 12);
  const yogurtVillage = named('יוגורט טבעי 3% 200 גרם – חלב הכפר', 24);
  const shop = [bisliSun, bisliCrisp, bisliBig, bambaSun, milkValley, yogurtValley, milkVillage, yogurtVillage];
  const shopIndex = indexItems(shop);
  const check = (text: string, items = shopIndex) => resolveQuickOrder(parseQuickOrder(text), items);

  it("takes a number between the name's words for the name's, and a pack word alone at the end for one pack", () => {
    expect(parseQuickOrder('ביסלי גריל 70 שמש קרטון')[0]).toMatchObject({
      name: 'ביסלי גריל 70 שמש',
      quantity: 1,
      unit: 'pack',
      packWord: 'קרטון',
    });
    expect(check('ביסלי גריל 70 שמש קרטון')[0]).toMatchObject({ status: 'found', item: bisliSun, cartQuantity: 24 });
    expect(check('ביסלי גריל 70 שמש 2 קרטונים')[0]).toMatchObject({ status: 'found', item: bisliSun, cartQuantity: 48 });
  });

  it.each([
    ['ביסלי גריל 70 גרם שמש 3', 'ביסלי גריל 70 גרם שמש', 3],
    ['ביסלי 70ג שמש 3', 'ביסלי 70 ג שמש', 3],
    ['חלב 3% 1.5 ליטר 12', 'חלב 3% 1.5 ליטר', 12],
    ['קוקה קולה 500 מ"ל 24', 'קוקה קולה 500 מ"ל', 24],
    ['שמפו 750 מל 6 יח׳', 'שמפו 750 מל', 6],
    ['אבקת כביסה 4 ק"ג 2 קרטונים', 'אבקת כביסה 4 ק"ג', 2],
    ['2 ארגזים מים מינרליים 1.5 ליטר', 'מים מינרליים 1.5 ליטר', 2],
    ['במבה 80 גרם\t5', 'במבה 80 גרם', 5],
    ['ביסלי גריל 70 שמש', 'ביסלי גריל 70 שמש', null],
    ['ביסלי 70 שמש 3', 'ביסלי 70 שמש', 3],
  ])("reads '%s' as the name '%s' and the quantity %s: a size never the quantity", (line, name, quantity) => {
    expect(parseQuickOrder(line)[0]).toMatchObject({ name, quantity });
  });

  it("reads a line the other way when only that reading's name is in the catalogue", () => {
    // The quantity first, the size last: '70' read as the quantity leaves '24 ביסלי פריך', found nowhere.
    expect(check('24 ביסלי פריך 70')[0]).toMatchObject({
      status: 'found',
      item: bisliCrisp,
      quantity: 24,
      cartQuantity: 24,
      readOtherWay: true,
    });
    // A number amid the name's words that no name holds is its quantity after all.
    expect(check('במבה 3 שמש')[0]).toMatchObject({ status: 'found', item: bambaSun, quantity: 3, cartQuantity: 24, name: 'במבה שמש' });
    // Both readings found: the number at the end is the quantity, as written.
    expect(check('ביסלי גריל 200')[0]).toMatchObject({ status: 'choose', quantity: 200, name: 'ביסלי גריל' });
  });

  it("offers for 'חלב 3% מחלבת העמק' the dairy's milk, never its yogurt ('מחלבת' is not 'חלב' once more), on the server's index and among the items at hand", () => {
    for (const finder of [itemNameIndex(shop), nameFinderOf(new CatalogueIndex(shop))]) {
      expect(matchName(finder, 'חלב 3% מחלבת העמק')).toMatchObject({ item: milkValley, total: 1 });
      // Spelt with a typo: offered to choose, the milk alone.
      expect(matchName(finder, 'חלב 3% מחלבט העמק').choices).toEqual([milkValley]);
      // The milks first (the shorter name first), then a yogurt whose brand holds 'חלב'; not the one of 'מחלבת העמק'.
      expect(matchName(finder, 'חלב 3%').choices).toEqual([milkVillage, milkValley, yogurtVillage]);
    }
    expect(check('חלב 3% מחלבת העמק 2 קרטונים')[0]).toMatchObject({ status: 'found', item: milkValley, cartQuantity: 24 });
    // A dairy with no milk: its yogurt is not offered for a milk.
    const [noMilk] = check('חלב 3% מחלבת העמק', indexItems([yogurtValley, bambaSun]));
    expect([noMilk!.status, noMilk!.item, noMilk!.choices]).toEqual(['notFound', undefined, undefined]);
  });

  it('skips signatures and totals rows with their reasons, never as rows; greetings and a table header too', () => {
    const text = [
      'שלום רב,',
      'מצורפת ההזמנה לשבוע הבא:',
      'מק"ט\tתיאור\tכמות',
      `${bisliSun.itemId}\tביסלי גריל 70 גרם – שמש\t24`,
      'חלב 3% מחלבת העמק 2 קרטונים',
      'סה"כ\t\t48',
      'סה״כ 2 שורות',
      'סך הכל: 72 יח׳',
      '\t\t72\t412.50',
      'תודה!',
      'בברכה, משה כהן',
      'מכולת השכונה',
      '050-1234567',
      'נשלח מה-iPhone שלי',
    ].join('\n');
    const known = (t: string) => shopIndex.has(normalizeCode(t));
    const { lines, skipped } = readQuickOrder(text, known);
    expect(lines.map((l) => l.line)).toEqual([4, 5]);
    expect(skipped.map((s) => [s.line, s.reason])).toEqual([
      [1, 'greeting'],
      [2, 'greeting'],
      [3, 'header'],
      [6, 'total'],
      [7, 'total'],
      [8, 'total'],
      [9, 'total'],
      [10, 'signature'],
      [11, 'signature'],
      [12, 'signature'],
      [13, 'signature'],
      [14, 'signature'],
    ]);
    expect(skipped[3]).toEqual({ line: 6, raw: 'סה"כ\t\t48', reason: 'total' });
    expect(
      ['משה כהן 050-1234567', 'טל׳ 03-6123456', 'Sent from my iPhone', 'Best regards, Moshe', 'סה"כ', '120 3,450.00'].map((l) =>
        isChatterLine(l),
      ),
    ).toEqual([true, true, true, true, true, true]);
  });

  it("keeps as rows what only looks like a signature or a total: a code the catalogue knows, a code and its quantity, a name's line after thanks", () => {
    const phoneLike = item({ id: 40, itemId: '0501234567', catalogNumber: '7290001000040' });
    const known = (t: string) => t === '0501234567';
    expect(codeCandidates('משה כהן 0501234567')).toEqual(['0501234567']);
    expect(readQuickOrder('משה כהן 0501234567', known).lines).toMatchObject([{ code: phoneLike.itemId }]);
    expect(readQuickOrder('999999999 3\n100067;5\n12345 6\nתודה\nבמבה 3 שמש').lines.map((l) => l.raw)).toEqual([
      '999999999 3',
      '100067;5',
      '12345 6',
      'במבה 3 שמש',
    ]);
    // Sums alone, one of them a code the catalogue knows: a code and its quantity.
    expect(codeCandidates('12345 6 412.50')).toEqual(['12345']);
    // Every code-like token of the order lines, in either column order, each once; found by the list's first reading too.
    const list = '7290000000011\t3\n2, 100067\nבמבה 80 גרם 4\n100067 x2\nמשה כהן 050-1234567\nסה"כ 9';
    expect(codeCandidates(list)).toEqual(['7290000000011', '100067', '050-1234567']);
    expect(readQuickOrder(list).candidates).toEqual(codeCandidates(list));
    expect(readQuickOrder('12345 6 412.50', (t) => t === '12345').lines).toMatchObject([{ code: '12345' }]);
  });
});

import fc from 'fast-check';
import { indexItems, normalizeCode, type QuickItem } from './itemCode';
import { isRejectedRow, parseQuickOrder, resolveQuickOrder, rowsToText } from './quickOrder';

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

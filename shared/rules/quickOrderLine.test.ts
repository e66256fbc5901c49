import fc from 'fast-check';
import { formatWholeNumber } from './packSize';
import { indexItems, normalizeCode, type QuickItem } from './itemCode';
import { isGoodRow, isRejectedRow, parseQuickOrder, resolveQuickOrder } from './quickOrder';
import { isChatterLine, MAX_QUICK_QUANTITY } from './quickOrderLine';
import { matchName, itemNameIndex } from './quickOrderMatch';

let nextId = 1;
const item = (itemDescription: string, minOrderQuantity: number, over: Partial<QuickItem> = {}): QuickItem => {
  const id = nextId++;
  return {
    id,
    itemId: String(100000 + id),
    catalogNumber: String(7290000000000 + id),
    itemDescription,
    pictureUrl: '',
    salePriceInNIS: 3.9,
    isAvailable: true,
    minOrderQuantity,
    ...over,
  };
};
const sodaThirst = item('סודה 1.5 ליטר – צימאון', 12);
const sodaBubbles = item('סודה 1.5 ליטר – בועות', 6);
const colaCan = item('משקה קולה פחית 330 מ"ל – צימאון', 24);
const bambaSun = item('במבה בוטנים 80 גרם – שמש', 24);
const bambaToast = item('במבה בוטנים 80 גרם – קלוי', 24);
const bambaBig = item('במבה בוטנים 200 גרם – קלוי', 12);
const bleach = item('אקונומיקה לכביסה 4 ליטר – בית נקי', 4);
const catalogue = [sodaThirst, sodaBubbles, colaCan, bambaSun, bambaToast, bambaBig, bleach];
const index = indexItems(catalogue);
const known = (t: string) => index.has(normalizeCode(t));
const check = (text: string) => resolveQuickOrder(parseQuickOrder(text, known), index);

describe('quick order never drops a line in silence', () => {
  it('makes a row of a name and a quantity without a code, matched by name', () => {
    const rows = check(['שלום, ההזמנה למחר:', `${colaCan.catalogNumber} 24`, 'סודה 1.5 ליטר – צימאון 12', 'תודה רבה'].join('\n'));
    expect(rows.map((r) => [r.line, r.status])).toEqual([
      [2, 'found'],
      [3, 'found'],
    ]);
    expect(rows[1]).toMatchObject({ item: sodaThirst, byName: true, quantity: 12, cartQuantity: 12, name: 'סודה 1.5 ליטר – צימאון' });
  });

  it('skips only greetings, header rows, headings and lines of punctuation', () => {
    for (const line of [
      'שלום',
      'היי יוסי, מה נשמע?',
      'בוקר טוב',
      'תודה!',
      'בברכה, משה',
      'ברקוד\tתיאור\tכמות',
      'מק"ט,כמות',
      'ירקות:',
      '-----',
      '***',
    ])
      expect([line, isChatterLine(line)]).toEqual([line, true]);
    for (const line of ['במבה', 'סודה 12', 'אפשר להוסיף גם חלב?', '12', 'כמות 12'])
      expect([line, isChatterLine(line)]).toEqual([line, false]);
  });

  it('refuses a name that finds nothing, with the line as written', () => {
    const [row] = check('פיצה משפחתית 3');
    expect(row).toMatchObject({ status: 'notFound', raw: 'פיצה משפחתית 3', code: '', name: 'פיצה משפחתית', quantity: 3 });
    expect(isRejectedRow(row!)).toBe(true);
  });

  it('offers a short pick list when a name fits several items, the closest first', () => {
    const [row] = check('במבה 80 גרם 2 קרטונים');
    expect(row).toMatchObject({ status: 'choose', choicesTotal: 2 });
    expect(row!.choices).toEqual([bambaSun, bambaToast]);
    expect(isRejectedRow(row!)).toBe(true);
    expect(check('במבה')[0]!.choices).toHaveLength(3);
  });

  it('finds a name by the search rules: prefix letters, final letters, a word begun, an English keyboard layout', () => {
    expect(check('ובמבה בוטנים 200 גרם 3')[0]).toMatchObject({ status: 'found', item: bambaBig, quantity: 3 });
    // A number alone after the name is the quantity, not the size.
    expect(check('במבה בוטנים קלוי 200')[0]).toMatchObject({ status: 'choose', quantity: 200 });
    expect(check('אקונומיקה כביסה 2')[0]).toMatchObject({ status: 'found', item: bleach, cartQuantity: 4 });
    expect(check('קולה פחית 48')[0]).toMatchObject({ status: 'found', item: colaCan, cartQuantity: 48 });
    // 'xusv' typed on an English keyboard layout is 'סודה'.
    expect(matchName(itemNameIndex(catalogue), 'xusv').choices).toEqual([sodaBubbles, sodaThirst]);
  });

  it('takes an item whose whole name was written even when longer names also fit', () => {
    const names = itemNameIndex([item('חלב 3% 1 ליטר', 12), item('חלב 3% 1 ליטר בקבוק', 6)]);
    expect(matchName(names, 'חלב 3% 1 ליטר')).toMatchObject({ item: { itemDescription: 'חלב 3% 1 ליטר' } });
  });
});

describe('cartons and units', () => {
  it.each([
    ['5 קרטונים', 5],
    ['קרטון 2', 2],
    ['3 ארגזים', 3],
    ['4 אריזות', 4],
    ['2 חבילות', 2],
    ['3 קר׳', 3],
    ["3 קר'", 3],
    ['x6', 6],
    ['6x', 6],
    ['× 2', 2],
    ['5קרטונים', 5],
  ])('reads %s as %i packs', (written, packs) => {
    const [row] = check(`${sodaThirst.catalogNumber} ${written}`);
    expect(row).toMatchObject({ unit: 'pack', quantity: packs, cartQuantity: packs * 12, roundedUp: false });
  });

  it.each([
    ['30 יח׳', 30, 36],
    ['30 יחידות', 30, 36],
    ['30', 30, 36],
  ])('reads %s as units, rounded up to whole packs', (written, units, cart) => {
    const [row] = check(`${sodaThirst.catalogNumber} ${written}`);
    expect(row).toMatchObject({ quantity: units, units, cartQuantity: cart, roundedUp: true });
    expect(row!.unit === 'pack').toBe(false);
  });

  it('names the pack word it read, and counts a name line in packs too', () => {
    expect(check('סודה 1.5 ליטר – צימאון 5 קרטונים')[0]).toMatchObject({ byName: true, unit: 'pack', packWord: 'קרטון', units: 60 });
    expect(check(`${colaCan.itemId} x2`)[0]).toMatchObject({ packWord: 'אריזה', cartQuantity: 48 });
  });

  it('merges two lines of one item in units: 5 cartons of 12 and 24 units are 84', () => {
    const rows = check(`${sodaThirst.catalogNumber} 5 קרטונים\n${sodaThirst.itemId} 24`);
    expect(rows.map((r) => r.status)).toEqual(['found', 'duplicate']);
    expect(rows[0]).toMatchObject({ units: 84, cartQuantity: 84, roundedUp: false, merged: [2] });
  });

  it('refuses packs beyond the largest line quantity', () => {
    expect(check(`${sodaThirst.catalogNumber} 9000 קרטונים`)[0]).toMatchObject({ status: 'badQuantity' });
  });

  it('any quantity n written as "n קרטונים" (or "xn") is n packs; merged with m units it is n packs and m units, rounded up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...catalogue),
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('n קרטונים', 'קרטון n', 'n ארגזים', 'n אריזות', 'n חבילות', 'n קר׳', 'xn', 'nx'),
        (it, n, m, form) => {
          const pack = it.minOrderQuantity;
          const [alone] = check(`${it.catalogNumber}\t${form.replace('n', String(n))}`);
          expect(alone).toMatchObject({ status: 'found', unit: 'pack', quantity: n, cartQuantity: n * pack });
          const [merged] = check(`${it.itemId} ${form.replace('n', String(n))}\n${it.catalogNumber} ${m} יח׳`);
          expect(merged!.cartQuantity).toBe(Math.ceil((n * pack + m) / pack) * pack);
        },
      ),
    );
  });
});

describe('thousands separators', () => {
  it("reads '1,000' as a thousand, in a pasted line, a quoted CSV field and a tab- or semicolon-separated paste", () => {
    const lines = parseQuickOrder(
      [
        `${bambaSun.catalogNumber} 1,000`,
        `${bambaSun.catalogNumber},"1,200"`,
        `${bambaSun.catalogNumber}\t2,400\tבמבה`,
        `${bambaSun.catalogNumber};12,000`,
        `${bambaSun.catalogNumber},24`,
        `${bambaSun.catalogNumber},1,5`,
      ].join('\n'),
      known,
    );
    expect(lines.map((l) => [l.code, l.quantity ?? l.badQuantity])).toEqual([
      [bambaSun.catalogNumber, 1000],
      [bambaSun.catalogNumber, 1200],
      [bambaSun.catalogNumber, 2400],
      [bambaSun.catalogNumber, 12000],
      [bambaSun.catalogNumber, 24],
      [bambaSun.catalogNumber, 5],
    ]);
  });

  it('formatting a quantity with thousands separators and pasting it gives the same quantity', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_QUICK_QUANTITY }), fc.constantFrom('\t', ' ', ';', ','), (n, sep) => {
        const written = sep === ',' ? `"${formatWholeNumber(n)}"` : formatWholeNumber(n);
        const [line] = parseQuickOrder(`${colaCan.catalogNumber}${sep}${written}`, known);
        expect(line).toMatchObject({ code: colaCan.catalogNumber, quantity: n });
      }),
    );
  });
});

describe('every line a row', () => {
  it('gives each line that is not a greeting or a header exactly one row, good or refused with its reason or merged', () => {
    const words = [
      'סודה',
      'במבה',
      'קולה',
      'שוקולד',
      'קרטונים',
      'יח׳',
      '1.5',
      'ליטר',
      '12',
      '1,000',
      'x6',
      '–',
      sodaThirst.catalogNumber,
      '999999',
    ];
    fc.assert(
      fc.property(fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 6 }), { maxLength: 20 }), (lines) => {
        const text = lines.map((w) => w.join(' ')).join('\n');
        const rows = check(text);
        const expected = lines.map((w) => w.join(' ')).filter((l) => !isChatterLine(l)).length;
        expect(rows).toHaveLength(expected);
        for (const row of rows) expect(isGoodRow(row) || isRejectedRow(row) || row.status === 'duplicate').toBe(true);
      }),
    );
  });
});

describe('a list pasted with direction marks', () => {
  it('reads codes and quantities whole when right-to-left marks sit around them (as WhatsApp and shared lists carry them)', () => {
    const rlm = '\u200F';
    const rows = check(`${rlm}${sodaThirst.itemId}${rlm} | סודה | ${rlm}24${rlm} יח׳\n\u2067${bleach.catalogNumber}\u2069 8`);
    expect(rows.map((r) => [r.status, r.item?.id, r.cartQuantity])).toEqual([
      ['found', sodaThirst.id, 24],
      ['found', bleach.id, 8],
    ]);
  });
});

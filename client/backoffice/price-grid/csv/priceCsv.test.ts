// The CSV round trip of the price grid: what the exported file holds, and what an edited file asks
// for and refuses.
import {
  exportPricesCsv,
  MAX_CSV_CELL_CHARS,
  MAX_CSV_LINE_CHARS,
  MAX_CSV_ROWS,
  parsePricesCsv,
  type CsvList,
  type CsvRow,
} from './priceCsv';
import { boPriceCsv as t } from './strings';

const lists: CsvList[] = [
  { id: 1, name: 'סיטונאי א' },
  { id: 2, name: 'סיטונאי ב' },
];
const rows: CsvRow[] = [
  { itemCode: '10001', barcode: '7290000000017', name: 'שמן זית, 1 ליטר', productId: 11, prices: { 1: 12.5, 2: 13 } },
  { itemCode: '00123', barcode: '7290000000024', name: 'קפה "עלית" 200 גרם', productId: 12, prices: { 1: 20, 2: undefined } },
  { itemCode: '10003', barcode: '', name: '=HYPERLINK("http://x.example","לחצו")', productId: 13, prices: { 1: 0, 2: 5.05 } },
  { itemCode: '-10004', barcode: '@7290', name: 'ארגז\nשורה שנייה', productId: 14, prices: {} },
];
// A quote inside a header is doubled and the header quoted, as in any CSV.
const header = '"מק""ט",ברקוד,שם פריט,סיטונאי א,סיטונאי ב';
const file = (...lines: string[]) => [header, ...lines].join('\r\n');

describe('exportPricesCsv', () => {
  const csv = exportPricesCsv(lists, rows);

  it('starts with a BOM and ends its lines with CRLF, headers in Hebrew and one column per list', () => {
    expect(csv.startsWith(`\uFEFF${header}\r\n`)).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('10001,7290000000017,"שמן זית, 1 ליטר",12.50,13.00');
  });

  it('leaves a missing price and a stored 0 empty, and keeps leading zeros and quotes', () => {
    expect(csv).toContain('\r\n00123,7290000000024,"קפה ""עלית"" 200 גרם",20.00,\r\n');
    expect(csv).toMatch(/\r\n10003,,".*",,5\.05\r\n/);
  });

  it('puts an apostrophe before every text a spreadsheet would run as a formula, a multi-line one too', () => {
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"",""לחצו"")"`);
    expect(csv).toContain(`"'-10004","'@7290"`);
    const tricky = exportPricesCsv(lists, [{ ...rows[0]!, name: '=cmd|x\nmore\r\n@SUM(A1)', barcode: '\t=1' }]);
    expect(tricky).toContain(`"'\t=1","'=cmd|x\nmore\r\n'@SUM(A1)"`);
  });
});

describe('parsePricesCsv', () => {
  it('finds no change in the file it exported: a round trip with quotes, commas, line breaks, formulas and leading zeros', () => {
    expect(parsePricesCsv(exportPricesCsv(lists, rows), lists, rows)).toEqual({ changes: [], refused: [], unknownColumns: [] });
  });

  it('lists each changed price with the old and new one; an empty cell or the same price is no change', () => {
    const result = parsePricesCsv(file('10001,x,y,12.5,14', '00123,,,21.9,7', "'-10004,,,3,", '10003,,,1,'), lists, rows);
    expect(result.refused).toEqual([]);
    expect(result.changes).toEqual([
      { productId: 11, itemCode: '10001', name: 'שמן זית, 1 ליטר', listId: 2, listName: 'סיטונאי ב', from: 13, to: 14 },
      { productId: 12, itemCode: '00123', name: 'קפה "עלית" 200 גרם', listId: 1, listName: 'סיטונאי א', from: 20, to: 21.9 },
      { productId: 12, itemCode: '00123', name: 'קפה "עלית" 200 גרם', listId: 2, listName: 'סיטונאי ב', from: undefined, to: 7 },
      { productId: 14, itemCode: '-10004', name: 'ארגז\nשורה שנייה', listId: 1, listName: 'סיטונאי א', from: undefined, to: 3 },
      // A stored 0 is no price: 'from' is none.
      { productId: 13, itemCode: '10003', name: rows[2]!.name, listId: 1, listName: 'סיטונאי א', from: undefined, to: 1 },
    ]);
  });

  it.each([
    ['with a BOM', `\uFEFF${file('10001,,,15,')}`],
    ['without a BOM', file('10001,,,15,')],
    ["with ';'", file('10001,,,15,').replaceAll(',', ';')],
    ['with tabs', file('10001,,,15,').replaceAll(',', '\t')],
    ['with LF line ends', file('10001,,,15,').replaceAll('\r\n', '\n')],
  ])('reads a file %s', (_, text) => {
    const result = parsePricesCsv(text, lists, rows);
    expect(result.refused).toEqual([]);
    expect(result.changes).toEqual([expect.objectContaining({ productId: 11, listId: 1, to: 15 })]);
  });

  it('reads the columns by their headers in any order, with gershayim in מק״ט', () => {
    const result = parsePricesCsv('סיטונאי ב,שם פריט,מק״ט\r\n9,x,10001\r\n', lists, rows);
    expect(result.changes).toEqual([expect.objectContaining({ productId: 11, listId: 2, from: 13, to: 9 })]);
  });

  it('refuses each bad row with its reason and the line Excel shows, and takes the good ones', () => {
    const text = file(
      '99999,,,5,', //            2: unknown
      '10001,,,abc,=1+2', //      3: not numbers (both named)
      '00123,,,0,', //            4: zero
      '10003,,,-1,', //           5: negative
      '"-10004",,,1.999,', //     6: decimals
      '10001,,,2,', //            7: the same code again
      ',,,3,', //                 8: no code
      '10003,,,,200000000', //    9: too large
      '7.29E+12,,,4,', //        10: Excel's scientific notation
      '10003,,,,6', //           11: a good row (10003 was refused on 5 and 9: this is its third line)
    );
    const result = parsePricesCsv(text, lists, rows);
    expect(result.changes).toEqual([]);
    expect(result.refused).toEqual([
      { line: 2, itemCode: '99999', reason: t.unknownCode },
      { line: 3, itemCode: '10001', reason: `${t.cell('סיטונאי א', 'abc', t.notNumber)}; ${t.cell('סיטונאי ב', '=1+2', t.notNumber)}` },
      { line: 4, itemCode: '00123', reason: t.cell('סיטונאי א', '0', t.aboveZero) },
      { line: 5, itemCode: '10003', reason: t.cell('סיטונאי א', '-1', t.aboveZero) },
      { line: 6, itemCode: '-10004', reason: t.cell('סיטונאי א', '1.999', t.twoDecimals) },
      { line: 7, itemCode: '10001', reason: t.duplicateCode(3) },
      { line: 8, itemCode: '', reason: t.missingCode },
      { line: 9, itemCode: '10003', reason: t.duplicateCode(5) },
      { line: 10, itemCode: '7.29E+12', reason: t.unknownCodeScientific },
      { line: 11, itemCode: '10003', reason: t.duplicateCode(5) },
    ]);
    expect(t.duplicateCode(3)).toContain('בשורה 3');
  });

  it('refuses a whole row when one of its cells is bad (its good cell changes nothing)', () => {
    const result = parsePricesCsv(file('10001,,,20,0'), lists, rows);
    expect(result.changes).toEqual([]);
    expect(result.refused).toEqual([{ line: 2, itemCode: '10001', reason: t.cell('סיטונאי ב', '0', t.aboveZero) }]);
  });

  it('numbers lines as Excel does when a name holds a line break, and skips blank rows', () => {
    const result = parsePricesCsv(file('10001,,"two\nlines",20,', '', ',,only a name,,', '99999,,,1,'), lists, rows);
    expect(result.refused).toEqual([{ line: 5, itemCode: '99999', reason: t.unknownCode }]);
  });

  it('keeps leading zeros: 00123 is its own code, and a code Excel stripped of them is found when only one code fits', () => {
    const withBoth = [...rows, { itemCode: '123', barcode: '', name: 'אחר', productId: 15, prices: {} }];
    expect(parsePricesCsv(file('123,,,9,'), lists, withBoth).changes).toEqual([expect.objectContaining({ productId: 15 })]);
    expect(parsePricesCsv(file('00123,,,9,'), lists, withBoth).changes).toEqual([expect.objectContaining({ productId: 12 })]);
    // Found without its leading zeros: the change says how the file wrote the code (the preview marks it); an exact match does not.
    expect(parsePricesCsv(file('123,,,9,'), lists, rows).changes).toEqual([
      expect.objectContaining({ productId: 12, itemCode: '00123', fileCode: '123' }),
    ]);
    expect(parsePricesCsv(file('00123,,,9,'), lists, withBoth).changes[0]!.fileCode).toBeUndefined();
    expect(parsePricesCsv(file('0123,,,9,', '123,,,8,'), lists, rows).refused).toEqual([
      { line: 3, itemCode: '123', reason: t.duplicateCode(2) },
    ]);
  });

  it('lists the columns that name no price list, and never guesses a list two lists share the name of', () => {
    const twins = [...lists, { id: 3, name: 'קמעונאי' }, { id: 4, name: 'קמעונאי' }];
    const result = parsePricesCsv('מק"ט,סיטונאי ג,קמעונאי,סיטונאי א,סיטונאי א\r\n10001,1,2,3,4\r\n', twins, rows);
    expect(result.unknownColumns).toEqual(['סיטונאי ג', 'קמעונאי', 'סיטונאי א']);
    expect(result.changes).toEqual([expect.objectContaining({ listId: 1, to: 3 })]);
  });

  it('refuses a file with no item-code column as a whole, on line 1', () => {
    expect(parsePricesCsv('שם פריט,סיטונאי א,אחר\r\nx,5,1\r\n', lists, rows)).toEqual({
      changes: [],
      refused: [{ line: 1, itemCode: '', reason: t.noCodeColumn }],
      unknownColumns: ['אחר'],
    });
    expect(parsePricesCsv('\uFEFF\r\n', lists, rows).refused).toEqual([{ line: 1, itemCode: '', reason: t.emptyFile }]);
  });

  it(`refuses a file of more than ${MAX_CSV_ROWS} rows as a whole`, () => {
    const text = file(...Array.from({ length: MAX_CSV_ROWS + 1 }, () => '10001,,,1,'));
    expect(parsePricesCsv(text, lists, rows).refused).toEqual([{ line: 1, itemCode: '', reason: t.tooManyRows(MAX_CSV_ROWS) }]);
  });

  it('refuses a file of 5 MB of line breaks as too long, reading no more than twice the rows allowed', () => {
    // Parsed whole, 5 MB of '\n' was 5 million rows: seconds and a gigabyte.
    expect(parsePricesCsv(file('\r\n'.repeat(2.5 * 1024 * 1024)), lists, rows).refused).toEqual([
      { line: 1, itemCode: '', reason: t.tooManyRows(MAX_CSV_ROWS) },
    ]);
  });

  it('refuses the row where a quote opens and never closes (the rest of the file is inside it)', () => {
    const result = parsePricesCsv(file('10001,,,20,', '10003,,"broken,7,', '00123,,,9,'), lists, rows);
    expect(result.changes).toEqual([expect.objectContaining({ productId: 11, to: 20 })]);
    expect(result.refused).toEqual([{ line: 3, itemCode: '10003', reason: t.brokenQuotes }]);
  });

  it('reads 20,000 rows, every price changed in one list', () => {
    const many: CsvRow[] = Array.from({ length: 20_000 }, (_, i) => ({
      itemCode: String(100000 + i),
      barcode: String(7290000000000 + i),
      name: `פריט ${i}, "בדיקה"`,
      productId: i + 1,
      prices: { 1: 10 + (i % 100) / 4, 2: 20 },
    }));
    const edited = `${exportPricesCsv(lists, many)}\r\n`.replaceAll(',20.00\r\n', ',21.00\r\n');
    const result = parsePricesCsv(edited, lists, many);
    expect(result.refused).toEqual([]);
    expect(result.changes).toHaveLength(20_000);
    expect(result.changes.every((c, i) => c.productId === i + 1 && c.listId === 2 && c.from === 20 && c.to === 21)).toBe(true);
  });
});

describe('parsePricesCsv: a line or a cell too long', () => {
  it('refuses a file with a line longer than a price row can be, naming the line, before parsing it', () => {
    const result = parsePricesCsv(file('10001,12.50,13', `00123,${'1'.repeat(MAX_CSV_LINE_CHARS)},20`), lists, rows);
    expect(result).toEqual({
      changes: [],
      refused: [{ line: 1, itemCode: '', reason: t.lineTooLong(3, MAX_CSV_LINE_CHARS) }],
      unknownColumns: [],
    });
  });

  it('refuses a row with a cell longer than a price can be (a quoted cell over many lines), without repeating the cell', () => {
    const long = `"${'1\n'.repeat(MAX_CSV_CELL_CHARS)}"`;
    const result = parsePricesCsv(file(`00123,${long},,20`, '10001,,,12.50,14'), lists, rows);
    expect(result.refused).toEqual([{ line: 2, itemCode: '00123', reason: t.cellTooLong(MAX_CSV_CELL_CHARS) }]);
    expect(result.changes.map((c) => [c.itemCode, c.listName, c.to])).toEqual([['10001', 'סיטונאי ב', 14]]);
  });
});

// The one CSV writer: every text a spreadsheet would run as a formula is neutralised, on
// any line of the cell; numbers and a writer's formatted numbers stay numbers.
import Papa from 'papaparse';
import { csvSafe, csvText, unparseCsv } from './csvFile';

const BOMB = '=HYPERLINK("http://evil.example/","99999999")';

describe('csvSafe', () => {
  it.each([
    [BOMB, `'${BOMB}`],
    ['+972-3-1', "'+972-3-1"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+1', "'\t=1+1"],
    // A carriage return is a line break too: the line after it is neutralised as well.
    ['\r=1+1', "'\r'=1+1"],
    ['＝1+1', "'＝1+1"],
  ])('puts an apostrophe before %j', (text, written) => {
    expect(csvSafe(text)).toBe(written);
  });

  it('neutralises every line of a multi-line text that would start a formula, and leaves the others', () => {
    expect(csvSafe(`שלום\n${BOMB}\r\n+1\rתודה`)).toBe(`שלום\n'${BOMB}\r\n'+1\rתודה`);
    expect(csvSafe(`${BOMB}\nשורה שנייה`)).toBe(`'${BOMB}\nשורה שנייה`);
  });

  it('leaves ordinary text, numbers (negative ones too) and formatted numbers as they are', () => {
    expect(csvSafe('שמן זית, 1 ליטר')).toBe('שמן זית, 1 ליטר');
    expect(csvSafe('a=b')).toBe('a=b');
    expect(csvSafe(-12)).toBe(-12);
    expect(csvSafe({ number: '-12.50' })).toBe('-12.50');
    expect(csvSafe(null)).toBe('');
    expect(csvSafe(undefined)).toBe('');
  });
});

describe('unparseCsv', () => {
  it('writes a BOM, CRLF lines, neutralised cells in quotes, and reads back as the same texts with the apostrophe', async () => {
    const csv = unparseCsv(
      Papa,
      ['שם', 'סכום'],
      [
        [BOMB, { number: '-3.50' }],
        ['ok', 4],
      ],
    );
    expect(csv).toBe(`\uFEFFשם,סכום\r\n"'=HYPERLINK(""http://evil.example/"",""99999999"")",-3.50\r\nok,4`);
    expect(Papa.parse<string[]>(csv.slice(1)).data[1]).toEqual([`'${BOMB}`, '-3.50']);
    await expect(csvText(['שם'], [[BOMB]])).resolves.toBe(`\uFEFFשם\r\n"'${BOMB.replace(/"/g, '""')}"`);
  });
});

describe('a cell with a tab or a semicolon inside', () => {
  it('is quoted (RFC 4180), so a spreadsheet that splits on either reads it whole and never starts a formula', () => {
    const csv = unparseCsv(
      Papa,
      ['שם', 'הערה'],
      [
        ['a\t=1+1', 'b;=HYPERLINK("x")'],
        ['a;b', 'c\td'],
      ],
    );
    expect(csv).toBe('\uFEFFשם,הערה\r\n"a\t=1+1","b;=HYPERLINK(""x"")"\r\n"a;b","c\td"');
    // Read back with either delimiter, each quoted cell stays one cell.
    for (const delimiter of ['\t', ';']) {
      const rows = Papa.parse<string[]>(csv.slice(1), { delimiter }).data;
      expect(
        rows
          .slice(1)
          .flat()
          .filter((cell) => /^[=+\-@]/.test(cell)),
      ).toEqual([]);
    }
  });
});

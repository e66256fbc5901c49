/** @jest-environment node */
// Reading an uploaded spreadsheet within limits: a well-formed file gives its rows; a zip
// bomb, a file of too many rows and bytes that are no spreadsheet give a reason, quickly, without
// inflating the bomb.
import { strToU8 } from 'fflate';
import { MAX_SHEET_ROWS, readSpreadsheet } from './readSpreadsheet';
import { windows1255, xlsxBomb, xlsxFile } from './testing';

const xlsx = (bytes: Uint8Array) => ({ bytes, name: 'הזמנה.XLSX', type: '' });
const csv = (text: string) => ({ bytes: strToU8(text), name: 'order.csv', type: 'text/csv' });

describe('readSpreadsheet', () => {
  it("reads a CSV saved by Excel on a Hebrew Windows (windows-1255) with its Hebrew, not '����'", async () => {
    await expect(readSpreadsheet({ bytes: windows1255('במבה,2 קרטונים\n'), name: 'הזמנה.csv', type: 'text/csv' })).resolves.toEqual({
      rows: [['במבה', '2 קרטונים']],
    });
  });

  it('reads an XLSX sheet and a CSV file into rows of text', async () => {
    await expect(
      readSpreadsheet(
        xlsx(
          xlsxFile([
            ['ברקוד', 'כמות'],
            ['7290000000001', 24],
          ]),
        ),
      ),
    ).resolves.toEqual({
      rows: [
        ['ברקוד', 'כמות'],
        ['7290000000001', '24'],
      ],
    });
    await expect(readSpreadsheet(csv('מק"ט,כמות\n100001,"1,000"\n\n'))).resolves.toEqual({
      rows: [
        ['מק"ט', 'כמות'],
        ['100001', '1,000'],
      ],
    });
  });

  it('refuses a zip bomb by the sizes it declares, before inflating it: 320 MB from a file of a few dozen kilobytes', async () => {
    const bomb = xlsxBomb({ sheetMB: 2, copies: 160 });
    expect(bomb.length).toBeLessThan(300 * 1024);
    const started = performance.now();
    await expect(readSpreadsheet(xlsx(bomb))).resolves.toEqual({ problem: 'inflatesTooLarge' });
    // Inflating it would take seconds (and 320 MB).
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('inflates a part that lies about its size no further than it declares: it comes out cut short, unreadable', async () => {
    await expect(readSpreadsheet(xlsx(xlsxBomb({ sheetMB: 2, copies: 1, lie: true })))).resolves.toEqual({ problem: 'unreadable' });
  });

  it('refuses a sheet or a CSV of more rows than the limit', async () => {
    const many = Array.from({ length: MAX_SHEET_ROWS + 1 }, (_, i) => [String(100000 + i), 1]);
    await expect(readSpreadsheet(xlsx(xlsxFile(many)))).resolves.toEqual({ problem: 'tooManyRows' });
    await expect(readSpreadsheet(csv(many.map((r) => r.join(',')).join('\n')))).resolves.toEqual({ problem: 'tooManyRows' });
    const rows = await readSpreadsheet(
      csv(
        many
          .slice(1)
          .map((r) => r.join(','))
          .join('\n'),
      ),
    );
    expect('rows' in rows && rows.rows.length).toBe(MAX_SHEET_ROWS);
  });

  it('says bytes that are not a workbook are unreadable, and a file of another kind unsupported', async () => {
    await expect(readSpreadsheet(xlsx(strToU8('not a zip at all')))).resolves.toEqual({ problem: 'unreadable' });
    await expect(readSpreadsheet({ bytes: strToU8('%PDF-1.4'), name: 'order.pdf', type: 'application/pdf' })).resolves.toEqual({
      problem: 'unsupported',
    });
  });
});

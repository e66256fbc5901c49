// Reading the picked file as Excel may have saved it, and refusing what is not a CSV.
import { CsvFileError, MAX_CSV_BYTES, readCsvFile } from './readCsvFile';
import { boPriceCsv as t } from './strings';

const text = 'מק"ט,שם פריט,סיטונאי א\r\n00123,קפה,12.5\r\n';

/** Hebrew letters as windows-1255 has them (0xE0 is alef), ASCII as it is. */
function windows1255(s: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...s], (ch) => {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) return code;
    if (code >= 0x5d0 && code <= 0x5ea) return 0xe0 + code - 0x5d0;
    throw new Error(`not in the test's table: ${ch}`);
  });
}

const fileOf = (...parts: BlobPart[]) => new File(parts, 'prices.csv', { type: 'text/csv' });

describe('readCsvFile', () => {
  it('reads UTF-8 with a BOM (the BOM dropped) and without one', async () => {
    expect(await readCsvFile(fileOf(new Uint8Array([0xef, 0xbb, 0xbf]), text))).toBe(text);
    expect(await readCsvFile(fileOf(text))).toBe(text);
  });

  it('reads a file Hebrew Windows saved as windows-1255', async () => {
    expect(await readCsvFile(fileOf(windows1255(text)))).toBe(text);
  });

  it("reads Excel's 'Unicode text' (UTF-16 with its BOM)", async () => {
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from([...text].map((c) => c.charCodeAt(0))).buffer)]);
    expect(await readCsvFile(fileOf(utf16))).toBe(text);
  });

  it('refuses a file over 5 MB before reading it', async () => {
    const big = fileOf(new Uint8Array(MAX_CSV_BYTES + 1));
    await expect(readCsvFile(big)).rejects.toEqual(new CsvFileError(t.fileTooLarge(5)));
    expect(t.fileTooLarge(5)).toContain('5MB');
    await expect(readCsvFile(fileOf(new Uint8Array(MAX_CSV_BYTES).fill(0x41)))).resolves.toHaveLength(MAX_CSV_BYTES);
  });

  it('refuses an Excel workbook, saying to save it as CSV', async () => {
    await expect(readCsvFile(fileOf(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])))).rejects.toThrow(t.workbook);
    await expect(readCsvFile(fileOf(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 1])))).rejects.toBeInstanceOf(CsvFileError);
  });
});

// Test support (unit tests and browser journeys, never the app): XLSX files written byte by byte, a
// well-formed one and zip bombs, so that a test can make them at run time (no binary file is kept).
import { deflateSync, strToU8 } from 'fflate';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** An entry's data deflated, and its checksum: kept, as a bomb's sheet is deflated once for a test file. */
const packedCache = new WeakMap<Uint8Array, { packedData: Uint8Array; crc: number }>();
function packed(data: Uint8Array): { packedData: Uint8Array; crc: number } {
  let done = packedCache.get(data);
  if (!done) packedCache.set(data, (done = { packedData: deflateSync(data, { level: 9 }), crc: crc32(data) }));
  return done;
}

/** One entry of an archive: its name and text; `declare` overrides the uncompressed size its headers state. */
interface Entry {
  name: string;
  data: Uint8Array;
  declare?: number;
}

/**
 * A zip archive (deflated entries), plus `aliases`: names given to an entry's data a second time in
 * the central directory (the entries overlap, as in a non-recursive zip bomb: one compressed stream
 * inflated as many times as it is named).
 */
function zip(entries: Entry[], aliases: { name: string; of: string }[] = []): Uint8Array {
  const locals: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  const written = new Map<string, { offset: number; crc: number; packed: number; size: number }>();
  let offset = 0;
  const header = (sig: number, length: number) => {
    const bytes = new Uint8Array(length);
    const view = new DataView(bytes.buffer);
    view.setUint32(0, sig, true);
    return { bytes, view };
  };
  const centralEntry = (name: string, at: { offset: number; crc: number; packed: number; size: number }) => {
    const nameBytes = strToU8(name);
    const { bytes, view } = header(0x02014b50, 46 + nameBytes.length);
    view.setUint16(4, 20, true);
    view.setUint16(6, 20, true);
    view.setUint16(10, 8, true);
    view.setUint32(16, at.crc, true);
    view.setUint32(20, at.packed, true);
    view.setUint32(24, at.size, true);
    view.setUint16(28, nameBytes.length, true);
    view.setUint32(42, at.offset, true);
    bytes.set(nameBytes, 46);
    central.push(bytes);
  };
  for (const entry of entries) {
    const nameBytes = strToU8(entry.name);
    const { packedData, crc } = packed(entry.data);
    const at = { offset, crc, packed: packedData.length, size: entry.declare ?? entry.data.length };
    const { bytes, view } = header(0x04034b50, 30 + nameBytes.length);
    view.setUint16(4, 20, true);
    view.setUint16(8, 8, true);
    view.setUint32(14, at.crc, true);
    view.setUint32(18, at.packed, true);
    view.setUint32(22, at.size, true);
    view.setUint16(26, nameBytes.length, true);
    bytes.set(nameBytes, 30);
    locals.push(bytes, packedData);
    offset += bytes.length + packedData.length;
    written.set(entry.name, at);
    centralEntry(entry.name, at);
  }
  for (const alias of aliases) centralEntry(alias.name, written.get(alias.of)!);
  const centralSize = central.reduce((n, b) => n + b.length, 0);
  const { bytes: end, view } = header(0x06054b50, 22);
  view.setUint16(8, central.length, true);
  view.setUint16(10, central.length, true);
  view.setUint32(12, centralSize, true);
  view.setUint32(16, offset, true);
  const parts = [...locals, ...central, end];
  const out = new Uint8Array(parts.reduce((n, b) => n + b.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

const xmlText = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cellXml = (v: string | number, ref: string) =>
  typeof v === 'number' ? `<c r="${ref}"><v>${v}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlText(v)}</t></is></c>`;
const rowXml = (cells: ReadonlyArray<string | number>, i: number) =>
  `<row r="${i + 1}">${cells.map((v, j) => cellXml(v, `${String.fromCharCode(65 + j)}${i + 1}`)).join('')}</row>`;
const sheetXml = (rowsXml: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowsXml}</sheetData></worksheet>`;

/** The parts of a one-sheet workbook besides the sheet. */
const WORKBOOK: Entry[] = [
  [
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  ],
  [
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  ],
  [
    'xl/workbook.xml',
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="הזמנה" sheetId="1" r:id="rId1"/></sheets></workbook>',
  ],
  [
    'xl/_rels/workbook.xml.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  ],
].map(([name, text]) => ({ name: name!, data: strToU8(text!) }));

/** A one-sheet XLSX with these rows (inline strings and numbers), as a spreadsheet program writes it. */
export function xlsxFile(rows: ReadonlyArray<ReadonlyArray<string | number>>): Uint8Array {
  return zip([...WORKBOOK, { name: 'xl/worksheets/sheet1.xml', data: strToU8(sheetXml(rows.map(rowXml).join(''))) }]);
}

const bombSheets = new Map<number, Uint8Array>();

/**
 * An XLSX zip bomb: a sheet of `sheetMB` megabytes (one cell's text), its compressed stream named `copies`
 * times over (each copy a part read-excel-file inflates): `sheetMB * copies` megabytes from a file
 * of a few dozen kilobytes. `lie` has the headers declare each part a kilobyte.
 */
export function xlsxBomb({ sheetMB, copies, lie = false }: { sheetMB: number; copies: number; lie?: boolean }): Uint8Array {
  let data = bombSheets.get(sheetMB);
  if (!data) {
    // A well-formed sheet (a spreadsheet program opens it): a code and one cell of text of that size.
    const text = 'A'.repeat(sheetMB * 1024 * 1024);
    bombSheets.set(sheetMB, (data = strToU8(sheetXml(rowXml(['7290000000001', text], 0)))));
  }
  const sheet: Entry = { name: 'xl/worksheets/sheet1.xml', data, ...(lie ? { declare: 1024 } : {}) };
  const aliases = Array.from({ length: copies - 1 }, (_, i) => ({ name: `xl/worksheets/copy${i + 2}.xml`, of: sheet.name }));
  return zip([...WORKBOOK, sheet], aliases);
}

/** Text as Excel's 'CSV (comma delimited)' saves it on a Hebrew Windows: windows-1255 (Hebrew letters 0xE0-0xFA; ASCII as it is). */
export function windows1255(text: string): Uint8Array {
  return Uint8Array.from([...text], (c) => {
    const code = c.charCodeAt(0);
    if (code >= 0x05d0 && code <= 0x05ea) return 0xe0 + (code - 0x05d0);
    if (code < 0x80) return code;
    throw new Error(`no windows-1255 byte for ${c} in this helper`);
  });
}

/** @jest-environment node */
import { decodeText } from './decodeText';
import { windows1255 } from './testing';

describe('reading a text file as Excel saves it', () => {
  const text = 'מק"ט,כמות\n7290000000011,2 קרטונים\n';

  it('reads UTF-8, with or without its byte-order mark', () => {
    const utf8 = new TextEncoder().encode(text);
    expect(decodeText(utf8)).toBe(text);
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toBe(text);
  });

  it("reads Excel's 'CSV (comma delimited)' of a Hebrew Windows (windows-1255), which is not valid UTF-8", () => {
    expect(decodeText(windows1255(text))).toBe(text);
    // Read as UTF-8 it would be garbled: what the buyer saw.
    expect(new TextDecoder('utf-8').decode(windows1255(text))).toContain('\uFFFD');
  });

  it('reads UTF-16 by its byte-order mark', () => {
    const le = Uint8Array.from([0xff, 0xfe, ...[...text].flatMap((c) => [c.charCodeAt(0) & 0xff, c.charCodeAt(0) >> 8])]);
    expect(decodeText(le)).toBe(text);
  });
});

// The characters of a text file as Excel and Windows save one: 'CSV UTF-8' (with or without a byte-
// order mark), 'CSV (comma delimited)' on a Hebrew Windows (windows-1255), or 'Unicode text'
// (UTF-16, told by its byte-order mark). Read as UTF-8 whatever it is, a windows-1255 file's Hebrew
// becomes '����': its names are then found nowhere and its pack words ('2 קרטונים') count as units.

const startsWith = (bytes: Uint8Array, prefix: number[]) => prefix.every((b, i) => bytes[i] === b);

/** A text file's characters: UTF-16 by its byte-order mark, UTF-8 when its bytes are valid UTF-8 (a BOM dropped), else windows-1255. */
export function decodeText(bytes: Uint8Array): string {
  if (startsWith(bytes, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(bytes);
  if (startsWith(bytes, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1255').decode(bytes);
  }
}

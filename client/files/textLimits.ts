// A text read from a file or a paste is looked at line by line; one line of megabytes (a CSV of one
// row, a cell of a million characters) makes a line's rules slow, and a page that shows it slower.
// This finds such a line in one pass, before anything parses the text.

/** The number (from 1) of the first line longer than `max` characters, or null when none is. */
export function firstLongLine(text: string, max: number): number | null {
  let start = 0;
  for (let line = 1; start <= text.length; line++) {
    const br = text.indexOf('\n', start);
    const end = br < 0 ? text.length : br;
    // A CRLF line's '\r' is not counted.
    const length = end - start - (end > start && text.charCodeAt(end - 1) === 13 ? 1 : 0);
    if (length > max) return line;
    if (br < 0) return null;
    start = br + 1;
  }
  return null;
}

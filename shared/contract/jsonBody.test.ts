// Our Content-Type reading (content-type 3) against body-parser's own (content-type 2, the copy under
// body-parser): the 415 check must read the media type and charset exactly as the parser that decodes
// the body, or a header could name one charset to the check and another to the decoder.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import { foreignCharset, isJsonContentType } from './jsonBody';

interface Parsed {
  type: string;
  parameters: Record<string, string>;
}
// body-parser's copy, found from body-parser itself.
const bodyParsers = createRequire(require.resolve('body-parser/package.json'))('content-type') as { parse(header: string): Parsed };

/** What body-parser would read: the type, and the charset it decodes by (or null when it throws). */
function theirs(header: string): { type: string; charset: string | undefined } | null {
  try {
    const { type, parameters } = bodyParsers.parse(header);
    return { type, charset: parameters.charset };
  } catch {
    return null;
  }
}

/** A header as a client may write one: a type, parameters (charset among them, quoted or not, in any case) and stray parts. */
const header = fc
  .tuple(
    fc.constantFrom('application/json', 'application/vnd.api+json', 'APPLICATION/JSON', 'text/plain', 'application/jsonx', 'json'),
    fc.array(
      fc.tuple(
        fc.constantFrom(';', '; ', ' ;', ';\t', ';;'),
        fc.constantFrom('charset', 'CHARSET', 'Charset', 'x', 'char set'),
        fc.constantFrom('=', ' =', '= '),
        fc.constantFrom('utf-8', 'UTF-8', 'utf-16le', 'latin1', '"utf-8"', '"UTF-16LE"', '"a;charset=utf-8;"', '"\\"utf-8"', '', 'utf-8 '),
      ),
      { maxLength: 3 },
    ),
    fc.constantFrom('', ' ', ';', ',', '"'),
  )
  .map(([type, parameters, tail]) => type + parameters.map((p) => p.join('')).join('') + tail);

describe('the JSON body’s Content-Type, as body-parser reads it', () => {
  it('is a different major of content-type from ours (so this test compares two parsers)', () => {
    // The package.json above the entry a require from `paths` finds (content-type 3 exports no package.json).
    const major = (paths?: string[]) => {
      let dir = path.dirname(require.resolve('content-type', paths && { paths }));
      while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
      return (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version.split('.')[0];
    };
    expect(major()).toBe('3');
    expect(major([path.dirname(require.resolve('body-parser/package.json'))])).toBe('2');
  });

  it('names the same charset to our check as to body-parser’s decoder, for any header built of the tricky parts', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(header, (header) => {
        const read = theirs(header);
        if (read === null) return; // body-parser refuses the header itself: nothing is decoded.
        seen.add(read.charset === undefined ? 'none' : read.charset.trim().toLowerCase() === 'utf-8' ? 'utf-8' : 'other');
        const json = read.type === 'application/json' || (read.type.startsWith('application/') && read.type.endsWith('+json'));
        expect(isJsonContentType(header)).toBe(json);
        const utf8 = read.charset === undefined || read.charset.trim().toLowerCase() === 'utf-8';
        expect(foreignCharset(header) === null).toBe(!json || utf8);
      }),
      { numRuns: 3000 },
    );
    // The headers reached every kind of charset (so the comparison was about something).
    expect([...seen].sort()).toEqual(['none', 'other', 'utf-8']);
  });
});

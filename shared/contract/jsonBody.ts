// The API takes JSON bodies in UTF-8 only. A body in another encoding hides its brackets and quotes
// from a check that reads bytes (the nesting check before parsing), so both the storefront and the
// mock provider refuse one with 415 before it is read. The Content-Type is read by `content-type` (the
// parser body-parser reads it with, a major apart: ours is 3, body-parser's 2; both read a header the same
// way, jsonBody.test.ts holds ours to theirs), never by a pattern: a quoted parameter that spells
// `charset=utf-8` is a value, not the charset, and the charset checked is the one the body is decoded by.
import { parse } from 'content-type';

/** A JSON media type: application/json or application/<anything>+json (those body-parser is given). */
function isJsonMediaType(type: string): boolean {
  if (type === 'application/json') return true;
  const slash = type.indexOf('/');
  return type.slice(0, slash) === 'application' && type.endsWith('+json') && type.length > slash + 1 + '+json'.length;
}

/** Whether a Content-Type header names a JSON media type (its parameters aside, in any case). */
export function isJsonContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && isJsonMediaType(parse(contentType, { parameters: false }).type);
}

/**
 * Why a JSON request body declared with `contentType` is refused with 415: a charset other than
 * UTF-8; null when it is not a JSON type, names UTF-8 (in any case, quoted or not) or no charset.
 */
export function foreignCharset(contentType: string | undefined): string | null {
  if (contentType === undefined) return null;
  const { type, parameters } = parse(contentType);
  if (!isJsonMediaType(type)) return null;
  const charset = parameters.charset;
  if (charset === undefined) return null;
  const name = charset.trim();
  if (name.toLowerCase() === 'utf-8') return null;
  return `the API takes JSON in UTF-8 only, not in charset "${name.slice(0, 40)}"`;
}

/** Why a JSON body is refused with 415 when it opens with a UTF-16 or UTF-32 byte-order mark; else null. */
export function wideByteOrderMark(body: Uint8Array): string | null {
  const [a, b, c, d] = body;
  const utf32 = (a === 0 && b === 0 && c === 0xfe && d === 0xff) || (a === 0xff && b === 0xfe && c === 0 && d === 0);
  if (utf32) return 'the API takes JSON in UTF-8 only; this body is in UTF-32';
  if ((a === 0xfe && b === 0xff) || (a === 0xff && b === 0xfe)) return 'the API takes JSON in UTF-8 only; this body is in UTF-16';
  return null;
}

/** The deepest nesting of objects and arrays a request body may have (the contract's deepest is 3). */
export const MAX_JSON_DEPTH = 32;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of a JSON text, read byte by byte (brackets inside strings do not count). */
export function jsonDepth(text: Uint8Array, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > stopAbove) return deepest;
      }
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

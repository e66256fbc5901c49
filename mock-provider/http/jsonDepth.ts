// A JSON body nested deeper than any call of the contract needs is refused before it is parsed:
// parsing it is cheap, but the validation that walks it recursively ran out of stack (a 500) at
// about 2,400 levels. The count reads bytes, so it holds for UTF-8 only: bodies in other encodings are
// refused first (refuseForeignCharset, and a byte-order mark here).
import type { RequestHandler } from 'express';
import { ErrorCode } from '@shared/errors';
import { foreignCharset, jsonDepth, MAX_JSON_DEPTH, wideByteOrderMark } from '@shared/contract/jsonBody';
import { ProviderError } from '../errors';

export { jsonDepth, MAX_JSON_DEPTH };

/** The `type` of the error refuseDeepJson raises (the error middleware responds to it with 400). */
export const TOO_DEEP = 'entity.too.deep';

/** The `type` of the error for a body that is not UTF-8 (the error middleware responds to it with 415). */
export const NOT_UTF8 = 'charset.unsupported';

/**
 * body-parser's `verify` hook, on the bytes before they are decoded: refuses with 415 a body that is
 * not UTF-8 (a byte-order mark of UTF-16 or UTF-32: its brackets would not be the bytes counted
 * below), then with 400 one nested deeper than MAX_JSON_DEPTH.
 */
export function refuseDeepJson(_req: unknown, _res: unknown, body: Buffer): void {
  const wide = wideByteOrderMark(body);
  if (wide) throw Object.assign(new Error(wide), { type: NOT_UTF8 });
  if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw Object.assign(new Error(`the body is nested more than ${MAX_JSON_DEPTH} levels deep`), { type: TOO_DEEP });
  }
}

/** Refuses with 415, before the body is read, a JSON body whose Content-Type names a charset other than UTF-8. */
export const refuseForeignCharset: RequestHandler = (req, _res, next) => {
  const problem = foreignCharset(req.headers['content-type']);
  if (problem) throw new ProviderError(415, ErrorCode.UnsupportedMediaType, problem);
  next();
};

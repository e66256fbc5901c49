// The JSON body of one of the server's own calls (server/search, server/standing), read by the server
// itself: the provider's calls stream through untouched (api.ts), so nothing before them parses a body.
// A body is read only up to its cap, in UTF-8 only, and its nesting is counted on the bytes before
// JSON.parse builds anything (shared/contract/jsonBody.ts).
import type { IncomingMessage } from 'node:http';
import { foreignCharset, isJsonContentType, jsonDepth, MAX_JSON_DEPTH, wideByteOrderMark } from '@shared/contract/jsonBody';
import { ErrorCode } from '@shared/errors';

/** Why a body was refused: its status (400, 413, 415), code and message, as the envelope says them. */
export class BodyRefused extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BodyRefused';
  }
}

/** The JSON body of a request: JSON in UTF-8, at most `maxBytes`, nested no deeper than the API allows; else BodyRefused. */
export async function readJsonBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  const type = req.headers['content-type'];
  if (!isJsonContentType(type)) throw new BodyRefused(415, ErrorCode.UnsupportedMediaType, 'the body must be JSON (application/json)');
  const charset = foreignCharset(type);
  if (charset) throw new BodyRefused(415, ErrorCode.UnsupportedMediaType, charset);
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new BodyRefused(413, ErrorCode.PayloadTooLarge, 'the body is too large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new BodyRefused(413, ErrorCode.PayloadTooLarge, 'the body is too large');
    chunks.push(chunk);
  }
  const bytes = Buffer.concat(chunks);
  const wide = wideByteOrderMark(bytes);
  if (wide) throw new BodyRefused(415, ErrorCode.UnsupportedMediaType, wide);
  if (jsonDepth(bytes, MAX_JSON_DEPTH) > MAX_JSON_DEPTH)
    throw new BodyRefused(400, ErrorCode.BadJson, `the body is nested more than ${MAX_JSON_DEPTH} levels deep`);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new BodyRefused(400, ErrorCode.BadJson, 'the body is not valid JSON');
  }
}

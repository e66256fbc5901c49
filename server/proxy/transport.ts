// The proxy's transport (http-proxy-3's web-incoming and web-outgoing passes that carry a request
// and its response, without judging them): which request headers go on to the provider and how,
// which of its response headers come back, the reading of a response's body in full, the reads the
// server makes of the provider itself, and the 502/504 envelope of a call that failed. What may be
// done with a response is decided by the response steps (steps.ts); the connections are
// providerClient.ts's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@shared/errors';
import type { ProviderRead } from '../catalogueCache';
import { BODILESS_METHODS, FORWARDING_HEADERS, forwardingHeaders } from '../forwarding';
import type { Trust } from '../handler';
import { ProviderResponseTooLarge, type ProviderClient } from '../providerClient';
import type { HeaderList } from '../security';
import { VISITOR_DROPPED_REQUEST } from '../visitorResponses';

/** Hop-by-hop headers (RFC 9110 section 7.6.1), never forwarded in either direction. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
];

/** Request headers not copied on: hop-by-hop, Expect (this server has handled it), and those the proxy sets itself (forwarding.ts). */
const REQUEST_DROPPED = new Set([...HOP_BY_HOP, 'expect', 'host', 'transfer-encoding', ...FORWARDING_HEADERS]);
/**
 * Request headers a Connection header may not make hop-by-hop: Authorization (the server has judged
 * the request by it: a user's, passed on as it comes, or a visitor's, its prices taken out) and
 * Content-Length (the body's framing: without it a body would reach the provider unframed, as a
 * request of its own on a shared connection).
 */
const END_TO_END_ALWAYS = new Set(['authorization', 'content-length']);
/** Response headers not copied back: hop-by-hop, the provider's framing (Node frames the response itself) and its framework's name. */
const RESPONSE_DROPPED = new Set([...HOP_BY_HOP, 'transfer-encoding', 'x-powered-by']);

/** Sends an error envelope (with `extra` headers), or cuts the connection when the response has already begun. */
export function gatewayError(res: ServerResponse, status: 502 | 504, message: string, extra: HeaderList): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const code = status === 502 ? ErrorCode.BadGateway : ErrorCode.GatewayTimeout;
  const body = JSON.stringify({ statusCode: status, error: { code, message } });
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of extra) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.setHeader('Cache-Control', 'no-store');
  res.writeHead(status);
  res.end(body);
}

const NO_TOKENS: readonly string[] = [];
/** The usual Connection headers, read without splitting them (every keep-alive request carries one). */
const USUAL_TOKENS = new Map<string, readonly string[]>([
  ['keep-alive', ['keep-alive']],
  ['close', ['close']],
]);

/** The names of the headers a Connection header lists (they are hop-by-hop too), lower-cased. */
function connectionTokens(value: string | string[] | undefined): readonly string[] {
  if (value === undefined) return NO_TOKENS;
  const joined = Array.isArray(value) ? value.join(',') : value;
  const usual = USUAL_TOKENS.get(joined.toLowerCase());
  if (usual) return usual;
  return joined
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/**
 * The request's headers to send on, as raw pairs (name, value, name, value...: repeated headers stay
 * as they came), less the hop-by-hop ones (and those its Connection header names), Expect (this
 * server has handled it), the framing (the client library frames the body itself) and those the
 * proxy sets: the forwarding headers (forwarding.ts, as `trust` reads them) and Host. A GET, HEAD,
 * OPTIONS or DELETE goes without a body (forwarding.ts has refused one) and without any framing.
 * `closeWanted` when the browser asked to close. A response to be `opened` in full (its links sealed)
 * is asked for unencoded.
 */
export function requestHeaders(
  req: IncomingMessage,
  host: string,
  visitor: boolean,
  trust: Trust,
  opened = false,
): { headers: string[]; closeWanted: boolean; hasBody: boolean } {
  const bodiless = BODILESS_METHODS.has(req.method ?? 'GET');
  const raw = req.rawHeaders;
  const tokens = connectionTokens(req.headers.connection);
  const headers: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    if (REQUEST_DROPPED.has(name) || (tokens.includes(name) && !END_TO_END_ALWAYS.has(name))) continue;
    if (bodiless && name === 'content-length') continue;
    // A visitor's response is opened (its prices taken out): asked for in full, as JSON as it is (compressed
    // here), never a part of it or under the provider's own validators.
    if (visitor && VISITOR_DROPPED_REQUEST.has(name)) continue;
    if (opened && name === 'accept-encoding') continue;
    headers.push(raw[i]!, raw[i + 1]!);
  }
  // gzip, deflate and br are decoded all the same, should the provider not listen (documents.ts).
  if (opened && !visitor) headers.push('Accept-Encoding', 'identity');
  if (visitor) headers.push('Accept', 'application/json', 'Accept-Encoding', 'identity');
  headers.push(...forwardingHeaders(req, trust), 'Host', host);
  // RFC 9112 section 6.3: a body is there when a Transfer-Encoding or a non-zero Content-Length says so.
  const length = req.headers['content-length'];
  const chunked = !bodiless && req.headers['transfer-encoding'] !== undefined;
  const hasBody = chunked || (!bodiless && length !== undefined && length.trim() !== '0');
  // A body of unknown length goes on chunked (Node's client would send a GET's or a DELETE's unframed).
  if (chunked) headers.push('Transfer-Encoding', 'chunked');
  return { headers, closeWanted: tokens.includes('close'), hasBody };
}

/** Stops reading a response the browser will not get (its 'aborted' error is expected, not a failure). */
export function drop(body: Readable): void {
  body.on('error', () => undefined);
  body.destroy();
}

/**
 * Collects a response's body: `done` gets it at its end, or `tooLarge` is told (once, the rest dropped)
 * as soon as it passes `limit` bytes.
 */
export function collectBody(body: Readable, limit: number, done: (read: Buffer) => void, tooLarge: () => void): void {
  const chunks: Buffer[] = [];
  let held = 0;
  body.on('data', (chunk: Buffer) => {
    held += chunk.length;
    if (held <= limit) return void chunks.push(chunk);
    drop(body);
    tooLarge();
  });
  body.once('end', () => done(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)));
}

/** What the proxy reads of a response's headers, in one pass over its raw headers. */
export interface ResponseHeaders {
  /** The headers the browser gets (a repeated one as a list): less hop-by-hop ones (and those its Connection header names), its framing and its framework's name. */
  pairs: Array<[string, string | string[]]>;
  contentType: string;
  contentEncoding: string;
  /** By its Content-Length; NaN when it has none. */
  length: number;
}

export function readResponseHeaders(raw: string[]): ResponseHeaders {
  const headers: ResponseHeaders = { pairs: [], contentType: '', contentEncoding: 'identity', length: NaN };
  const named = new Map<string, [string, string | string[]]>();
  let connection: string[] = [];
  for (let i = 0; i + 1 < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase();
    const value = raw[i + 1]!;
    if (name === 'content-type') headers.contentType = value;
    else if (name === 'content-encoding') headers.contentEncoding = value.trim().toLowerCase();
    else if (name === 'content-length') headers.length = Number(value);
    else if (name === 'connection') connection = connection.concat(connectionTokens(value));
    if (RESPONSE_DROPPED.has(name)) continue;
    const seen = named.get(name);
    if (!seen) {
      const pair: [string, string | string[]] = [name, value];
      named.set(name, pair);
      headers.pairs.push(pair);
    } else seen[1] = Array.isArray(seen[1]) ? [...seen[1], value] : [seen[1], value];
  }
  if (connection.length) headers.pairs = headers.pairs.filter(([name]) => !connection.includes(name));
  return headers;
}

/** A read of the provider's `pathAndQuery` (a visitor's, or with an Authorization passed on), the response as it is, read in full up to `maxBytes`. */
export function providerRead(client: ProviderClient, maxBytes: number): ProviderRead {
  return (pathAndQuery, authorization) =>
    new Promise((resolve, reject) => {
      const headers = ['Accept', 'application/json', 'Accept-Encoding', 'identity', 'Host', client.host];
      if (authorization !== undefined) headers.push('Authorization', authorization);
      client.request('GET', pathAndQuery, headers, null, {
        error: reject,
        response(response) {
          const headers = readResponseHeaders(response.rawHeaders);
          collectBody(
            response,
            maxBytes,
            (body) => {
              // Only a response it can open is a response (anything else goes to the proxy, which refuses it).
              if (headers.contentEncoding !== 'identity' || !/json/i.test(headers.contentType))
                return resolve({ status: 502, contentType: headers.contentType, body: Buffer.alloc(0) });
              resolve({ status: response.statusCode ?? 502, contentType: headers.contentType, body });
            },
            () => reject(new ProviderResponseTooLarge(maxBytes)),
          );
        },
      });
    });
}

// What a visitor's catalogue responses may say to caches. In proxy mode a request without a
// token is a visitor's: its response is the same for every visitor, so a CDN or the browser may keep
// the catalogue reads for a short time (and revalidate them by ETag); anything carrying a token is a
// user's own (prices) and is `private, no-store`. `Vary: Authorization` keeps the two apart.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { responseKindOf, factsOf } from './calls';

/** Whether a request under /api reads the provider's public catalogue (the endpoint table's `catalogueRead`; not the server's own search calls). */
export function isCatalogueRead(req: IncomingMessage): boolean {
  const facts = factsOf(req);
  return facts.catalogueRead === true && facts.host !== true;
}

/** Cache-Control of a visitor's catalogue response: shared caches keep it `ttlSeconds`, and may serve it stale while they revalidate. */
export function catalogueCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** Cache-Control of every response to a request with a token. */
export const PRIVATE = 'private, no-store';

/** Request headers a visitor's request never sends on: a part of a response, or a condition on the provider's own validators. */
export const VISITOR_DROPPED_REQUEST = new Set([
  'range',
  'if-range',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'accept',
  'accept-encoding',
]);

/** Response headers a visitor's opened response never carries: they describe the provider's body (with its prices). */
export const VISITOR_DROPPED_RESPONSE = new Set(['etag', 'content-md5', 'digest', 'content-range', 'last-modified', 'content-encoding']);

/** Whether a call's response may be other than JSON: one whose operation returns a page or an image (the order document, pictures). */
export function mayRespondOtherThanJson(req: IncomingMessage): boolean {
  const kind = responseKindOf(req);
  return kind === 'html' || kind === 'image';
}

/** The strong ETag of a visitor's response body (the proxy's and the catalogue cache's alike). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

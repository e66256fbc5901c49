// What a visitor's catalogue answers may say to caches (issue 16). In proxy mode a call without a
// token is a visitor's: its answer is the same for every visitor, so a CDN or the browser may keep
// the catalogue reads for a short time (and revalidate them by ETag); anything carrying a token is a
// user's own (prices) and is `private, no-store`. `Vary: Authorization` keeps the two apart.
import { createHash } from 'node:crypto';
import { isCatalogueReadPath } from '@shared/contract/catalogueReads';

/** Whether a call (method, and its path under /api without the query) reads the public catalogue. */
export function isCatalogueRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && isCatalogueReadPath(path);
}

/** Cache-Control of a visitor's catalogue answer: shared caches keep it `ttlSeconds`, and may serve it stale while they revalidate. */
export function catalogueCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** Cache-Control of every answer to a call with a token. */
export const PRIVATE = 'private, no-store';

/** Request headers a visitor's call never sends on: a part of an answer, or a condition on the provider's own validators. */
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

/** Answer headers a visitor's opened answer never carries: they describe the provider's body (with its prices). */
export const VISITOR_DROPPED_ANSWER = new Set(['etag', 'content-md5', 'digest', 'content-range', 'last-modified', 'content-encoding']);

/** Visitor calls whose answer is not JSON: pictures and the order document. */
export function mayAnswerOtherThanJson(path: string): boolean {
  return /^\/files\//i.test(path) || /^\/order\/document\//i.test(path);
}

/** The strong ETag of a visitor's answer body (the proxy's and the catalogue cache's alike). */
export function etagOf(body: Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
}

// What a visitor's catalogue answers may say to caches (issue 16). In proxy mode a call without a
// token is a visitor's: its answer is the same for every visitor, so a CDN or the browser may keep
// the catalogue reads for a short time (and revalidate them by ETag); anything carrying a token is a
// user's own (prices) and is `private, no-store`. `Vary: Authorization` keeps the two apart.

/** The visitor catalogue reads (paths under /api, as the router reads them). */
const CATALOGUE_READS = [
  /^\/category\/list$/i,
  /^\/category\/\d+$/i,
  /^\/itemgroup\/list$/i,
  /^\/item\/list$/i,
  /^\/item\/[^/]+$/i,
  /^\/websiteconfiguration\/list$/i,
  /^\/websiteconfiguration\/getbykey$/i,
];

/** Whether a call (method, and its path under /api without the query) reads the public catalogue. */
export function isCatalogueRead(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && CATALOGUE_READS.some((read) => read.test(path));
}

/** Cache-Control of a visitor's catalogue answer: shared caches keep it `ttlSeconds`, and may serve it stale while they revalidate. */
export function catalogueCacheControl(ttlSeconds: number, staleSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${staleSeconds}`;
}

/** Cache-Control of every answer to a call with a token. */
export const PRIVATE = 'private, no-store';

// The storefront's catalogue reads: the public GETs a visitor makes (categories, groups, items, the
// site's settings), as the endpoint table marks them (`catalogueRead`, ./api.ts). The server keeps a
// visitor's responses to them in shared caches (server/catalogueCache.ts, finding the call by ./match.ts);
// the service worker keeps them for offline use (client/sw/routing.ts), matching them here.
import { allEndpoints, hostEndpoints } from './api';
import { routePattern } from './match';

/** The catalogue reads, by their path under /api as the browser sends it (no query), case-insensitive as the router matches. */
export const CATALOGUE_READS: readonly RegExp[] = [...allEndpoints(), ...hostEndpoints()]
  .filter(({ endpoint }) => endpoint.method === 'GET' && endpoint.facts?.catalogueRead)
  .map(({ endpoint }) => routePattern(endpoint.route));

/** Whether a path under /api (without its query) is a catalogue read. */
export function isCatalogueReadPath(path: string): boolean {
  return CATALOGUE_READS.some((read) => read.test(path));
}
